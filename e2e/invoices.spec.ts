import { readFile } from "node:fs/promises";
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { formatMoney } from "@shop/contract";
import { createMemberApart, signIn as signInMember } from "./fixtures.ts";
import { enrolFinance } from "./ops-finance.ts";
import { signInOperator } from "./ops-owner.ts";
import { baseURL, opsHostURL as ops, screenshotAtBothWidths, waitForHydration } from "./support.ts";

/**
 * Invoices (发票) end to end: a company that paid an order at the Alipay sandbox asks for an
 * e-invoice (a bad tax ID and an amount above what is invoiceable are refused in its language),
 * finance issues it in the console by uploading the PDF, and the member downloads exactly that file.
 * When the order is refunded after issue, finance reverses the invoice with a red-letter invoice
 * (红字发票) and the member may ask again for what is left.
 */
const texts = {
  "zh-CN": {
    prefix: "",
    taxIdInvalid: "统一社会信用代码有误",
    tooMuch: "开票金额不能超过该订单的可开票金额 ¥",
    requested: "待开具",
    issued: "已开具",
    issue: "上传 PDF 并开具",
    issueWithNumber: "按号码标记已开具",
    redIssue: "开具红字发票",
    reversed: "已红冲",
  },
  en: {
    prefix: "/en",
    taxIdInvalid: "This unified social credit code is not valid",
    tooMuch: "The invoice amount cannot exceed what this order can still be invoiced for, ¥",
    requested: "Requested",
    issued: "Issued",
    issue: "Upload PDF and issue",
    issueWithNumber: "Mark issued with number",
    redIssue: "Issue red-letter invoice",
    reversed: "Reversed",
  },
} as const;

