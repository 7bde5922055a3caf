import { execFileSync } from "node:child_process";
import type { Page } from "@playwright/test";
import { creditCodeCheckChar } from "@shop/contract";
import { companyFormCopy, licencePng } from "./company-form.ts";
import { expect, test } from "./fixtures.ts";
import { opsBaseURL, opsDatabaseUrl, waitForHydration } from "./support.ts";

/**
 * Enterprise verification end to end with the operator's command line:
 * submit, rejected with a reason, corrected and resubmitted, approved, and the
 * user centre shows the account certified. The ops CLI opens the same
 * PostgreSQL database as the second test server (e2e/ops-server.ts), so this
 * runs where TEST_DATABASE_URL is set (CI), and skips on embedded PGlite.
 */
const opsBase = opsBaseURL;

function ops(...args: string[]): string {
  return execFileSync(process.execPath, ["apps/server/src/ops/cli.ts", ...args], {
    env: { ...process.env, DATABASE_URL: opsDatabaseUrl() ?? "", LOG_LEVEL: "warn" },
    encoding: "utf8",
  });
}

/** A valid unified social credit code that no other test uses. */
function freshCreditCode(): string {
  const body = `9135010${String(Date.now()).slice(-7)}${String(Math.floor(Math.random() * 900) + 100)}`;
  return `${body}${creditCodeCheckChar(body)}`;
}

const copy = {
  "zh-CN": {
    prefix: "",
    ...companyFormCopy["zh-CN"],
    rejectedTitle: "企业认证未通过",
    resubmit: "修改并重新提交",
    approvedTitle: "企业认证已通过",
    certified: "已认证 · 企业",
    company: "福州云栈网络科技有限公司",
    reason: "营业执照照片不清晰，请重新上传",
  },
  en: {
    prefix: "/en",
    ...companyFormCopy.en,
    rejectedTitle: "Enterprise verification not passed",
    resubmit: "Correct and resubmit",
    approvedTitle: "Enterprise verification passed",
    certified: "Verified · Enterprise",
    company: "厦门云栈网络科技有限公司",
    reason: "The licence photo is blurred, please upload it again",
  },
} as const;

type Copy = (typeof copy)[keyof typeof copy];

async function fillCompanyForm(page: Page, t: Copy, creditCode: string, address: string) {
  await page.getByLabel(t.companyName, { exact: true }).fill(t.company);
  await page.getByLabel(t.creditCode, { exact: true }).fill(creditCode);
  await page.getByLabel(t.contactPhone, { exact: true }).fill("13800138000");
  await page.getByLabel(t.address, { exact: true }).fill(address);
  await page.getByLabel(t.registrationPhone, { exact: true }).fill("0591-87654321");
  await page.getByRole("button", { name: t.next }).click();
  await page.getByLabel(t.bankName, { exact: true }).fill("招商银行福州分行营业部");
  await page.getByLabel(t.bankAccount, { exact: true }).fill("6214830123456789");
  await page.getByRole("button", { name: t.next }).click();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "licence.png", mimeType: "image/png", buffer: licencePng });
  await expect(page.getByText("licence.png")).toBeVisible();
  await page.getByRole("button", { name: t.next }).click();
  await page.getByRole("button", { name: t.submit }).click();
  await expect(page.getByTestId("company-auditing")).toBeVisible();
}

/** The reference (E12) of the member's enterprise submission waiting for review. */
function waitingRef(company: string): string {
  const line = ops("certifications:list")
    .split("\n")
    .find((row) => row.includes(company) && row.includes("auditing"));
  const ref = line?.split("\t")[0];
  if (!ref) throw new Error(`no submission of ${company} is waiting for review`);
  return ref;
}

for (const locale of ["zh-CN", "en"] as const) {
  const t = copy[locale];
  test(`${locale}: an operator rejects an enterprise verification from the command line, the user resubmits, the operator approves`, async ({
    problems,
    page,
    newMember,
  }) => {
    test.skip(!opsDatabaseUrl(), "needs TEST_DATABASE_URL: the ops CLI and the server share a PostgreSQL database");
    // Two company forms, four ops commands (each a process that loads the app) and three reloads.
    test.setTimeout(240_000);
    await newMember({ base: opsBase });
    const creditCode = freshCreditCode();

    await page.goto(`${opsBase}${t.prefix}/admin/auth/company`);
    await waitForHydration(page);
    await fillCompanyForm(page, t, creditCode, "福建省福州市鼓楼区五四路 100 号");

    const first = waitingRef(t.company);
    expect(ops("certifications:reject", first, "--reason", t.reason, "--operator", "e2e-reviewer")).toContain(first);
    await page.reload();
    const rejected = page.getByTestId("company-rejected");
    await expect(rejected.getByRole("heading", { name: t.rejectedTitle })).toBeVisible();
    await expect(rejected).toContainText(t.reason);

    await waitForHydration(page);
    await rejected.getByRole("button", { name: t.resubmit }).click();
    await fillCompanyForm(page, t, creditCode, "福建省福州市鼓楼区五四路 101 号");
    const second = waitingRef(t.company);
    expect(second).not.toBe(first);
    ops("certifications:approve", second, "--operator", "e2e-reviewer");
    const shown = ops("certifications:show", second);
    expect(shown).toContain("e2e-reviewer");

    await page.reload();
    await expect(page.getByTestId("company-approved").getByRole("heading", { name: t.approvedTitle })).toBeVisible();
    await page.goto(`${opsBase}${t.prefix}/admin/dashboard`);
    await expect(page.getByText(t.certified).first()).toBeVisible();
    await page.goto(`${opsBase}${t.prefix}/admin/account`);
    await expect(page.getByText(t.certified).first()).toBeVisible();
    expect(problems).toEqual([]);
  });
}
