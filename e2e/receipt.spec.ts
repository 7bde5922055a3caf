import { mkdir, readFile } from "node:fs/promises";
import { extractText, getDocumentProxy } from "unpdf";
import { expect, test } from "./fixtures.ts";
import { signInOperator } from "./ops-owner.ts";
import { type Locale, opsHostURL, screenshotAtBothWidths, waitForHydration } from "./support.ts";

/**
 * Issue #31: a fresh member pays a traffic package in the payment sandbox, opens the order's
 * details in the user centre and downloads its receipt; the saved file is a PDF in the page's
 * language with the order number and the total paid. First the owner sets the seller's address and
 * unified social credit code in the console's site settings (a wrong code is refused, translated);
 * the receipt prints them. (The tests of this file run in turn; each sets the same values.)
 */
const seller = {
  address: "福建省厦门市思明区示例路 88 号云栈大厦 12 层",
  addressEn: "12F CloudStack Tower, 88 Example Road, Siming District, Xiamen, Fujian, China",
  taxId: "91350203MA8Y7K2Q44",
};
const copy = {
  "zh-CN": {
    prefix: "",
    submit: "提交订单",
    payNow: "立即支付",
    sandboxPay: "确认付款",
    success: "支付成功",
    details: "详情",
    receipt: "下载收据",
    title: "付款收据",
    total: "实付金额",
    other: "Total paid",
    badTaxId: "统一社会信用代码应为 18 位且校验位正确",
    saved: "销售方与收款账户已保存",
    address: `地址: ${seller.address}`,
    taxId: `统一社会信用代码: ${seller.taxId}`,
  },
  en: {
    prefix: "/en",
    submit: "Submit order",
    payNow: "Pay now",
    sandboxPay: "Pay",
    success: "Payment successful",
    details: "Details",
    receipt: "Download receipt",
    title: "Payment receipt",
    total: "Total paid",
    other: "实付金额",
    badTaxId: "The unified social credit code is 18 characters with a valid check character",
    saved: "Seller and bank account saved",
    address: `Address: ${seller.addressEn}`,
    taxId: `Unified social credit code: ${seller.taxId}`,
  },
} as const;

for (const locale of Object.keys(copy) as Locale[]) {
  const t = copy[locale];
  const at = (path: string) => `${t.prefix}${path}`;

  test.describe(`order receipt (${locale})`, () => {
    test.use({ locale });

    test("a paid order's details offer its receipt, saved as a PDF in the page's language", async ({
      page,
      newMember,
      browser,
    }) => {
      test.setTimeout(180_000);
      // The owner, in the console's site settings: a code with a wrong check character is refused.
      const ownerContext = await browser.newContext({ locale, viewport: { width: 1440, height: 900 } });
      const owner = await ownerContext.newPage();
      await signInOperator(owner, t.prefix);
      await owner.goto(`${opsHostURL}${t.prefix}/ops/sites`);
      await waitForHydration(owner);
      const form = owner.getByTestId("bank-account-form");
      await form.locator("input[name=sellerAddress]").fill(seller.address);
      await form.locator("input[name=sellerAddressEn]").fill(seller.addressEn);
      await form.locator("input[name=sellerTaxId]").fill("91350203MA8Y7K2Q45");
      await form.locator("button[type=submit]").click();
      await expect(form.getByRole("alert")).toContainText(t.badTaxId);
      await form.locator("input[name=sellerTaxId]").fill(seller.taxId.toLowerCase());
      await form.locator("button[type=submit]").click();
      await expect(owner.getByText(t.saved)).toBeVisible();
      await expect(form.locator("input[name=sellerTaxId]")).toHaveValue(seller.taxId);
      // The whole page from its top once the toast has gone (the click scrolled down to the button).
      await expect(owner.getByText(t.saved)).toBeHidden();
      await owner.evaluate(() => window.scrollTo(0, 0));
      await screenshotAtBothWidths(owner, `seller-settings-${locale}`);
      await ownerContext.close();

      await newMember();
      await page.goto(at("/order?product=dynamic&package=1"));
      await waitForHydration(page);
      await page.getByRole("button", { name: t.submit }).click();
      await expect(page).toHaveURL(new RegExp(`${at("/order")}\\?orderType=recharge&id=\\d+$`));
      const orderNo = ((await page.getByTestId("pay-order-no").textContent()) ?? "").trim();
      expect(orderNo).toMatch(/^R\d+/);
      const totalText = (await page.getByTestId("pay-total-alipay").textContent()) ?? "";
      const totalFen = Math.round(Number(totalText.replace(/[^\d.]/g, "")) * 100);

      await page.getByRole("button", { name: t.payNow }).click();
      await expect(page).toHaveURL(/\/sandbox\/alipay\/checkout\//);
      await page.getByRole("button", { name: t.sandboxPay, exact: true }).click();
      await expect(page.getByRole("heading", { name: t.success })).toBeVisible();

      await mkdir("test-results/receipts", { recursive: true });
      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
        await page.goto(at(`/admin/dynamic/list?orderNo=${orderNo}`));
        await waitForHydration(page);
        // A table at 1440 px, cards at 390 px: the visible one's "Details" (its name ends in the order number).
        await page.getByRole("button", { name: `${t.details} ${orderNo}` }).click();
        const dialog = page.getByTestId("order-details-dialog");
        const link = dialog.getByRole("button", { name: t.receipt });
        await expect(link).toBeVisible();
        await expect(dialog.getByTestId("loading-overlay")).toHaveCount(0);
        await page.screenshot({
          path: `test-results/screenshots/receipt-link-${locale}-${width}.png`,
          animations: "disabled",
        });
        if (width !== 1440) continue;

        const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
        expect(download.suggestedFilename()).toBe(`receipt-${orderNo}.pdf`);
        const file = `test-results/receipts/receipt-${locale}.pdf`;
        await download.saveAs(file);
        const bytes = await readFile(file);
        expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
        const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
        const flat = text.replace(/\s+/g, " ");
        const total = new Intl.NumberFormat(locale === "en" ? "en-US" : "zh-CN", {
          style: "currency",
          currency: "CNY",
        }).format(totalFen / 100);
        expect(flat).toContain(t.title);
        expect(flat).toContain(orderNo);
        expect(flat).toContain(`${t.total} ${total}`);
        expect(flat).toContain(t.address);
        expect(flat).toContain(t.taxId);
        expect(flat).not.toContain(t.other);
        await page.keyboard.press("Escape");
      }
    });
  });
}
