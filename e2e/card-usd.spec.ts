import { expect, memberOfBlock, test } from "./fixtures.ts";
import { baseURL, waitForHydration } from "./support.ts";

/**
 * Issue #31: the English site offers USD prices beside CNY; a USD order is paid by card through
 * Stripe (its local sandbox here: the official package's calls, Checkout's page, signed webhooks)
 * and the traffic is credited. The Chinese site keeps selling in CNY only.
 */
test.describe("USD prices and card payments (en)", () => {
  const member = memberOfBlock();

  test("choose USD, buy the Starter package, pay by card at Stripe's checkout, traffic credited", async ({
    page,
    logIn,
  }) => {
    test.setTimeout(90_000);
    const token = await logIn(member);
    await page.goto(`${baseURL}/en/buy`);
    await waitForHydration(page);
    const starter = page
      .getByTestId("traffic-package")
      .filter({ has: page.getByRole("heading", { name: "Starter", exact: true }) });
    await expect(starter).toContainText("¥160");

    // The currency choice: USD prices where the seller set one, CNY-only marked otherwise.
    await page.getByTestId("currency-switch").getByRole("link", { name: "USD $" }).click();
    await expect(page).toHaveURL(/\/en\/buy\?currency=USD$/);
    await expect(starter).toContainText("US$22");
    await expect(starter).not.toContainText("¥");
    const enterprise = page
      .getByTestId("traffic-package")
      .filter({ has: page.getByRole("heading", { name: "Enterprise", exact: true }) });
    await expect(enterprise.getByTestId("cny-only")).toHaveText("Sold in CNY only");

    await starter.getByRole("link", { name: /Choose/ }).click();
    await expect(page).toHaveURL(/\/en\/order\?product=dynamic&package=1&currency=USD$/);
    await expect(page.getByTestId("order-total")).toHaveText("US$22");
    await expect(page.getByText("Orders in US dollars are paid by card, on Stripe's checkout page.")).toBeVisible();
    await waitForHydration(page);
    await page.getByRole("button", { name: "Submit order" }).click();

    // The cashier: card only, in dollars.
    await expect(page).toHaveURL(/\/en\/order\?orderType=recharge&id=\d+$/);
    const orderId = Number(new URL(page.url()).searchParams.get("id"));
    await expect(page.getByTestId("pay-total")).toHaveText("US$22");
    await expect(page.getByTestId("pay-total-card")).toHaveText("US$22");
    await expect(page.getByTestId("pay-method-picker").getByRole("radio")).toHaveCount(1);
    await expect(page.getByTestId("pay-total-alipay")).toHaveCount(0);

    // Stripe Checkout (the sandbox's page), paid, and back: the signed webhook credited the order.
    await page.getByRole("button", { name: "Pay now" }).click();
    await expect(page).toHaveURL(/\/sandbox\/stripe\/pay\/cs_test_/);
    await expect(page.locator("body")).toContainText("US$22.00");
    await page.getByRole("button", { name: "Pay", exact: true }).click();
    await expect(page).toHaveURL(/\/en\/h5\/success\?orderType=recharge&id=\d+$/);
    await expect(page.getByRole("heading", { name: "Payment successful" })).toBeVisible();
    await expect(page.getByTestId("paid-amount")).toHaveText("US$22");
    await expect(page.getByTestId("remaining-traffic")).toHaveText("Remaining traffic now: 5 GB");

    const order = (await (
      await page.request.get(`${baseURL}/app-api/order/getRechargeOrderInfo?id=${orderId}`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { data: { status: string; currency: string; paymentMethod: string; payAmount: number } };
    expect(order.data).toMatchObject({ status: "paid", currency: "USD", paymentMethod: "card", payAmount: 2200 });

    // The member's order list: the order in dollars, paid by card.
    await page.goto(`${baseURL}/en/admin/dynamic/list`);
    const orderNo = (await (
      await page.request.get(`${baseURL}/app-api/order/getRechargeOrderInfo?id=${orderId}`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { data: { orderNo: string } };
    const row = page.getByTestId("recharge-order-table").getByTestId("recharge-order").filter({
      hasText: orderNo.data.orderNo,
    });
    await expect(row).toContainText("US$22");
    await expect(row).toContainText("Card");
    await expect(row).not.toContainText("¥");
  });

  test("the Chinese price list has no currency choice and stays in CNY", async ({ page }) => {
    await page.goto(`${baseURL}/buy?currency=USD`);
    await expect(page.getByTestId("currency-switch")).toHaveCount(0);
    const starter = page
      .getByTestId("traffic-package")
      .filter({ has: page.getByRole("heading", { name: "入门版", exact: true }) });
    await expect(starter).toContainText("¥160");
    await expect(page.locator("main")).not.toContainText("US$");
  });

  test("screenshots: the price list in USD and a USD order's checkout, both languages, 1440 and 390", async ({
    page,
    logIn,
  }) => {
    test.setTimeout(120_000);
    const token = await logIn(member);
    const created = (await (
      await page.request.post(`${baseURL}/app-api/ip/recharge-order/create`, {
        headers: { authorization: `Bearer ${token}` },
        data: { packageId: 3, currency: "USD" },
      })
    ).json()) as { data: { id: number } };
    const shots = [
      { name: "usd-prices-en", path: "/en/buy?currency=USD", ready: "US$175" },
      { name: "usd-prices-zh", path: "/buy", ready: "¥1,250" },
      { name: "card-checkout-en", path: `/en/order?orderType=recharge&id=${created.data.id}`, ready: "US$175" },
      { name: "card-checkout-zh", path: `/order?orderType=recharge&id=${created.data.id}`, ready: "US$175" },
    ];
    for (const shot of shots) {
      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
        await page.goto(`${baseURL}${shot.path}`);
        await waitForHydration(page);
        await expect(page.locator("main")).toContainText(shot.ready);
        if (shot.name.startsWith("card-checkout")) await expect(page.getByTestId("pay-total-card")).toBeVisible();
        await page.evaluate(() => document.fonts.ready);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${shot.name} ${width}: no sideways scrolling`).toBeLessThanOrEqual(0);
        await page.screenshot({ path: `docs/screenshots/${shot.name}-${width}.png`, fullPage: width < 1000 });
      }
    }
  });
});
