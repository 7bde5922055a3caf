import { createHmac, randomBytes, randomInt } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { BrowserContext, Page } from "@playwright/test";
import { gatewaySigningPayload } from "@shop/contract";
import { expect, test } from "./fixtures.ts";
import { personalFormCopy } from "./personal-form.ts";
import { baseURL, text, waitForHydration } from "./support.ts";

// The demo gateway a demo installation accepts usage from (apps/server/src/modules/proxy/usage/config.ts).
const demoGateway = { id: "demo-gateway", secret: "demo-gateway-secret-not-for-production" };

const copy = {
  "zh-CN": {
    prefix: "",
    getProxyHeading: "获取代理",
    accountsHeading: "账密认证",
    certificationRequired: "请先完成实名认证",
    verifyNow: "立即认证",
    ...personalFormCopy["zh-CN"],
    addAccount: "添加账户",
    username: "用户名",
    trafficLimit: "流量上限 GB（可选）",
    remark: "备注",
    create: "创建账户",
    created: "代理账户已创建",
    usernameInvalidChar: "用户名只能包含小写字母、数字和下划线",
    usernameTaken: "添加失败",
    usernameRequired: "请输入用户名",
    yourIp: "您当前的 IP：",
    addYourIp: "添加此 IP",
    ownIpListed: "已在白名单中",
    accountFilter: "代理账户",
    exportCsv: "导出 CSV",
    csvHeader: "时间（UTC）,代理账户,使用流量（字节）",
    callerIp: "198.18.30.7",
    linesStale: "这些代理是按修改前的参数生成的",
    ip: "IP 地址或地址段",
    ipInvalid: "请输入 IPv4 地址",
    savedAs: "将保存为 203.0.113.0/24",
    add: "添加",
    country: "国家/地区",
    sticky: "粘性",
    sessionValue: "会话 ID（可选）",
    sessionInvalid: "会话 ID 只能包含字母和数字",
    duration: "时长（分钟，3–30，可选）",
    durationOutOfRange: "时长超出范围",
    count: "生成数量",
    format: "格式",
    generate: "生成",
    copyAll: "全部复制",
    copied: "已复制 10 行",
    dashboardHeading: "仪表盘",
    noFlow: "暂无流量，请先充值",
    recordsTitle: "每小时扣费记录",
    hourHeader: "小时（UTC+0）",
    remainingTraffic: "剩余流量",
    dynamicProxy: "动态代理",
    staticProxy: "静态代理",
    dataCenters: "独享数据中心",
    holdings: "您的持有情况",
    buyTraffic: "购买流量",
  },
  en: {
    prefix: "/en",
    getProxyHeading: "Get proxy",
    accountsHeading: "Sub-accounts",
    certificationRequired: "Real-name verification required",
    verifyNow: "Verify now",
    ...personalFormCopy.en,
    addAccount: "Add account",
    username: "Username",
    trafficLimit: "Traffic limit in GB (optional)",
    remark: "Remark",
    create: "Create account",
    created: "Proxy account created",
    usernameInvalidChar: "The username may only contain lower-case letters, digits and underscores",
    usernameTaken: "Add failed",
    usernameRequired: "Please enter a username",
    yourIp: "You are connected from",
    addYourIp: "Add this IP",
    ownIpListed: "which is already on your allowlist",
    accountFilter: "Proxy account",
    exportCsv: "Export CSV",
    csvHeader: "Hour (UTC),Proxy account,Used (bytes)",
    callerIp: "198.18.31.7",
    linesStale: "These lines were made with the settings before your last change",
    ip: "IP address or range",
    ipInvalid: "Please enter an IPv4 address",
    savedAs: "Will be saved as 198.51.100.0/24",
    add: "Add",
    country: "Country / region",
    sticky: "Sticky",
    sessionValue: "Session ID (optional)",
    sessionInvalid: "The session ID may only contain letters and digits",
    duration: "Duration in minutes (3–30, optional)",
    durationOutOfRange: "The duration is out of range",
    count: "Number of proxies",
    format: "Format",
    generate: "Generate",
    copyAll: "Copy all",
    copied: "10 lines copied",
    dashboardHeading: "Dashboard",
    noFlow: "No traffic left. Please top up first",
    recordsTitle: "Hourly deduction records",
    hourHeader: "Hour (UTC+0)",
    remainingTraffic: "Remaining traffic",
    dynamicProxy: "Dynamic proxies",
    staticProxy: "Static proxies",
    dataCenters: "Dedicated data centres",
    holdings: "What you have",
    buyTraffic: "Buy traffic",
  },
} as const;

