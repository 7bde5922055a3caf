import { expect, test } from "@playwright/test";
import { addOperator, enrolOperator, signInAfterEnrolment, signInAsDemoOwner } from "./ops-owner.ts";
import { demoAccount, opsHostURL as ops, screenshotAtBothWidths, waitForHydration } from "./support.ts";

/**
 * The owner's audit log and adjustment approvals: a support operator (added and enrolled here)
 * asks for more traffic than their caps allow; the owner finds their own sign-in in the audit
 * log, opens an entry, sees the request waiting across members (with the count in the
 * navigation) and approves it in Chinese, then rejects a second one in English. Screenshots at
 * 1440 and 390 px go to test-results.
 */

test("the owner reads the audit log and approves support's traffic request", async ({ browser, page: owner }) => {
  test.setTimeout(300_000);
  await owner.setViewportSize({ width: 1440, height: 900 });
  await owner.goto(`${ops}/en/ops/login`);
  await signInAsDemoOwner(owner);

  // A support operator, added by the owner and enrolled in a browser of their own.
  await owner.goto(`${ops}/en/ops/operators`);
  const email = `support-${Date.now()}@ops.test`;
  const link = await addOperator(owner, { email, name: "Sam Support", role: "support" });
  const context = await browser.newContext({ locale: "zh-CN" });
  const support = await context.newPage();
  await support.goto(link);
  const password = "a passphrase of several words";
  const secret = await enrolOperator(support, password);
  await support.getByRole("button", { name: "我已保存，去登录" }).click();
  await signInAfterEnrolment(support, { email, password, secret });
  // Support has neither the audit log nor the approvals in its navigation.
  const supportNav = support.getByRole("navigation", { name: "控制台导航" });
  await expect(supportNav.getByRole("link", { name: "审计日志" })).toHaveCount(0);
  await expect(supportNav.getByRole("link", { name: /流量调整审批/ })).toHaveCount(0);

  // Support asks for 20 GB and 30 GB for the demo member: above the 10 GB cap, both wait.
  // The console's host resolves only inside the browser: these calls go through the pages' fetch.
  const memberId = await owner.evaluate(async (mobile) => {
    const answer = await (await fetch(`/ops-api/members?q=${mobile}`)).json();
    return answer.data.list[0].id as number;
  }, demoAccount.mobile);
  for (const [deltaMb, reason] of [
    [20 * 1024, "补偿 11 月 24 日线路故障"],
    [30 * 1024, "goodwill for a slow week"],
  ] as const) {
    const status = await support.evaluate(
      async ({ memberId, deltaMb, reason }) => {
        const answer = await fetch(`/ops-api/members/${memberId}/adjust-traffic`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ deltaMb, reason }),
        });
        return (await answer.json()).data.status as string;
      },
      { memberId, deltaMb, reason },
    );
    expect(status).toBe("pending");
  }
  await context.close();

  // 中文：审计日志里有所有者自己的登录记录。
  await owner.goto(`${ops}/ops/audit`);
  await expect(owner.getByRole("heading", { level: 1, name: "审计日志" })).toBeVisible();
  await waitForHydration(owner);
  await owner.getByLabel("操作员").selectOption({ label: "Demo owner (owner@ops.localhost)" });
  await owner.getByLabel("操作", { exact: true }).fill("operator.login");
  await owner.getByRole("button", { name: "筛选", exact: true }).click();
  await expect(owner).toHaveURL(/action=operator\.login/);
  const grid = owner.getByRole("table", { name: "审计日志" });
  await expect(grid.getByText("操作员登录").first()).toBeVisible();
  await expect(grid.getByText("已拒绝")).toHaveCount(0);
  await owner.getByRole("button", { name: "清除筛选" }).click();
  await expect(grid.getByText("申请调整流量").first()).toBeVisible();
  // The record each entry touched is named in Chinese too, its recorded type beside it.
  await expect(grid.getByRole("cell", { name: /^流量调整\s*traffic_adjustment/ }).first()).toBeVisible();
  await owner.getByRole("button", { name: "校验审计链" }).click();
  await expect(owner.getByText(/审计链完整/)).toBeVisible();
  await screenshotAtBothWidths(owner, "audit-zh", { dir: "test-results/ops-audit", restoreWidth: 1440 });
  await grid.getByRole("link").first().click();
  await expect(owner.getByRole("heading", { level: 1, name: /审计记录 #\d+/ })).toBeVisible();
  await expect(owner.getByRole("heading", { name: "变更内容" })).toBeVisible();
  await screenshotAtBothWidths(owner, "audit-entry-zh", { dir: "test-results/ops-audit", restoreWidth: 1440 });

  // 中文：待审批列表，导航上有数量，批准第一条。
  const nav = owner.getByRole("navigation", { name: "控制台导航" });
  await expect(nav.getByTestId("nav-pending-adjustments")).toBeVisible();
  await nav.getByRole("link", { name: /流量调整审批/ }).click();
  await expect(owner.getByRole("heading", { level: 1, name: "待审批的流量调整" })).toBeVisible();
  const row = owner.getByRole("row").filter({ hasText: "补偿 11 月 24 日线路故障" });
  await expect(row).toContainText("Sam Support");
  await expect(row).toContainText(`#${memberId}`);
  await screenshotAtBothWidths(owner, "adjustments-zh", { dir: "test-results/ops-audit", restoreWidth: 1440 });
  await row.getByRole("button", { name: "批准" }).click();
  const dialog = owner.getByRole("dialog");
  await expect(dialog).toContainText("由 Sam Support 申请");
  await dialog.getByRole("button", { name: "批准" }).click();
  await expect(owner.getByText(`已批准会员 #${memberId} 的流量调整`)).toBeVisible();
  await expect(row).toHaveCount(0);

  // English: the second request, rejected with a reason; the log shows both decisions.
  await owner.goto(`${ops}/en/ops/adjustments`);
  await expect(
    owner.getByRole("heading", { level: 1, name: "Traffic adjustments waiting for approval" }),
  ).toBeVisible();
  await waitForHydration(owner);
  const second = owner.getByRole("row").filter({ hasText: "goodwill for a slow week" });
  await screenshotAtBothWidths(owner, "adjustments-en", { dir: "test-results/ops-audit", restoreWidth: 1440 });
  await second.getByRole("button", { name: "Reject" }).click();
  await owner.getByRole("dialog").getByLabel("Reason (optional, shown to the requester)").fill("not agreed");
  await owner.getByRole("dialog").getByRole("button", { name: "Reject" }).click();
  await expect(second).toHaveCount(0);

  await owner.goto(`${ops}/en/ops/audit?action=member.traffic.adjust-`);
  const englishGrid = owner.getByRole("table", { name: "Audit log" });
  await expect(englishGrid.getByText("Traffic adjustment approved").first()).toBeVisible();
  await expect(englishGrid.getByText("Traffic adjustment rejected").first()).toBeVisible();
  await screenshotAtBothWidths(owner, "audit-en", { dir: "test-results/ops-audit", restoreWidth: 1440 });
  await englishGrid.getByRole("link").first().click();
  await expect(owner.getByRole("heading", { level: 1, name: /Audit entry #\d+/ })).toBeVisible();
  await expect(owner.getByRole("table", { name: "Changes" })).toContainText("rejected");
  await expect(
    owner.getByRole("definition").filter({ hasText: /^Traffic adjustment traffic_adjustment \d+$/ }),
  ).toBeVisible();
  await screenshotAtBothWidths(owner, "audit-entry-en", { dir: "test-results/ops-audit", restoreWidth: 1440 });
});
