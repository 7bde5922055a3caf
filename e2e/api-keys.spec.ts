import { expect, test } from "@playwright/test";
import { createMember as registerFreshMember } from "./fixtures.ts";
import { baseURL, collectPageProblems, cspViolations, recordCspViolations, waitForHydration } from "./support.ts";

const copy = {
  "zh-CN": {
    prefix: "",
    heading: "API 密钥",
    name: "名称",
    create: "创建密钥",
    secretTitle: "您的新 API 密钥",
    done: "我已保存",
    revoke: "吊销",
    revokedBadge: "已吊销",
    revokedMsg: "API 密钥已被吊销",
    docsHeading: "API 文档",
    scopeLabel: "API 密钥权限",
  },
  en: {
    prefix: "/en",
    heading: "API keys",
    name: "Name",
    create: "Create key",
    secretTitle: "Your new API key",
    done: "I have saved it",
    revoke: "Revoke",
    revokedBadge: "Revoked",
    revokedMsg: "This API key has been revoked",
    docsHeading: "API reference",
    scopeLabel: "API key permission",
  },
} as const;

for (const [locale, t] of Object.entries(copy)) {
  test.describe(`API keys (${locale})`, () => {
    test("creates a key, calls the API with it like curl would, then revokes it", async ({ page, context }) => {
      test.setTimeout(90_000);
      const problems = collectPageProblems(page);
      await registerFreshMember(page, context);
      await page.goto(`${baseURL}${t.prefix}/admin/api-keys`);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1, name: t.heading })).toBeVisible();

      await page.getByLabel(t.name, { exact: true }).fill("e2e script");
      await page.getByRole("checkbox", { name: /orders:read/ }).check();
      await page.getByRole("button", { name: t.create }).click();
      const dialog = page.getByTestId("api-key-secret");
      await expect(dialog.getByRole("heading", { name: t.secretTitle })).toBeVisible();
      const secret = (await dialog.getByTestId("api-key-secret-value").textContent())?.trim() ?? "";
      expect(secret).toMatch(/^psk_live_[0-9a-f]{12}_[A-Za-z0-9_-]{32}$/);
      await dialog.getByRole("button", { name: t.done }).click();

      // A script's call: no cookie, only the key.
      const call = () =>
        fetch(`${baseURL}/app-api/ip/dashboard/summary`, {
          headers: { authorization: `Bearer ${secret}`, "accept-language": locale },
        }).then((response) => response.json() as Promise<{ code: number; msg: string }>);
      expect((await call()).code).toBe(0);

      const row = page.getByTestId("api-key-row").filter({ hasText: "e2e script" });
      await page.reload();
      await waitForHydration(page);
      await expect(row).toContainText("usage:read");
      await expect(row).toContainText("orders:read");
      // The secret is never shown again.
      await expect(page.getByText(secret)).toHaveCount(0);

      await row.getByRole("button", { name: t.revoke }).click();
      await page.getByTestId("confirm-dialog").getByRole("button", { name: t.revoke }).click();
      await expect(row).toContainText(t.revokedBadge);
      expect(await call()).toMatchObject({ code: 401, msg: t.revokedMsg });
      expect(problems).toEqual([]);
    });

    test("the API reference lists every call with its key permission and passes the CSP", async ({ page }) => {
      await recordCspViolations(page);
      const problems = collectPageProblems(page);
      await page.goto(`${baseURL}${t.prefix}/api-docs`);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1, name: t.docsHeading })).toBeVisible();
      const summary = page.getByTestId("api-call").filter({ hasText: "/app-api/ip/dashboard/summary" });
      await expect(summary).toContainText(t.scopeLabel);
      await expect(summary).toContainText("usage:read");
      await expect(summary).toContainText("Authorization: Bearer psk_live_");
      await expect(page.locator("#gateway-api")).toContainText("/internal/usage/batches");
      await expect(page.locator("#extraction-url")).toContainText("/extract/");
      expect(await cspViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    });
  });
}

test.describe("screenshots of the API keys page and the API reference", () => {
  for (const locale of ["zh-CN", "en"] as const) {
    for (const width of [1440, 390]) {
      test(`api keys and reference ${locale} ${width}`, async ({ page, context }) => {
        test.setTimeout(90_000);
        await page.setViewportSize({ width, height: 900 });
        const prefix = copy[locale].prefix;
        await registerFreshMember(page, context);
        await page.goto(`${baseURL}${prefix}/admin/api-keys`);
        await waitForHydration(page);
        await page.getByLabel(copy[locale].name, { exact: true }).fill("billing");
        await page.getByRole("button", { name: copy[locale].create }).click();
        await expect(page.getByTestId("api-key-secret")).toBeVisible();
        await page.screenshot({ path: `test-results/screenshots/api-keys-secret-${locale}-${width}.png` });
        await page.getByTestId("api-key-secret").getByRole("button", { name: copy[locale].done }).click();
        await page.screenshot({ path: `test-results/screenshots/api-keys-${locale}-${width}.png`, fullPage: true });
        await page.goto(`${baseURL}${prefix}/admin/my-data`);
        await waitForHydration(page);
        await page.getByTestId("close-account").getByRole("button").first().click();
        await expect(page.getByTestId("closure-losses")).toBeVisible();
        await page.screenshot({ path: `test-results/screenshots/my-data-${locale}-${width}.png`, fullPage: true });
        await page.goto(`${baseURL}${prefix}/api-docs`);
        await waitForHydration(page);
        await page.screenshot({ path: `test-results/screenshots/api-docs-${locale}-${width}.png` });
      });
    }
  }
});
