import { companyFormCopy, licencePng } from "./company-form.ts";
import { expect, test } from "./fixtures.ts";
import { personalFormCopy } from "./personal-form.ts";
import { waitForHydration } from "./support.ts";

// The local certification provider fails this (valid) number: playwright.config.ts sets CERTIFICATION_LOCAL_REJECT.
const rejectedNumber = "320106198511111234";

const copy = {
  "zh-CN": {
    prefix: "",
    ...companyFormCopy["zh-CN"],
    ...personalFormCopy["zh-CN"],
    validNumber: "11010519491231002X",
    authHeading: "实名认证",
    notVerified: "未认证",
    personalCta: "开始个人认证",
    personalHeading: "个人认证",
    formatError: "身份证号格式不正确",
    failedTitle: "认证未通过",
    failedReason: "原因：姓名与身份证号不一致",
    retry: "重新认证",
    verifiedBadge: "已认证 · 个人",
    companyHeading: "企业认证",
    creditCodeError: "统一社会信用代码不正确，请核对 18 位代码",
    licenceRequired: "请上传营业执照",
    wrongType: "仅支持 JPG、PNG 或 PDF 格式的文件",
    auditingTitle: "已提交，审核中",
    auditingDays: "1-2 个工作日",
    underReview: "审核中",
    notAuthenticated: "请先完成实名认证",
    promptAction: "立即认证",
  },
  en: {
    prefix: "/en",
    ...companyFormCopy.en,
    ...personalFormCopy.en,
    validNumber: "110101199003074477",
    authHeading: "Real-name verification",
    notVerified: "Not verified",
    personalCta: "Verify as a person",
    personalHeading: "Personal verification",
    formatError: "The ID card format is incorrect",
    failedTitle: "Verification not passed",
    failedReason: "Reason: The name does not match the ID card number",
    retry: "Try again",
    verifiedBadge: "Verified · Personal",
    companyHeading: "Enterprise verification",
    creditCodeError: "The unified social credit code is incorrect. Please check the 18 characters.",
    licenceRequired: "Please upload the business licence",
    wrongType: "Only JPG, PNG or PDF files are accepted",
    auditingTitle: "Submitted, under review",
    auditingDays: "1-2 working days",
    underReview: "Under review",
    notAuthenticated: "Please complete real-name verification first",
    promptAction: "Verify now",
  },
} as const;

