import { expect, test } from "@playwright/test";
import { formatFen } from "@shop/contract";
import { createMemberApart, signIn as signInMember } from "./fixtures.ts";
import { enrolFinance } from "./ops-finance.ts";
import { signInOperator } from "./ops-owner.ts";
import { baseURL, opsHostURL as ops, waitForHydration } from "./support.ts";

/**
 * An operator refunds a member's Alipay order to the member's CNY balance (no Alipay call), another
 * approves it, and the member sees the money on the balance page: in both languages. Each run has a
 * fresh member of its own, so no other spec's balance moves.
 */
const texts = {
  "zh-CN": {
    prefix: "",
    requestTitle: "申请退款",
    request: "申请退款",
    toBalance: "退到会员账户余额",
    channel: "会员账户余额",
    requested: /已申请退款 ¥[\d.]+ 到 \d+ 的账户余额，需另一位操作员批准。/,
    approve: "批准并退款",
    confirmApprove: /^确认退款 ¥/,
    approved: /已退款 ¥[\d.]+ 到 \d+ 的账户余额，即时到账。/,
    refundKind: "退款",
  },
  en: {
    prefix: "/en",
    requestTitle: "Request a refund",
    request: "Request refund",
    toBalance: "The member's balance",
    channel: "Member's balance",
    requested: /Refund of ¥[\d.]+ to \d+'s balance requested\. Another operator must approve it\./,
    approve: "Approve and refund",
    confirmApprove: /^Refund ¥/,
    approved: /Refunded ¥[\d.]+ to \d+'s balance; it is available at once\./,
    refundKind: "Refund",
  },
} as const;

for (const locale of ["zh-CN", "en"] as const) {
  test(`an operator refunds an order to the member's balance and the member sees it (${locale})`, async ({
    browser,
  }) => {
    // Two finance operators sign in, each on an authenticator step of their own (up to 30 s each).
    test.setTimeout(180_000);
    const t = texts[locale];
    const member = await createMemberApart(browser);
    const memberContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const token = await signInMember(memberContext, member);
    const headers = { authorization: `Bearer ${token}` };
    const order = await (
      await memberContext.request.post(`${baseURL}/app-api/ip/recharge-order/create`, {
        headers,
        data: { trafficGb: 1 },
      })
    ).json();
    expect(order.code, JSON.stringify(order)).toBe(0);
    const pay = await (
      await memberContext.request.post(`${baseURL}/app-api/order/pay`, {
        headers,
        data: { id: order.data.id, method: "alipay" },
      })
    ).json();
    const hook = await memberContext.request.post(`${baseURL}/sandbox/alipay/hooks/pay`, {
      data: { pay_url: pay.data.payUrl },
    });
    expect(hook.status()).toBe(200);
    const orderNo = order.data.orderNo as string;

    const ownerContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const owner = await ownerContext.newPage();
    await signInOperator(owner, t.prefix);
    const approverLogin = await enrolFinance(owner);
    const requesterLogin = await enrolFinance(owner);
    await ownerContext.close();

    const requesterContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const requester = await requesterContext.newPage();
    await signInOperator(requester, t.prefix, requesterLogin);
    await requester.goto(`${ops}${t.prefix}/ops/orders?q=${orderNo}`);
    await requester.getByRole("link", { name: orderNo }).click();
    await expect(requester.getByRole("heading", { name: t.requestTitle })).toBeVisible();
    await requester
      .locator("#refund-request ~ form input")
      .nth(1)
      .fill(locale === "en" ? "Refund to balance as agreed" : "协商退到余额");
    await requester.getByRole("radio", { name: t.toBalance }).check();
    await requester.screenshot({ path: `test-results/ops-refund-balance-form-${locale}-1440.png`, fullPage: true });
    await requester.getByRole("button", { name: t.request }).click();
    const requestConfirm = requester.getByTestId("confirm-dialog");
    await expect(requestConfirm).toContainText(t.channel);
    await expect(requestConfirm).toContainText(member.mobile);
    await expect(requestConfirm).toContainText(/¥\d/);
    await requestConfirm.getByRole("button", { name: t.request }).click();
    await expect(requester.getByText(t.requested)).toBeVisible();
    await requester.setViewportSize({ width: 390, height: 844 });
    expect(await requester.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await requester.screenshot({ path: `test-results/ops-refund-balance-form-${locale}-390.png`, fullPage: true });
    await requesterContext.close();

    const approverContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const approver = await approverContext.newPage();
    await signInOperator(approver, t.prefix, approverLogin);
    await approver.goto(`${ops}${t.prefix}/ops/refunds`);
    const row = approver.getByRole("row", { name: new RegExp(orderNo) });
    await row.getByRole("button", { name: t.approve }).click();
    // Each waiting refund's row holds a dialog: the open one is this row's.
    const approveConfirm = approver.locator("[data-testid=confirm-dialog][open]");
    await expect(approveConfirm).toContainText(t.channel);
    await expect(approveConfirm).toContainText(member.mobile);
    await approver.screenshot({ path: `test-results/ops-refund-balance-confirm-${locale}-390.png`, fullPage: true });
    await approveConfirm.getByRole("button", { name: t.confirmApprove }).click();
    await expect(approver.getByText(t.approved)).toBeVisible();
    await approverContext.close();

    // The member's balance page: the refund is the newest line, and the balance holds it.
    const page = await memberContext.newPage();
    await page.goto(`${baseURL}${t.prefix}/admin/balance`);
    await waitForHydration(page);
    const amount = formatFen(pay.data.total);
    await expect(page.getByTestId("balance-amount")).toHaveText(amount);
    const newest = page.getByTestId("balance-history").locator("tbody tr").first();
    await expect(newest).toContainText(t.refundKind);
    await expect(newest).toContainText(`+${amount}`);
    await page.screenshot({ path: `test-results/member-balance-refund-${locale}-1440.png`, fullPage: true });
    await memberContext.close();
  });
}
