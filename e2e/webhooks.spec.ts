import { expect, test } from "@playwright/test";
import { createMember as registerFreshMember } from "./fixtures.ts";
import { baseURL, collectPageProblems, waitForHydration } from "./support.ts";

/**
 * The demo server lets webhook endpoints use its own origin (http://127.0.0.1:<port>), where
 * /sandbox/webhook-receiver answers 204: a member tries webhooks without a public HTTPS host.
 */
const receiver = `http://127.0.0.1:${new URL(baseURL).port}/sandbox/webhook-receiver`;

const copy = {
  "zh-CN": {
    prefix: "",
    heading: "Webhook",
    url: "回调地址（HTTPS）",
    create: "添加",
    secretTitle: "请保存签名密钥",
    done: "我已保存",
    sendTest: "发送测试事件",
    delivered: "成功",
    notHttps: "回调地址必须以 https:// 开头",
    resend: "重新发送",
  },
  en: {
    prefix: "/en",
    heading: "Webhooks",
    url: "Endpoint URL (HTTPS)",
    create: "Add endpoint",
    secretTitle: "Save your signing secret",
    done: "I've saved it",
    sendTest: "Send test event",
    delivered: "Delivered",
    notHttps: "The endpoint URL must start with https://",
    resend: "Send again",
  },
} as const;

for (const [locale, t] of Object.entries(copy)) {
  test.describe(`webhooks (${locale})`, () => {
    test("adds an endpoint, shows its secret once, sends a test event and logs it", async ({ page, context }) => {
      test.setTimeout(90_000);
      const problems = collectPageProblems(page);
      await registerFreshMember(page, context);
      await page.goto(`${baseURL}${t.prefix}/admin/webhooks`);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1, name: t.heading })).toBeVisible();

      // Plain http elsewhere is refused, in the page's language.
      await page.getByLabel(t.url).fill("http://example.com/hooks");
      await page.getByRole("button", { name: t.create, exact: true }).click();
      await expect(page.getByTestId("webhook-form")).toContainText(t.notHttps);

      const path = `${receiver}/${locale}-${Date.now()}`;
      await page.getByLabel(t.url).fill(path);
      await page.getByRole("checkbox", { name: /refund\.succeeded/ }).check();
      await page.getByRole("button", { name: t.create, exact: true }).click();
      const dialog = page.getByTestId("webhook-secret");
      await expect(dialog.getByRole("heading", { name: t.secretTitle })).toBeVisible();
      const secret = (await dialog.getByTestId("webhook-secret-value").textContent())?.trim() ?? "";
      expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{32}$/);
      await dialog.getByRole("button", { name: t.done }).click();

      const row = page.getByTestId("webhook-row").filter({ hasText: path });
      await expect(row).toContainText("order.paid");
      await expect(row).toContainText("refund.succeeded");
      await page.reload();
      await waitForHydration(page);
      // The secret is never shown again.
      await expect(page.getByText(secret)).toHaveCount(0);

      // The shop sends the test event before it answers (its receiver may take its time on a busy machine).
      const sent = page.waitForResponse((answer) => answer.url().includes("/app-api/member/webhook/test"), {
        timeout: 30_000,
      });
      await row.getByRole("button", { name: t.sendTest }).click();
      await sent;
      const delivery = row.getByTestId("webhook-delivery-row").first();
      await expect(delivery).toContainText("webhook.test");
      await expect(delivery).toContainText(t.delivered);
      await expect(delivery).toContainText("HTTP 204");

      await delivery.getByRole("button", { name: t.resend }).click();
      await expect(row.getByTestId("webhook-delivery-row")).toHaveCount(2);
      expect(problems).toEqual([]);
    });
  });
}