for (const locale of ["zh-CN", "en"] as const) {
  const t = copy[locale];

  test(`${locale}: personal verification fails with its reason, then passes on a second try`, async ({
    problems,
    page,
    newMember,
  }) => {
    test.setTimeout(90_000);
    await newMember();

    await page.goto(`${t.prefix}/admin/auth`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.authHeading);
    await expect(page.getByTestId("current-verification")).toContainText(t.notVerified);
    await waitForHydration(page);
    await page.getByRole("link", { name: t.personalCta, exact: true }).click();
    await expect(page).toHaveURL(`${t.prefix}/admin/auth/personal`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.personalHeading);

    // The format is checked in the browser with the contract's rule before anything is sent.
    await page.getByLabel(t.realName, { exact: true }).fill("张三");
    await page.getByLabel(t.idCard, { exact: true }).fill("11010519491231002");
    await page.getByRole("button", { name: t.verify }).click();
    await expect(page.getByText(t.formatError)).toBeVisible();

    // The provider says no: the reason, and a way to try again.
    await page.getByLabel(t.idCard, { exact: true }).fill(rejectedNumber);
    await page.getByRole("button", { name: t.verify }).click();
    const failed = page.getByTestId("personal-failed");
    await expect(failed.getByRole("heading")).toHaveText(t.failedTitle);
    await expect(failed).toContainText(t.failedReason);
    await failed.getByRole("button", { name: t.retry }).click();

    await expect(page.getByLabel(t.realName, { exact: true })).toHaveValue("张三");
    await page.getByLabel(t.idCard, { exact: true }).fill(t.validNumber.toLowerCase());
    await page.getByRole("button", { name: t.verify }).click();
    const passed = page.getByTestId("personal-passed");
    await expect(passed.getByRole("heading")).toHaveText(t.passedTitle);
    await expect(passed).toContainText(`${t.validNumber.slice(0, 6)}********${t.validNumber.slice(14)}`);

    await page.goto(`${t.prefix}/admin/auth`);
    await expect(page.getByTestId("current-verification")).toContainText(t.verifiedBadge);
    await page.goto(`${t.prefix}/admin/account`);
    await expect(page.getByText(t.verifiedBadge)).toBeVisible();
    expect(problems).toEqual([]);
  });

  test(`${locale}: enterprise verification in steps with a licence upload ends under review`, async ({
    problems,
    page,
    newMember,
  }) => {
    test.setTimeout(90_000);
    await newMember();
    await page.goto(`${t.prefix}/admin/auth/company`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.companyHeading);
    await waitForHydration(page);

    // Step 1: company. A wrong check character is caught before the next step.
    await page.getByLabel(t.companyName, { exact: true }).fill("福州云栈网络科技有限公司");
    await page.getByLabel(t.creditCode, { exact: true }).fill("911100001000118910");
    await page.getByLabel(t.contactPhone, { exact: true }).fill("13800138000");
    await page.getByLabel(t.address, { exact: true }).fill("福建省福州市鼓楼区五四路 100 号");
    await page.getByLabel(t.registrationPhone, { exact: true }).fill("0591-87654321");
    await page.getByRole("button", { name: t.next }).click();
    await expect(page.getByText(t.creditCodeError)).toBeVisible();
    await page.getByLabel(t.creditCode, { exact: true }).fill("91350100m000100y43");
    await page.getByRole("button", { name: t.next }).click();

    // Step 2: bank.
    await page.getByLabel(t.bankName, { exact: true }).fill("招商银行福州分行营业部");
    await page.getByLabel(t.bankAccount, { exact: true }).fill("6214 8301 2345 6789");
    await page.getByRole("button", { name: t.next }).click();

    // Step 3: the licence. Nothing chosen, then a text file named .png, then a real picture.
    await page.getByRole("button", { name: t.next }).click();
    await expect(page.getByText(t.licenceRequired)).toBeVisible();
    const fileInput = page.locator('input[type="file"]');
    await fileInput.setInputFiles({ name: "licence.png", mimeType: "image/png", buffer: Buffer.from("not a picture") });
    await expect(page.getByText(t.wrongType)).toBeVisible();
    await fileInput.setInputFiles({ name: "营业执照.png", mimeType: "image/png", buffer: licencePng });
    await expect(page.getByText("营业执照.png")).toBeVisible();
    await expect(page.getByText(t.wrongType)).toBeHidden();
    await page.getByRole("button", { name: t.next }).click();

    // Step 4: confirm what will be reviewed, then submit.
    await expect(page.getByText("91350100M000100Y43")).toBeVisible();
    await expect(page.getByText("6214830123456789")).toBeVisible();
    await page.getByRole("button", { name: t.submit }).click();
    const auditing = page.getByTestId("company-auditing");
    await expect(auditing.getByRole("heading", { level: 2 })).toHaveText(t.auditingTitle);
    await expect(auditing).toContainText(t.auditingDays);

    // Still under review after a reload, and on the overview.
    await page.reload();
    await expect(page.getByTestId("company-auditing")).toBeVisible();
    await page.goto(`${t.prefix}/admin/auth`);
    await expect(page.getByTestId("current-verification")).toContainText(t.underReview);
    expect(problems).toEqual([]);
  });
}

for (const locale of ["zh-CN", "en"] as const) {
  const t = copy[locale];

  test(`${locale}: any call answered with 1006000000 shows the prompt that leads to verification`, async ({
    page,
    logIn,
  }) => {
    await logIn();
    // Stands for the proxy calls of a later issue, which answer this way for uncertified members.
    await page.route("**/app-api/ip/member-user-personal-info/get", (route) =>
      route.fulfill({ json: { code: 1006000000, data: null, msg: t.notAuthenticated } }),
    );
    await page.goto(`${t.prefix}/admin/auth/personal`);
    const prompt = page.getByRole("listitem").filter({ hasText: t.notAuthenticated });
    await expect(prompt).toBeVisible();
    const link = prompt.getByRole("link", { name: t.promptAction });
    await expect(link).toHaveAttribute("href", `${t.prefix}/admin/auth`);
    await page.screenshot({
      path: `test-results/screenshots/certification-prompt-${locale}.png`,
      animations: "disabled",
    });
    await link.click();
    await expect(page).toHaveURL(`${t.prefix}/admin/auth`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.authHeading);
  });
}
