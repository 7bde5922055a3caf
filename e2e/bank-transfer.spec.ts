import { expect, test } from "@playwright/test";
import { createMemberApart, signIn as signInMember } from "./fixtures.ts";
import { enrolFinance } from "./ops-finance.ts";
import { signInOperator } from "./ops-owner.ts";
import { baseURL, opsHostURL as ops } from "./support.ts";

/**
 * Bank transfer (对公转账) end to end: the owner sets the account in site settings, a new member
 * chooses bank transfer and sees the account and reference, one finance operator records the
 * money, another confirms it, and the member finds the order paid and a message in the message
 * centre (unread badge, then read).
 */
const texts = {
  "zh-CN": {
    prefix: "",
    choose: "使用对公转账",
    record: "登记到账",
    confirm: /^确认到账|^确认/,
    messages: "站内信",
    markRead: "标为已读",
    unreadNone: "0 条未读",
  },
  en: {
    prefix: "/en",
    choose: "Pay by bank transfer",
    record: "Record received transfer",
    confirm: /^Confirm/,
    messages: "Messages",
    markRead: "Mark read",
    unreadNone: "0 unread",
  },
} as const;

for (const locale of ["zh-CN", "en"] as const) {
  test(`a bank transfer recorded by one operator and confirmed by another pays the order (${locale})`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const t = texts[locale];
    const ownerContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const owner = await ownerContext.newPage();
    await signInOperator(owner, t.prefix);
    const saved = await owner.evaluate(async () => {
      const current = await (await fetch("/ops-api/site/bank-account")).json();
      const answer = await fetch("/ops-api/site/bank-account/save", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          accountName: "上海示例网络科技有限公司",
          accountNameEn: "Shanghai Example Network Technology Co., Ltd.",
          bankName: "招商银行上海分行",
          bankNameEn: "China Merchants Bank, Shanghai Branch",
          accountNumber: "1219 0000 1234 5678",
          note: "请在转账附言中填写识别码",
          noteEn: "Write the reference in the transfer remarks",
          version: current.data.version,
        }),
      });
      return (await answer.json()).code as number;
    });
    expect([0, 409]).toContain(saved);
    await owner.goto(`${ops}${t.prefix}/ops/sites`);
    await expect(owner.getByTestId("bank-account-form")).toBeVisible();
    await owner.screenshot({ path: `test-results/bank-account-settings-${locale}-1440.png`, fullPage: true });

    // A member of this spec's own orders a traffic package and chooses bank transfer.
    const member = await createMemberApart(browser);
    for (const width of [1440, 390]) {
      const memberContext = await browser.newContext({
        viewport: { width, height: width === 390 ? 844 : 900 },
        locale,
      });
      const token = await signInMember(memberContext, member);
      const headers = { authorization: `Bearer ${token}` };
      const page = await memberContext.newPage();
      const order = await (
        await memberContext.request.post(`${baseURL}/app-api/ip/recharge-order/create`, {
          headers,
          data: { trafficGb: 1 },
        })
      ).json();
      await page.goto(`${baseURL}${t.prefix}/order?orderType=recharge&id=${order.data.id}`);
      await page.getByTestId("bank-transfer-choose").click();
      await expect(page.getByTestId("bank-transfer-reference")).toHaveText(/^[3-9A-HJKMNP-Y]{8}$/);
      await expect(page.getByTestId("bank-account-number")).toHaveText("1219 0000 1234 5678");
      // The online methods stay, said to be an alternative (their total includes a fee, the transfer's does not).
      await expect(page.getByTestId("bank-transfer-or-online")).toHaveText(
        locale === "en"
          ? /Until your transfer arrives you can still pay online/
          : /转账到账前，您也可以改用下面的方式在线支付/,
      );
      await page.screenshot({ path: `test-results/bank-transfer-order-${locale}-${width}.png`, fullPage: true });
      if (width === 390) {
        await memberContext.close();
        continue;
      }

      // One finance operator records the money; another confirms it.
      const recorderLogin = await enrolFinance(owner);
      const confirmerLogin = await enrolFinance(owner);
      const recorderContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const recorder = await recorderContext.newPage();
      await signInOperator(recorder, t.prefix, recorderLogin);
      await recorder.goto(`${ops}${t.prefix}/ops/orders/recharge/${order.data.id}`);
      await expect(recorder.getByTestId("member-bank-reference")).toBeVisible();
      const form = recorder.locator("form").filter({ has: recorder.locator("input[name=receivedYuan]") });
      await form.locator("input[name=receivedYuan]").fill((order.data.amount / 100).toFixed(2));
      await form.locator("input[name=payerName]").fill("示例贸易有限公司");
      await form.locator("input[name=receivedOn]").fill("2026-11-27");
      await form.locator("input[name=bankReference]").fill(`CMB-${Date.now()}`);
      await form.locator("input[name=reason]").fill(locale === "en" ? "Statement line 3" : "流水第 3 行");
      await form.getByRole("button", { name: t.record }).click();
      await recorder.locator("[data-testid=confirm-dialog][open]").getByRole("button").last().click();
      await expect(recorder.getByTestId("bank-transfer-payer")).toBeVisible();
      await recorder.screenshot({ path: `test-results/bank-transfer-console-${locale}-1440.png`, fullPage: true });

      const confirmerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const confirmer = await confirmerContext.newPage();
      await signInOperator(confirmer, t.prefix, confirmerLogin);
      await confirmer.goto(`${ops}${t.prefix}/ops/orders/recharge/${order.data.id}`);
      await confirmer.screenshot({ path: `test-results/bank-transfer-console-${locale}-390.png`, fullPage: true });
      await confirmer.getByRole("button", { name: t.confirm }).first().click();
      await expect(confirmer.getByTestId("bank-transfer-payer")).toHaveCount(0);
      await recorderContext.close();
      await confirmerContext.close();

      // The member's cashier now says the order is paid.
      await page.reload();
      await expect(page.getByTestId("payment-notice")).toBeVisible();

      // The member's message centre: the badge counts it, and reading it clears the count.
      await page.goto(`${baseURL}${t.prefix}/admin/messages`);
      // Counted beside "Messages" in the menu (the phone's collapsed menu carries a badge of its own).
      const messagesLink = page.getByRole("link", { name: /^(站内信|Messages)/ });
      await expect(messagesLink.getByTestId("inbox-badge")).toBeVisible();
      await expect(page.getByTestId("inbox-message").first()).toHaveAttribute("data-read", "false");
      await page.screenshot({ path: `test-results/messages-${locale}-1440.png`, fullPage: true });
      await page.getByRole("button", { name: t.markRead }).first().click();
      await expect(page.getByTestId("inbox-badge")).toHaveCount(0);
      await expect(page.getByTestId("inbox-message").first()).toHaveAttribute("data-read", "true");
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `test-results/messages-${locale}-390.png`, fullPage: true });
      await memberContext.close();
    }
    await ownerContext.close();
  });
}
