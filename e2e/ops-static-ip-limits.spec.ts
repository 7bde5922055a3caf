import { expect } from "@playwright/test";
import { test } from "./fixtures.ts";
import { enrolFinance } from "./ops-finance.ts";
import { openMemberAsOwner, signInOperator } from "./ops-owner.ts";
import { paidStaticOrder } from "./ops-paid-orders.ts";
import { baseURL, screenshotAtBothWidths, waitForHydration } from "./support.ts";

/**
 * An operator sets a static IP's limits from the console's member page, in both languages: the
 * dialog starts from the IP's values, refuses what the contract's bounds refuse (translated), names
 * the member and the IP before anything is sent, and says what it did; the member then sees the
 * limits in their user centre. The member is a fresh one who bought two static IPs (never the demo
 * member). Finance, whose role lacks members.static-ips, sees the limits but no action (checked
 * once, in English: enrolling an operator waits for authenticator turns). Screenshots at 1440 and
 * 390 px go to test-results/screenshots.
 */
const copy = {
  "zh-CN": {
    prefix: "",
    action: "限制",
    connections: "并发连接数",
    bandwidth: "带宽（Mbps）",
    reason: "原因",
    next: "下一步",
    tooMany: "并发连接数须为 1 到 1,000 之间的整数",
    confirm: (ip: string, member: string) => `为 ${member} 设置 ${ip} 的限制`,
    saved: (ip: string, member: string) => `已设置 ${member} 的 ${ip} 的限制：40 并发 · 15 Mbps。`,
    console: "40 并发 · 15 Mbps",
    none: "不限",
    member: "40 个连接 · 15 Mbps",
  },
  en: {
    prefix: "/en",
    action: "Limits",
    connections: "Concurrent connections",
    bandwidth: "Bandwidth (Mbps)",
    reason: "Reason",
    next: "Review",
    tooMany: "Concurrent connections must be a whole number from 1 to 1,000",
    confirm: (ip: string, member: string) => `Set limits of ${ip} for ${member}`,
    saved: (ip: string, member: string) => `Limits of ${ip} (${member}) set: 40 connections · 15 Mbps.`,
    console: "40 connections · 15 Mbps",
    none: "No limits",
    member: "40 connections · 15 Mbps",
  },
} as const;

for (const locale of ["zh-CN", "en"] as const) {
  const t = copy[locale];
  test(`${locale}: an operator sets a member's static IP limits and the member sees them`, async ({
    browser,
    page,
    context,
  }) => {
    test.setTimeout(locale === "en" ? 240_000 : 150_000);
    const { member, token } = await paidStaticOrder(context);
    // Delivery follows the payment notification: both IPs are the member's once it is there.
    const ips = async () =>
      (
        await (
          await page.request.get(`${baseURL}/app-api/ip/static-order-item/page`, {
            headers: { authorization: `Bearer ${token}` },
          })
        ).json()
      ).data as { total: number; list: Array<{ outIp: string }> };
    await expect.poll(async () => (await ips()).total).toBe(2);
    const outIp = (await ips()).list[0]?.outIp ?? "";

    const owner = await openMemberAsOwner(browser, locale, member.mobile);
    const opsContext = owner.context();

    const row = owner.getByRole("row").filter({ hasText: outIp });
    await expect(row).toContainText(t.none);
    await row.getByRole("button", { name: t.action, exact: true }).click();
    const dialog = owner.getByTestId("static-ip-limits-dialog");
    await expect(dialog).toContainText(outIp);
    await expect(dialog.getByLabel(t.connections)).toHaveValue("");

    // Beyond the contract's bounds: a translated refusal in the dialog, nothing sent.
    await dialog.getByLabel(t.connections).fill("5000");
    await dialog.getByLabel(t.reason).fill("e2e: agreed with the customer");
    await dialog.getByRole("button", { name: t.next }).click();
    await expect(dialog.getByRole("alert")).toHaveText(t.tooMany);
    await expect(owner.getByTestId("static-ip-limits-confirm")).toBeHidden();

    await dialog.getByLabel(t.connections).fill("40");
    await dialog.getByLabel(t.bandwidth).fill("15");
    await screenshotAtBothWidths(owner, `ops-static-ip-limits-dialog-${locale}`);
    await dialog.getByRole("button", { name: t.next }).click();
    const confirm = owner.getByTestId("static-ip-limits-confirm");
    await expect(confirm).toContainText(member.mobile);
    await expect(confirm).toContainText(outIp);
    await expect(confirm).toContainText(t.console);
    await confirm.getByRole("button", { name: t.confirm(outIp, member.mobile) }).click();
    await expect(owner.getByText(t.saved(outIp, member.mobile))).toBeVisible();
    await expect(row).toContainText(t.console);

    // Opened again, the dialog starts from the values just set.
    await row.getByRole("button", { name: t.action, exact: true }).click();
    await expect(dialog.getByLabel(t.connections)).toHaveValue("40");
    await expect(dialog.getByLabel(t.bandwidth)).toHaveValue("15");
    await dialog
      .getByRole("button", { name: locale === "en" ? "Cancel" : "取消" })
      .first()
      .click();
    await screenshotAtBothWidths(owner, `ops-static-ip-limits-${locale}`);

    if (locale === "en") {
      const financeLogin = await enrolFinance(owner);
      const financeContext = await browser.newContext({ locale });
      const finance = await financeContext.newPage();
      await signInOperator(finance, t.prefix, financeLogin);
      await finance.goto(owner.url());
      await waitForHydration(finance);
      const seen = finance.getByRole("row").filter({ hasText: outIp });
      await expect(seen).toContainText(t.console);
      await expect(seen.getByRole("button")).toHaveCount(0);
      await financeContext.close();
    }
    await opsContext.close();

    // The member's own IP list shows the limits the operator set.
    await page.goto(`${t.prefix}/admin/static/management`);
    await waitForHydration(page);
    const mine = page.getByRole("row").filter({ hasText: outIp });
    await expect(mine.getByTestId("ip-limits")).toHaveText(t.member);
  });
}