/** A valid, random mainland resident ID number (GB 11643 check character), so every fresh member can verify. */
function randomIdNumber(): string {
  const birth = new Date(Date.UTC(1970 + randomInt(30), randomInt(12), 1 + randomInt(28)));
  const body = `110101${birth.toISOString().slice(0, 10).replaceAll("-", "")}${String(randomInt(1000)).padStart(3, "0")}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((total, digit, i) => total + Number(digit) * (weights[i] as number), 0);
  return `${body}${"10X98765432"[sum % 11]}`;
}

/** Personal verification through its page, as a member does it (e2e/certification.spec.ts covers the page itself). */
async function certifyPersonally(page: Page, t: (typeof copy)[keyof typeof copy]) {
  await page.goto(`${t.prefix}/admin/auth/personal`);
  await waitForHydration(page);
  // The form is drawn again once the member's last attempt has loaded: fill it after that.
  await expect(page.getByTestId("loading-overlay")).toHaveCount(0);
  await page.getByLabel(t.realName, { exact: true }).fill("李四");
  await page.getByLabel(t.idCard, { exact: true }).fill(randomIdNumber());
  await page.getByRole("button", { name: t.verify }).click();
  await expect(page.getByTestId("personal-passed").getByRole("heading")).toHaveText(t.passedTitle);
}

/** A sub-account made through the dialog, named uniquely; its username. */
async function addAccount(page: Page, t: (typeof copy)[keyof typeof copy]): Promise<string> {
  const account = `e2e_${Date.now().toString(36)}_${randomInt(1000)}`;
  await page.goto(`${t.prefix}/admin/account-password-auth`);
  await waitForHydration(page);
  await page.getByRole("button", { name: t.addAccount }).click();
  const dialog = page.getByTestId("account-dialog");
  await dialog.getByLabel(t.username, { exact: true }).fill(account);
  await dialog.getByRole("button", { name: t.create }).click();
  await expect(dialog).toBeHidden();
  return account;
}

/** Reports traffic for a sub-account the way a proxy gateway does: a signed usage batch. */
async function reportUsage(context: BrowserContext, account: string, records: Array<{ hoursAgo: number; mb: number }>) {
  const body = JSON.stringify({
    batchId: `e2e-${account}-${Date.now()}`,
    gatewayId: demoGateway.id,
    records: records.map(({ hoursAgo, mb }) => ({
      account: `${account}-zone-US-session-abc`,
      bytesUp: mb * 1024 * 128,
      bytesDown: mb * 1024 * 896,
      at: new Date(Date.now() - hoursAgo * 3_600_000).toISOString(),
    })),
  });
  // Signed as docs/proxy-centre.md says: method, path, timestamp and nonce, then the body.
  const path = "/internal/usage/batches";
  const timestamp = String(Date.now());
  const nonce = randomBytes(16).toString("base64url");
  const payload = gatewaySigningPayload({ method: "POST", path, timestamp, nonce, body });
  const signature = `sha256=${createHmac("sha256", demoGateway.secret).update(payload).digest("hex")}`;
  const response = await context.request.post(`${baseURL}${path}`, {
    headers: {
      "content-type": "application/json",
      "x-gateway-id": demoGateway.id,
      "x-gateway-timestamp": timestamp,
      "x-gateway-nonce": nonce,
      "x-signature": signature,
    },
    data: body,
  });
  expect(response.status(), await response.text()).toBe(200);
}

// What a line of each format looks like for `account` (sticky, United States, 10 minutes).
const linePatterns = (account: string) => {
  const user = `${account}-zone-US-session-[a-z0-9]{8}-sessTime-10`;
  return {
    "host:port:user:pass": new RegExp(`^[a-z0-9.-]+:\\d+:${user}:[A-Za-z0-9]{12}$`),
    "user:pass@host:port": new RegExp(`^${user}:[A-Za-z0-9]{12}@[a-z0-9.-]+:\\d+$`),
    "protocol://user:pass@host:port": new RegExp(`^http://${user}:[A-Za-z0-9]{12}@[a-z0-9.-]+:\\d+$`),
    curl: new RegExp(`^curl -x 'http://${user}:[A-Za-z0-9]{12}@[a-z0-9.-]+:\\d+' https://ipinfo\\.io$`),
  } as const;
};

