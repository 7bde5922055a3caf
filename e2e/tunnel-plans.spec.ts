import { expect } from "@playwright/test";
import { signIn, test } from "./fixtures.ts";
import { openMemberAsOwner } from "./ops-owner.ts";
import { baseURL, screenshotAtBothWidths, waitForHydration } from "./support.ts";

/**
 * Tunnel plans and static IP limits, in both languages: the demo owner gives a
 * fresh member a plan from the member page (confirmed with the member and the
 * limits named), the member sees it on their dashboard; the member caps one of
 * their static IPs and sees the limits in the list. Screenshots at 1440 and
 * 390 px go to test-results/screenshots.
 */
const copy = {
  "zh-CN": {
    prefix: "",
    give: "开通隧道套餐",
    connections: "并发连接数",
    bandwidth: "单网关带宽（Mbps）",
    days: "时长",
    reason: "原因",
    confirm: "确认",
    giveTo: (mobile: string) => `为 ${mobile} 开通`,
    given: (mobile: string) => `已为 ${mobile} 开通隧道套餐：200 并发 · 100 Mbps`,
    active: "生效中 · 200 并发 · 100 Mbps",
    planTitle: "隧道套餐",
    unmetered: "不限量（不扣余额）",
    daysLeft: "剩余 30 天",
    limitsAction: "限额",
    limitsConnections: "并发连接数",
    limitsBandwidth: "带宽（Mbps）",
    save: "保存限额",
    limits: "50 个连接 · 20 Mbps",
    tooMany: "并发连接数须为 1 到 1,000 之间的整数，或留空",
  },
  en: {
    prefix: "/en",
    give: "Give a tunnel plan",
    connections: "Concurrent connections",
    bandwidth: "Bandwidth per gateway (Mbps)",
    days: "Duration",
    reason: "Reason",
    confirm: "Confirm",
    giveTo: (mobile: string) => `Give the plan to ${mobile}`,
    given: (mobile: string) => `Tunnel plan given to ${mobile}: 200 connections · 100 Mbps`,
    active: "In force · 200 connections · 100 Mbps",
    planTitle: "Tunnel plan",
    unmetered: "Unlimited (not taken from your balance)",
    daysLeft: "30 days left",
    limitsAction: "Limits",
    limitsConnections: "Concurrent connections",
    limitsBandwidth: "Bandwidth (Mbps)",
    save: "Save limits",
    limits: "50 connections · 20 Mbps",
    tooMany: "Concurrent connections must be a whole number from 1 to 1,000, or empty",
  },
} as const;

for (const locale of ["zh-CN", "en"] as const) {
  const t = copy[locale];
  test(`${locale}: the owner gives a tunnel plan and the member sees it; a static IP gets limits`, async ({
    browser,
    page,
    context,
    certifiedMember,
  }) => {
    test.setTimeout(150_000);
    const token = await signIn(context, certifiedMember);

    const owner = await openMemberAsOwner(browser, locale, certifiedMember.mobile);
    const opsContext = owner.context();
    const section = owner.getByTestId("tunnel-plan-section");
    await section.getByRole("button", { name: t.give }).click();
    const dialog = owner.getByTestId("tunnel-plan-dialog");
    await dialog.getByLabel(t.connections).fill("200");
    await dialog.getByLabel(t.bandwidth).fill("100");
    await dialog.getByLabel(t.days).fill("30");
    await dialog.getByLabel(t.reason).fill("e2e: monthly plan, bank transfer");
    await dialog.getByRole("button", { name: t.confirm, exact: true }).click();
    const confirm = owner.getByTestId("tunnel-plan-confirm");
    await expect(confirm).toContainText(certifiedMember.mobile);
    await expect(confirm).toContainText("200");
    await confirm.getByRole("button", { name: t.giveTo(certifiedMember.mobile) }).click();
    await expect(owner.getByText(t.given(certifiedMember.mobile))).toBeVisible();
    await expect(owner.getByTestId("tunnel-plan-current")).toContainText(t.active);
    await screenshotAtBothWidths(owner, `ops-tunnel-plan-${locale}`);
    await opsContext.close();

    // The member's dashboard shows the plan, its limits and its end.
    await page.goto(`${t.prefix}/admin/dashboard`);
    await waitForHydration(page);
    const plan = page.getByTestId("tunnel-plan");
    await expect(plan).toContainText(t.planTitle);
    await expect(plan).toContainText(t.unmetered);
    await expect(plan).toContainText("200");
    await expect(plan).toContainText("100 Mbps");
    await expect(plan).toContainText(t.daysLeft);
    await screenshotAtBothWidths(page, `tunnel-plan-dashboard-${locale}`);

    // One static IP of the member's own, then its limits from the IP list.
    const headers = { authorization: `Bearer ${token}` };
    const nodes = (await (await page.request.get(`${baseURL}/app-api/ip/static-isp/node?type=2`)).json()) as {
      data: Array<{ id: number; stock: number }>;
    };
    const node = [...nodes.data].sort((a, b) => b.stock - a.stock)[0];
    const order = await (
      await page.request.post(`${baseURL}/app-api/ip/static-order/create`, {
        headers,
        data: { nodeId: node?.id, days: 30, count: 1 },
      })
    ).json();
    expect(order.code, JSON.stringify(order)).toBe(0);
    const pay = await (
      await page.request.post(`${baseURL}/app-api/order/staticPay`, {
        headers,
        data: { id: order.data.id, method: "alipay" },
      })
    ).json();
    expect(
      (await page.request.post(`${baseURL}/sandbox/alipay/hooks/pay`, { data: { pay_url: pay.data.payUrl } })).status(),
    ).toBe(200);

    // Delivery follows the payment notification: the IP is in the member's list once it is there.
    await expect
      .poll(async () => {
        const ips = await (await page.request.get(`${baseURL}/app-api/ip/static-order-item/page`, { headers })).json();
        return ips.data?.total ?? 0;
      })
      .toBe(1);
    await page.goto(`${t.prefix}/admin/static/management`);
    await waitForHydration(page);
    await page.getByRole("button", { name: t.limitsAction }).first().click();
    const limits = page.getByTestId("static-limits-dialog");
    await limits.getByLabel(t.limitsConnections).fill("5000");
    await limits.getByRole("button", { name: t.save }).click();
    await expect(limits.getByRole("alert")).toHaveText(t.tooMany);
    await limits.getByLabel(t.limitsConnections).fill("50");
    await limits.getByLabel(t.limitsBandwidth).fill("20");
    await limits.getByRole("button", { name: t.save }).click();
    await expect(limits).toBeHidden();
    await expect(page.getByTestId("ip-limits").first()).toHaveText(t.limits);
    await screenshotAtBothWidths(page, `static-ip-limits-${locale}`);
  });
}