/** A small PDF of this run's own (a classic xref table naming /Root), unique per call. */
function invoicePdf(label: string): Buffer {
  const objects = ["<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [] /Count 0 >>"];
  let body = `%PDF-1.4\n% ${label}\n`;
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

/** A paid 1 GB traffic order of the signed-in member, paid at the Alipay sandbox as Alipay would report it. */
async function paidOrder(context: BrowserContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const order = await (
    await context.request.post(`${baseURL}/app-api/ip/recharge-order/create`, { headers, data: { trafficGb: 1 } })
  ).json();
  expect(order.code, JSON.stringify(order)).toBe(0);
  const pay = await (
    await context.request.post(`${baseURL}/app-api/order/pay`, {
      headers,
      data: { id: order.data.id, method: "alipay" },
    })
  ).json();
  const hook = await context.request.post(`${baseURL}/sandbox/alipay/hooks/pay`, {
    data: { pay_url: pay.data.payUrl },
  });
  expect(hook.status()).toBe(200);
  return order.data as { id: number; orderNo: string; payAmount: number };
}

async function openInvoiceDialog(page: Page, prefix: string, orderNo: string) {
  await page.goto(`${baseURL}${prefix}/admin/dynamic/list?orderNo=${orderNo}`);
  await waitForHydration(page);
  await page.locator("[data-testid=order-invoice]:visible").first().click();
  const dialog = page.locator("[data-testid=invoice-dialog][open]");
  await expect(dialog).toBeVisible();
  return dialog;
}

for (const locale of ["zh-CN", "en"] as const) {
  test(`a company asks for an invoice, finance issues it with a PDF, the member downloads that PDF (${locale})`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const t = texts[locale];
    const member = await createMemberApart(browser);
    const memberContext = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale });
    const token = await signInMember(memberContext, member);
    const order = await paidOrder(memberContext, token);
    const page = await memberContext.newPage();

    let dialog = await openInvoiceDialog(page, t.prefix, order.orderNo);
    const form = dialog.getByTestId("invoice-form");
    const amount = form.locator("input[name=amount]");
    const defaultAmount = await amount.inputValue();
    expect(Number(defaultAmount)).toBeGreaterThan(0);
    await form.locator("select[name=kind]").selectOption("special");
    await form.locator("input[name=title]").fill("厦门示例网络科技有限公司");
    await form.locator("input[name=email]").fill("tax@example.com");
    // A tax ID whose check character is wrong: the contract's checker says so before anything is sent.
    await form.locator("input[name=taxId]").fill("91350100M000100Y44");
    await form.locator("button[type=submit]").click();
    await expect(form.getByRole("alert")).toContainText(t.taxIdInvalid);
    await form.locator("input[name=taxId]").fill("91350100M000100Y43");
    // More than the order can be invoiced for: the server refuses, in the page's language.
    await amount.fill((Number(defaultAmount) + 1).toFixed(2));
    await form.locator("button[type=submit]").click();
    await expect(form.getByRole("alert")).toContainText(t.tooMuch);
    await screenshotAtBothWidths(page, `invoice-form-${locale}`, { dir: "test-results", restoreWidth: 1440 });

    await amount.fill(defaultAmount);
    await form.locator("button[type=submit]").click();
    const status = dialog.getByTestId("invoice-status");
    await expect(status).toHaveAttribute("data-status", "requested");
    await expect(status).toContainText(t.requested);
    await expect(dialog.getByTestId("invoice-form")).toHaveCount(0);

    // Finance, enrolled by the owner, issues it in the console by uploading the PDF.
    const ownerContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const owner = await ownerContext.newPage();
    await signInOperator(owner, t.prefix);
    const financeLogin = await enrolFinance(owner);
    const financeContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const finance = await financeContext.newPage();
    await signInOperator(finance, t.prefix, financeLogin);
    await finance.goto(`${ops}${t.prefix}/ops/invoices`);
    await waitForHydration(finance);
    const card = finance.locator(`[data-testid=console-invoice][data-order-no="${order.orderNo}"]`);
    await expect(card).toHaveAttribute("data-status", "requested");
    await screenshotAtBothWidths(finance, `console-invoices-${locale}`, { dir: "test-results", restoreWidth: 1440 });
    const pdf = invoicePdf(`${locale} ${order.orderNo}`);
    const issueForm = card.getByTestId("invoice-issue-form");
    await issueForm
      .locator("input[name=pdf]")
      .setInputFiles({ name: "fapiao.pdf", mimeType: "application/pdf", buffer: pdf });
    await issueForm.locator("input[name=invoiceNo]").fill(`2435${String(order.id).padStart(16, "0")}`);
    await issueForm.getByRole("button", { name: t.issue }).click();
    // Issued, it leaves the waiting list; the "all" filter shows it issued.
    await expect(card).toHaveCount(0);
    await finance.locator("select[name=status]").selectOption("issued");
    await expect(card).toHaveAttribute("data-status", "issued");
    await expect(card).toContainText(t.issued);
    await screenshotAtBothWidths(finance, `console-invoices-issued-${locale}`, {
      dir: "test-results",
      restoreWidth: 1440,
    });
    await financeContext.close();
    await ownerContext.close();

    // The member downloads the invoice: the saved file is the one finance uploaded.
    dialog = await openInvoiceDialog(page, t.prefix, order.orderNo);
    await expect(dialog.getByTestId("invoice-status")).toHaveAttribute("data-status", "issued");
    await expect(dialog.getByTestId("invoice-number")).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      dialog.getByTestId("invoice-download").click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const saved = await readFile(await download.path());
    expect(saved.equals(pdf)).toBe(true);
    await screenshotAtBothWidths(page, `invoice-issued-${locale}`, { dir: "test-results", restoreWidth: 1440 });
    await memberContext.close();
  });
}

/** Refunds `amountFen` of an order to the member's balance: one finance operator asks, another approves. */
async function refundToBalance(requester: Page, approver: Page, orderId: number, amountFen: number) {
  const asked = await requester.evaluate(
    async (body) =>
      (
        await fetch("/ops-api/refunds/request", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        })
      ).json(),
    {
      orderKind: "recharge",
      orderId,
      amountFen,
      reason: "part refund after the invoice",
      destination: "balance",
      requestKey: `inv-red-${orderId}-${Date.now()}`,
    },
  );
  expect(asked.code, JSON.stringify(asked)).toBe(0);
  const approved = await approver.evaluate(
    async (id) =>
      (
        await fetch("/ops-api/refunds/approve", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ id }),
        })
      ).json(),
    asked.data.id as number,
  );
  expect(approved.code, JSON.stringify(approved)).toBe(0);
}