for (const locale of ["zh-CN", "en"] as const) {
  const t = copy[locale];

  test(`${locale}: an uncertified member is sent to verification from the generator and the sub-accounts`, async ({
    page,
    newMember,
  }) => {
    test.setTimeout(60_000);
    await newMember();
    for (const path of ["/admin", "/admin/account-password-auth"]) {
      await page.goto(`${t.prefix}${path}`);
      const prompt = page.getByTestId("certification-required");
      await expect(prompt.getByRole("heading")).toHaveText(t.certificationRequired);
      await expect(prompt.getByRole("link", { name: t.verifyNow })).toHaveAttribute("href", `${t.prefix}/admin/auth`);
    }
  });

  test(`${locale}: create a sub-account and an allowlist entry, then see the gateways' usage on the dashboard`, async ({
    problems,
    page,
    context,
    newMember,
  }) => {
    test.setTimeout(90_000);
    await newMember();
    await certifyPersonally(page, t);

    // The sub-account: the username rule is checked as it is typed, the server's refusal is shown in the dialog.
    const account = `e2e_${Date.now().toString(36)}_${randomInt(1000)}`;
    // The address the shop sees (the test server trusts X-Forwarded-For), offered for the allowlist below.
    await context.setExtraHTTPHeaders({ "x-forwarded-for": t.callerIp });
    await page.goto(`${t.prefix}/admin/account-password-auth`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.accountsHeading);
    await waitForHydration(page);
    await page.getByRole("button", { name: t.addAccount }).click();
    const dialog = page.getByTestId("account-dialog");
    // An empty username asks for one (not "choose a proxy account", the generator's picker message).
    await dialog.getByRole("button", { name: t.create }).click();
    await expect(dialog.getByText(t.usernameRequired, { exact: true })).toBeVisible();
    await dialog.getByLabel(t.username, { exact: true }).fill("Bad-Name");
    await expect(dialog.getByText(t.usernameInvalidChar)).toBeVisible();
    await dialog.getByLabel(t.username, { exact: true }).fill("demo_main");
    await dialog.getByLabel(t.trafficLimit, { exact: true }).fill("5");
    await dialog.getByLabel(t.remark, { exact: true }).fill("e2e");
    await dialog.getByRole("button", { name: t.create }).click();
    await expect(dialog.getByRole("alert").filter({ hasText: t.usernameTaken })).toContainText("demo_main");
    await dialog.getByLabel(t.username, { exact: true }).fill(account);
    await dialog.getByRole("button", { name: t.create }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(t.created)).toBeVisible();
    await expect(page.getByTestId("proxy-account-row").filter({ hasText: account })).toContainText("5 GB");

    // The allowlist: checked and written in its one spelling before it is sent.
    const allowlist = page.getByTestId("allowlist");
    await allowlist.getByLabel(t.ip).fill("300.1.2.3");
    await expect(allowlist.getByText(t.ipInvalid)).toBeVisible();
    // One range per language: the shop refuses a range another member holds.
    const range = locale === "en" ? "198.51.100" : "203.0.113";
    await allowlist.getByLabel(t.ip).fill(`${range}.9/24`);
    await expect(allowlist.getByText(t.savedAs)).toBeVisible();
    await allowlist.getByRole("button", { name: t.add, exact: true }).click();
    await expect(allowlist.getByTestId("allowlist-entry")).toContainText(`${range}.0/24`);

    // "Add this IP": the address the server sees, added in one click, then no longer offered.
    await expect(allowlist.getByText(t.yourIp)).toContainText(t.callerIp);
    await allowlist.getByRole("button", { name: t.addYourIp }).click();
    await expect(allowlist.getByTestId("allowlist-entry").filter({ hasText: t.callerIp })).toBeVisible();
    await expect(allowlist.getByRole("button", { name: t.addYourIp })).toBeHidden();
    await expect(allowlist.getByTestId("allowlist-own-ip")).toContainText(
      `${t.callerIp}${locale === "en" ? ", " : "，"}${t.ownIpListed}`,
    );

    // The gateways report traffic for the account: the dashboard shows it hour by hour, with no traffic left.
    await reportUsage(context, account, [
      { hoursAgo: 1, mb: 300 },
      { hoursAgo: 2, mb: 120 },
      { hoursAgo: 26, mb: 64 },
    ]);
    await page.goto(`${t.prefix}/admin/dashboard`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.dashboardHeading);
    const warning = page.getByTestId("traffic-warning");
    await expect(warning).toContainText(t.noFlow);
    await expect(warning.getByRole("link")).toHaveAttribute("href", `${t.prefix}/admin/dynamic/buy`);
    const records = page.getByTestId("deduction-records");
    await expect(records.getByRole("heading")).toHaveText(t.recordsTitle);
    await expect(records.getByRole("columnheader", { name: t.hourHeader })).toBeVisible();
    const rows = records.getByRole("row");
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(1)).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:00/);
    await expect(rows.nth(1)).toContainText("300 MB");
    await expect(page.getByTestId("usage-chart").getByRole("img")).toHaveAttribute("aria-label", /484 MB/);

    // A second account's use: the breakdown per account, the chart filtered to one, and its CSV.
    const second = await addAccount(page, t);
    await reportUsage(context, second, [{ hoursAgo: 3, mb: 50 }]);
    await page.goto(`${t.prefix}/admin/dashboard`);
    await waitForHydration(page);
    const byAccount = page.getByTestId("account-usage").getByRole("row");
    await expect(byAccount).toHaveCount(3);
    await expect(byAccount.nth(1)).toContainText(account);
    await expect(byAccount.nth(1)).toContainText("484 MB");
    await expect(byAccount.nth(2)).toContainText(second);
    await expect(byAccount.nth(2)).toContainText("50 MB");
    const chart = page.getByTestId("usage-chart");
    await chart.getByLabel(t.accountFilter).selectOption({ label: second });
    await expect(chart.getByRole("img")).toHaveAttribute("aria-label", /50 MB/);
    const downloading = page.waitForEvent("download");
    await records.getByRole("button", { name: t.exportCsv }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^usage-${second}-\\d{4}-\\d{2}-\\d{2}_\\d{4}-\\d{2}-\\d{2}\\.csv$`),
    );
    const file = await readFile(await download.path());
    expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csvLines = file.subarray(3).toString("utf8").split("\r\n");
    expect(csvLines[0]).toContain(t.csvHeader);
    expect(csvLines[1]).toContain(`,${second},${50 * 1024 * 1024},`);
    expect(problems).toEqual([]);
  });

  test(`${locale}: generate 10 sticky US proxies in every format and copy them`, async ({
    problems,
    page,
    context,
    newMember,
  }) => {
    test.setTimeout(90_000);
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    await newMember();
    await certifyPersonally(page, t);
    const account = await addAccount(page, t);

    // The generator: 10 sticky US proxies, live checks on the way.
    await page.goto(`${t.prefix}/admin`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.getProxyHeading);
    await waitForHydration(page);
    const generator = page.getByTestId("proxy-generator");
    await expect(generator.getByRole("combobox").first()).toHaveValue(account);
    await generator.getByLabel(t.country).selectOption("US");
    await generator.getByRole("radio", { name: t.sticky }).check();
    await generator.getByLabel(t.sessionValue).fill("ab_c");
    await expect(generator.getByText(t.sessionInvalid)).toBeVisible();
    await generator.getByLabel(t.sessionValue).fill("");
    await generator.getByLabel(t.duration).fill("31");
    await expect(generator.getByText(t.durationOutOfRange)).toBeVisible();
    await generator.getByLabel(t.duration).fill("10");
    await generator.getByLabel(t.count).fill("10");

    for (const [format, pattern] of Object.entries(linePatterns(account))) {
      await generator.getByLabel(t.format).selectOption(format);
      await generator.getByRole("button", { name: t.generate }).click();
      const box = page.getByTestId("proxy-lines");
      await expect(box).toBeVisible();
      const lines = (await box.inputValue()).split("\n");
      expect(lines, format).toHaveLength(10);
      for (const line of lines) expect(line, format).toMatch(pattern);
      expect(new Set(lines).size, "every line has its own session").toBe(10);

      await page.getByRole("button", { name: t.copyAll }).click();
      // The toast of the previous format may still be fading out beside the new one.
      await expect(page.getByText(t.copied).last()).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(lines.join("\n"));
    }

    // Changing the settings marks the lines as stale; a refused attempt clears them.
    await expect(page.getByTestId("proxy-lines-stale")).toBeHidden();
    await generator.getByLabel(t.duration).fill("31");
    await expect(page.getByTestId("proxy-lines-stale")).toContainText(t.linesStale);
    await generator.getByRole("button", { name: t.generate }).click();
    await expect(page.getByTestId("proxy-result")).toBeHidden();
    await generator.getByLabel(t.duration).fill("10");
    await generator.getByRole("button", { name: t.generate }).click();
    await expect(page.getByTestId("proxy-lines")).toBeVisible();
    await expect(page.getByTestId("proxy-lines-stale")).toBeHidden();

    expect(problems).toEqual([]);
  });

  test(`${locale}: the product pages of the user centre show what the member holds`, async ({ page, logIn }) => {
    await logIn();
    await page.goto(`${t.prefix}/admin/dashboard`);
    await waitForHydration(page);
    const menu = page.getByRole("navigation", { name: text[locale].adminMenuLabel });
    for (const [name, path] of [
      [t.dynamicProxy, "/admin/product/dynamic"],
      [t.staticProxy, "/admin/product/static"],
      [t.dataCenters, "/admin/product/datacenter"],
    ] as const) {
      await menu.getByRole("link", { name, exact: true }).click();
      await expect(page).toHaveURL(`${t.prefix}${path}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
      const holdings = page.getByTestId("product-holdings");
      await expect(holdings.getByRole("heading")).toHaveText(t.holdings);
      // Every figure has loaded (no skeleton left).
      await expect(holdings.locator(".animate-pulse")).toHaveCount(0);
    }
    await page.goto(`${t.prefix}/admin/product/dynamic`);
    await expect(page.getByTestId("holding-remaining")).toContainText(t.remainingTraffic);
    await expect(page.getByTestId("holding-remaining")).toContainText("GB");
    await expect(page.getByRole("link", { name: t.buyTraffic })).toHaveAttribute(
      "href",
      `${t.prefix}/admin/dynamic/buy`,
    );
  });
}
