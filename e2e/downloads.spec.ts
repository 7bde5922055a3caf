import { readFile } from "node:fs/promises";
import { type Download, expect, type Page } from "@playwright/test";
import { test } from "./fixtures.ts";
import { signInOperator } from "./ops-owner.ts";
import { opsHostURL, waitForHydration } from "./support.ts";

/**
 * Every download the shop and the console offer saves a file with the content it promises.
 * "Download my data" once answered 200 and saved nothing: the browser client read the JSON
 * attachment as an API answer. The usage CSV, the static IP CSV and the recovery codes are
 * checked in proxies.spec.ts, orders.spec.ts and account-security.spec.ts.
 */
async function saved(page: Page, click: () => Promise<void>): Promise<{ download: Download; text: string }> {
  const [download] = await Promise.all([page.waitForEvent("download"), click()]);
  const path = await download.path();
  return { download, text: await readFile(path, "utf8") };
}

for (const [prefix, button] of [
  ["", "下载 JSON"],
  ["/en", "Download JSON"],
] as const) {
  test(`"Download my data" saves the member's data as a JSON file (${prefix || "zh"})`, async ({ page, newMember }) => {
    test.setTimeout(60_000);
    const member = await newMember();
    await page.goto(`${prefix}/admin/my-data`);
    await waitForHydration(page);
    const { download, text } = await saved(page, () => page.getByRole("button", { name: button }).click());
    expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
    expect(text).toContain(member.mobile);
    expect(() => JSON.parse(text)).not.toThrow();
  });
}

test("the console's order, refund, ledger and member exports save CSV files in the reader's language", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInOperator(page, "/en");
  await page.goto(`${opsHostURL}/en/ops/exports`);
  await waitForHydration(page);
  for (const [section, file, header] of [
    ["Orders", "orders", "Order no.,Type,Member ID,Status"],
    ["Refunds", "refunds", "Refund no.,Order no.,Order type,Member ID,Channel,Refund (CNY)"],
    ["Traffic ledger", "ledger", "Entry ID,Member ID,Kind,Change (bytes),Change (GB),Source,Note,Time (Beijing time)"],
    ["Members", "members", "Member ID,Mobile,E-mail"],
  ] as const) {
    const card = page.getByRole("region", { name: section, exact: true });
    const { download, text } = await saved(page, () => card.getByRole("button", { name: "Download CSV" }).click());
    expect(download.suggestedFilename()).toMatch(new RegExp(`^${file}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
    expect(text.startsWith(`\uFEFF${header}`)).toBe(true);
    if (section === "Members") expect(text).toContain("13800138000");
  }
  for (const [prefix, locale] of [
    ["/en", "en"],
    ["", "zh-CN"],
  ] as const) {
    await page.goto(`${opsHostURL}${prefix}/ops/exports`);
    await waitForHydration(page);
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
      await page.screenshot({ path: `test-results/screenshots/ops-exports-${locale}-${width}.png`, fullPage: true });
    }
  }
});
