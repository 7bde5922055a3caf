import { expect, test } from "@playwright/test";
import { signIn as signInMember } from "./fixtures.ts";
import { enrolFinance } from "./ops-finance.ts";
import { signInOperator } from "./ops-owner.ts";
import { paidTrafficOrder } from "./ops-paid-orders.ts";
import { baseURL, opsHostURL as ops } from "./support.ts";

const texts = {
  "zh-CN": {
    prefix: "",
    approve: "批准并退款",
    refunded: "已退款",
    request: "申请退款",
    requestTitle: "申请退款",
    confirmApprove: /^确认退款 ¥/,
    requestedWhat: /已申请通过支付宝向 \d+ 退款 ¥[\d.]+，需另一位操作员批准。/,
    approvedWhat: /已通过支付宝向 \d+ 退款 ¥[\d.]+。|已向支付宝提交退款/,
    waiting: "待批准的退款",
    channel: "支付宝",
  },
  en: {
    prefix: "/en",
    approve: "Approve and refund",
    refunded: "Refunded",
    request: "Request refund",
    requestTitle: "Request a refund",
    confirmApprove: /^Refund ¥/,
    requestedWhat: /Refund of ¥[\d.]+ to \d+ via Alipay requested\. Another operator must approve it\./,
    approvedWhat: /Refunded ¥[\d.]+ to \d+ via Alipay\.|sent to Alipay/,
    waiting: "Refunds waiting for approval",
    channel: "Alipay",
  },
} as const;

for (const locale of ["zh-CN", "en"] as const) {
  test(`an operator requests a refund and another approves it (${locale})`, async ({ browser }) => {
    // Two operators sign in, each on an authenticator step no other login of theirs used (up to 30 s each).
    test.setTimeout(180_000);
    const t = texts[locale];
    const member = await browser.newContext();
    const { orderNo, member: buyer } = await paidTrafficOrder(member);
    await member.close();

    const ownerContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const owner = await ownerContext.newPage();
    await signInOperator(owner, t.prefix);
    const finance = await enrolFinance(owner);
    // The refund is asked for by another finance operator: the owner enrolled the approver, so the
    // owner may not be the one whose refund they approve (two-person rule, #26).
    const requesterLogin = await enrolFinance(owner);
    const requesterContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const requester = await requesterContext.newPage();
    await signInOperator(requester, t.prefix, requesterLogin);

    await requester.goto(`${ops}${t.prefix}/ops/orders?q=${orderNo}`);
    await requester.getByRole("link", { name: orderNo }).click();
    await expect(requester.getByRole("heading", { name: t.requestTitle })).toBeVisible();
    await requester.screenshot({ path: `test-results/ops-order-${locale}-1440.png`, fullPage: true });
    await requester
      .locator("#refund-request ~ form input")
      .nth(1)
      .fill(locale === "en" ? "Bought by mistake" : "误购");
    await requester.getByRole("button", { name: t.request }).click();
    // Nothing is sent by that click: the confirmation names the amount, the channel and the member.
    const requestConfirm = requester.getByTestId("confirm-dialog");
    await expect(requestConfirm).toContainText(t.channel);
    await expect(requestConfirm).toContainText(/¥\d/);
    await expect(requester.getByText(t.requestedWhat)).toHaveCount(0);
    await requestConfirm.getByRole("button", { name: t.request }).click();
    await expect(requester.getByText(t.requestedWhat)).toBeVisible();

    const financeContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const approver = await financeContext.newPage();
    await signInOperator(approver, t.prefix, finance);
    await approver.goto(`${ops}${t.prefix}/ops/refunds`);
    await expect(approver.getByRole("button", { name: t.approve }).first()).toBeVisible();
    await approver.screenshot({ path: `test-results/ops-refunds-${locale}-390.png`, fullPage: true });
    // The dashboard counts what waits for this approver.
    await approver.goto(`${ops}${t.prefix}/ops`);
    await expect(approver.getByTestId("refunds-waiting")).toContainText(t.waiting);
    await expect(approver.getByTestId("refunds-waiting").locator("dd")).not.toHaveText("0");
    await approver.getByTestId("refunds-waiting").getByRole("link").click();
    // Other specs' refunds may wait in the same queue: this order's row, and the dialog it opened.
    const waiting = approver.getByRole("row", { name: new RegExp(orderNo) });
    await waiting.getByRole("button", { name: t.approve }).click();
    const approveConfirm = approver.locator("[data-testid=confirm-dialog][open]");
    await expect(approveConfirm).toContainText(t.channel);
    await approver.screenshot({ path: `test-results/ops-refund-confirm-${locale}-390.png`, fullPage: true });
    await approveConfirm.getByRole("button", { name: t.confirmApprove }).click();
    await expect(approver.getByText(t.approvedWhat)).toBeVisible();
    await approver.getByRole("tab", { name: t.refunded }).click();
    await expect(approver.getByText(orderNo)).toBeVisible();

    await owner.goto(`${ops}${t.prefix}/ops/orders?q=${orderNo}`);
    // The grid shows the order as refunded.
    await expect(owner.getByRole("link", { name: orderNo })).toBeVisible();
    await expect(owner.getByRole("row", { name: new RegExp(orderNo) })).toContainText(
      locale === "en" ? "refunded" : "已退",
    );
    await owner.screenshot({ path: `test-results/ops-orders-${locale}-1440.png`, fullPage: true });
    // The member's ledger: the recharge's line links back to this order.
    await owner.getByRole("link", { name: orderNo }).click();
    await expect(owner).toHaveURL(/\/ops\/orders\/recharge\/\d+$/);
    const orderId = owner.url().split("/").pop();
    await owner
      .getByRole("link", { name: /^#\d+$/ })
      .first()
      .click();
    await owner.getByRole("link", { name: `recharge-order:${orderId}`, exact: true }).click();
    await expect(owner).toHaveURL(new RegExp(`/ops/orders/recharge/${orderId}$`));
    await expect(owner.getByText(orderNo).first()).toBeVisible();
    await ownerContext.close();
    await requesterContext.close();
    await financeContext.close();

    // The member's own order list says so too: the order is refunded, and by how much.
    const memberAgain = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await signInMember(memberAgain, buyer);
    const orders = await memberAgain.newPage();
    await orders.goto(`${baseURL}${t.prefix}/admin/dynamic/list?orderNo=${orderNo}`);
    const row = orders.getByRole("row", { name: new RegExp(orderNo) });
    await expect(row.getByTestId("order-status")).toHaveText(t.refunded);
    await expect(row.getByTestId("order-refunded")).toBeVisible();
    await orders.screenshot({ path: `test-results/member-refunded-order-${locale}-1440.png`, fullPage: true });
    await memberAgain.close();
  });
}