for (const locale of ["zh-CN", "en"] as const) {
  test(`an issued invoice of an order refunded afterwards is reversed with a red-letter invoice; the member asks again for the rest (${locale})`, async ({
    browser,
  }) => {
    // Two finance operators sign in, each on an authenticator step of their own (up to 30 s each).
    test.setTimeout(300_000);
    const t = texts[locale];
    const member = await createMemberApart(browser);
    const memberContext = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale });
    const token = await signInMember(memberContext, member);
    const order = await paidOrder(memberContext, token);
    const asked = await (
      await memberContext.request.post(`${baseURL}/app-api/invoice/create`, {
        headers: { authorization: `Bearer ${token}` },
        data: {
          orderNo: order.orderNo,
          kind: "normal",
          title: "厦门示例网络科技有限公司",
          taxId: "91350100M000100Y43",
          email: "tax@example.com",
        },
      })
    ).json();
    expect(asked.code, JSON.stringify(asked)).toBe(0);
    const paidFen = asked.data.amountFen as number;

    const ownerContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const owner = await ownerContext.newPage();
    await signInOperator(owner, t.prefix);
    const financeLogin = await enrolFinance(owner);
    const approverLogin = await enrolFinance(owner);
    await ownerContext.close();
    const financeContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const finance = await financeContext.newPage();
    await signInOperator(finance, t.prefix, financeLogin);
    await finance.goto(`${ops}${t.prefix}/ops/invoices`);
    await waitForHydration(finance);
    const card = finance.locator(`[data-testid=console-invoice][data-order-no="${order.orderNo}"]`);
    const issueForm = card.getByTestId("invoice-issue-form");
    await issueForm.locator("input[name=invoiceNo]").fill(`2435${String(order.id).padStart(16, "1")}`);
    await issueForm.getByRole("button", { name: t.issueWithNumber }).click();
    await expect(card).toHaveCount(0);

    // The order is refunded in part after the invoice was issued.
    const approverContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const approver = await approverContext.newPage();
    await signInOperator(approver, t.prefix, approverLogin);
    await refundToBalance(finance, approver, order.id, 100);
    await approverContext.close();

    // The console's queue says a red-letter invoice is due, and shows which.
    await finance.reload();
    await waitForHydration(finance);
    const banner = finance.getByTestId("red-letter-due-banner");
    await expect(banner).toBeVisible();
    await banner.getByRole("button").click();
    await expect(card).toHaveAttribute("data-status", "issued");
    const redForm = card.getByTestId("invoice-red-letter-form");
    await expect(redForm).toBeVisible();
    await screenshotAtBothWidths(finance, `console-invoice-red-letter-due-${locale}`, {
      dir: "test-results",
      restoreWidth: 1440,
    });
    const red = invoicePdf(`red letter ${locale} ${order.orderNo}`);
    await redForm
      .locator("input[name=redPdf]")
      .setInputFiles({ name: "hongzi.pdf", mimeType: "application/pdf", buffer: red });
    await redForm.locator("input[name=redInvoiceNo]").fill(`2435${String(order.id).padStart(16, "2")}`);
    await redForm.getByRole("button", { name: t.redIssue }).click();
    // The confirmation names the order, the member and the amount cancelled.
    const confirm = finance.locator("[data-testid=invoice-red-letter-confirm][open]");
    await expect(confirm).toContainText(order.orderNo);
    await expect(confirm).toContainText(member.mobile);
    await expect(confirm).toContainText(formatMoney(paidFen, "CNY"));
    await screenshotAtBothWidths(finance, `console-invoice-red-letter-confirm-${locale}`, {
      dir: "test-results",
      restoreWidth: 1440,
    });
    await confirm.getByRole("button", { name: t.redIssue }).click();
    await expect(card).toHaveCount(0);
    await finance.locator("select[name=status]").selectOption("reversed");
    await expect(card).toHaveAttribute("data-status", "reversed");
    await expect(card).toContainText(t.reversed);
    await screenshotAtBothWidths(finance, `console-invoice-reversed-${locale}`, {
      dir: "test-results",
      restoreWidth: 1440,
    });
    await financeContext.close();

    // The member sees the original reversed, downloads the red-letter invoice, and asks for what is left.
    const page = await memberContext.newPage();
    const dialog = await openInvoiceDialog(page, t.prefix, order.orderNo);
    const reversed = dialog.locator("[data-testid=invoice-status][data-status=reversed]");
    await expect(reversed).toContainText(t.reversed);
    await expect(reversed.getByTestId("red-invoice-number")).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      reversed.getByTestId("invoice-download-red").click(),
    ]);
    expect((await readFile(await download.path())).equals(red)).toBe(true);
    const form = dialog.getByTestId("invoice-form");
    const left = ((paidFen - 100) / 100).toFixed(2);
    await expect(form.locator("input[name=amount]")).toHaveValue(left);
    await screenshotAtBothWidths(page, `invoice-reversed-${locale}`, { dir: "test-results", restoreWidth: 1440 });
    await form.locator("button[type=submit]").click();
    await expect(dialog.locator("[data-testid=invoice-status][data-status=requested]")).toBeVisible();
    await expect(dialog.getByTestId("invoice-form")).toHaveCount(0);
    await memberContext.close();
  });
}
