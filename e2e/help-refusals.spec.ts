import { expect } from "@playwright/test";
import { test } from "./fixtures.ts";
import { waitForHydration } from "./support.ts";

/** The help article that explains refused connections and traffic counting, in both languages, reached from the generator. */
const article = "/help-center/traffic-counting-and-refusal-codes";

for (const [prefix, title, row, socks] of [
  ["", "流量如何计算，以及连接为什么被拒绝", /too-many-failures\s*429\s*短时间内多次输错密码/, /0x02 规则不允许/],
  [
    "/en",
    "How traffic is counted and why a connection is refused",
    /too-many-failures\s*429\s*Paused after repeated wrong passwords/,
    /0x02 not allowed by ruleset/,
  ],
] as const) {
  test(`the help centre explains each refusal code and how traffic is counted (${prefix || "zh"})`, async ({
    page,
  }) => {
    await page.goto(`${prefix}${article}`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: "too-many-failures" })).toHaveText(row);
    await expect(page.getByRole("row").filter({ hasText: "0x02" })).toHaveText(socks);
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({
        path: `test-results/screenshots/help-refusals-${prefix ? "en" : "zh"}-${width}.png`,
        fullPage: true,
      });
    }
  });
}

test("the proxy generator links to the refusal codes", async ({ page, certifiedMember }) => {
  test.setTimeout(60_000);
  expect(certifiedMember.mobile).toBeTruthy();
  await page.goto("/en/admin");
  await waitForHydration(page);
  await page.getByTestId("refusal-help").click();
  await expect(page).toHaveURL(new RegExp(`/en${article}$`));
});
