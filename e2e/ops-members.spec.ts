import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { createMember, submitCompanyApplication } from "./fixtures.ts";
import { signInAsDemoOwner } from "./ops-owner.ts";
import { baseURL, opsHostURL as ops, screenshotAtBothWidths } from "./support.ts";

/**
 * Support's day in the console, in both languages: the demo owner approves a company's real-name
 * application with its licence in view, then finds a member by mobile, suspends them (their login
 * is refused with the reason) and lifts the suspension. Pages are axe clean; screenshots at 1440
 * and 390 px go to test-results/screenshots.
 */
const copy = {
  "zh-CN": {
    prefix: "",
    nav: "控制台导航",
    members: "会员",
    certifications: "实名审核",
    review: "审核",
    approve: "通过",
    approved: "已通过",
    decision: " · 通过 · Demo owner",
    search: "搜索",
    searchLabel: "搜索会员",
    suspend: "停用",
    lift: "解除停用",
    reason: "原因",
    suspendedBanner: "起停用",
    suspendedLogin: "该账户已被停用，请联系客服",
    company: "福州云栈网络科技有限公司",
    licence: "营业执照",
    sendDecision: "提交审核结果",
    chooseDecision: "请先选择通过或驳回。",
    adjust: "调整流量",
    deltaMb: "调整量（MB）",
    confirm: "确认",
    adjustBy: "确认调整 +1 GB",
    adjusted: (mobile: string) => `已为 ${mobile} 入账 +1 GB。`,
  },
  en: {
    prefix: "/en",
    nav: "Console navigation",
    members: "Members",
    certifications: "Real-name review",
    review: "Review",
    approve: "Approve",
    approved: "Approved",
    decision: " · Approved · Demo owner",
    search: "Search",
    searchLabel: "Search members",
    suspend: "Suspend",
    lift: "Lift suspension",
    reason: "Reason",
    suspendedBanner: "Suspended since",
    suspendedLogin: "This account has been suspended. Please contact customer service.",
    company: "厦门云栈网络科技有限公司",
    licence: "Business licence",
    sendDecision: "Send decision",
    chooseDecision: "Choose approve or reject first.",
    adjust: "Adjust traffic",
    deltaMb: "Change (MB)",
    confirm: "Confirm",
    adjustBy: "Adjust by +1 GB",
    adjusted: (mobile: string) => `Booked +1 GB for ${mobile}.`,
  },
} as const;

async function expectAxeClean(page: Page) {
  // Toasts (the shared toaster) come and go on their own timer; the page's own content is checked.
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .exclude("[data-title]")
    .analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`)).toEqual([]);
}

for (const locale of ["zh-CN", "en"] as const) {
  const t = copy[locale];
  test(`${locale}: support approves a company and suspends a member in the console`, async ({
    browser,
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const member = await createMember(page, context, { base: baseURL, signIn: false });
    const applicationId = await submitCompanyApplication(context.request, member.mobile, member.password, t.company);

    const opsContext = await browser.newContext({ locale });
    const owner = await opsContext.newPage();
    await owner.goto(`${ops}/en/ops/login`);
    await signInAsDemoOwner(owner);

    // Real-name review: the queue, the application with its licence, the decision.
    await owner.goto(`${ops}${t.prefix}/ops/certifications`);
    await expect(owner.getByRole("heading", { name: t.certifications })).toBeVisible();
    const row = owner.getByRole("row").filter({ hasText: t.company }).last();
    await expect(row).toBeVisible();
    await expectAxeClean(owner);
    await screenshotAtBothWidths(owner, `ops-certificationReview-${locale}`);
    await owner.goto(`${ops}${t.prefix}/ops/certifications/enterprise/${applicationId}`);
    const licence = owner.getByRole("img", { name: t.licence });
    await expect(licence).toBeVisible();
    await expect.poll(() => licence.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expectAxeClean(owner);
    await screenshotAtBothWidths(owner, `ops-certification-application-${locale}`);
    // No decision is made for the operator: sending without one asks for it.
    await expect(owner.getByRole("radio", { name: t.approve })).not.toBeChecked();
    await owner.getByRole("button", { name: t.sendDecision }).click();
    await expect(owner.getByRole("alert")).toHaveText(t.chooseDecision);
    await owner.getByRole("radio", { name: t.approve }).check();
    await owner.getByRole("button", { name: t.approve, exact: true }).click();
    await expect(owner.getByText(t.approved).first()).toBeVisible();
    // The decision history names the decision in the page's language, not as recorded ("approve").
    await expect(owner.getByRole("listitem").filter({ hasText: "Demo owner (#" })).toContainText(t.decision);

    // Members: search by mobile, open the member, suspend with a reason.
    await owner.goto(`${ops}${t.prefix}/ops/members`);
    await owner.getByLabel(t.searchLabel).fill(member.mobile);
    await owner.getByRole("button", { name: t.search, exact: true }).click();
    await expect(owner).toHaveURL(new RegExp(`q=${member.mobile}`));
    const memberRow = owner.getByRole("row").filter({ hasText: member.mobile });
    await expect(memberRow).toHaveCount(1);
    await expectAxeClean(owner);
    await screenshotAtBothWidths(owner, `ops-members-${locale}`);
    await memberRow.getByRole("link").first().click();
    await expect(owner.getByText(member.mobile).first()).toBeVisible();
    // A traffic adjustment is confirmed with the amount and the member before it is booked.
    await owner.getByRole("button", { name: t.adjust, exact: true }).click();
    await owner.getByLabel(t.deltaMb).fill("1024");
    await owner.getByLabel(t.reason).last().fill("e2e: goodwill");
    await owner.getByRole("button", { name: t.confirm, exact: true }).click();
    const adjustConfirm = owner.getByTestId("adjust-confirm");
    await expect(adjustConfirm).toContainText(member.mobile);
    await adjustConfirm.getByRole("button", { name: t.adjustBy }).click();
    await expect(owner.getByText(t.adjusted(member.mobile))).toBeVisible();
    await owner.getByRole("button", { name: t.suspend, exact: true }).click();
    const dialog = owner.getByTestId("suspend-dialog");
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(t.reason).fill("e2e: abuse report");
    await dialog.getByRole("button", { name: t.suspend, exact: true }).click();
    await expect(owner.getByRole("status").filter({ hasText: t.suspendedBanner })).toBeVisible();
    await expectAxeClean(owner);
    await screenshotAtBothWidths(owner, `ops-member-${locale}`);

    const refused = await (
      await context.request.post(`${baseURL}/app-api/member/auth/login`, {
        headers: { "accept-language": locale },
        data: { account: member.mobile, password: member.password },
      })
    ).json();
    expect(refused).toMatchObject({ code: 403, msg: t.suspendedLogin });

    await owner.getByRole("button", { name: t.lift, exact: true }).click();
    const liftDialog = owner.getByTestId("lift-dialog");
    await liftDialog.getByLabel(t.reason).fill("e2e: resolved");
    await liftDialog.getByRole("button", { name: t.lift, exact: true }).click();
    await expect(owner.getByRole("button", { name: t.suspend, exact: true })).toBeVisible();
    const again = await (
      await context.request.post(`${baseURL}/app-api/member/auth/login`, {
        data: { account: member.mobile, password: member.password },
      })
    ).json();
    expect(again.code).toBe(0);
    await opsContext.close();
  });
}
