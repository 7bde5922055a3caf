import { createHmac, randomBytes, randomInt } from "node:crypto";
import type { BrowserContext } from "@playwright/test";
import { gatewaySigningPayload } from "@shop/contract";
import { expect, signIn, test } from "./fixtures.ts";
import { baseURL, waitForHydration } from "./support.ts";

// The demo gateway a demo installation accepts usage from (apps/server/src/modules/proxy/usage/config.ts).
const demoGateway = { id: "demo-gateway", secret: "demo-gateway-secret-not-for-production" };

const copy = {
  "zh-CN": {
    prefix: "",
    title: "连接成功率",
    rate: "75%",
    counts: "成功 9 次 · 失败 3 次",
    limitText: "子账户达到了您为它设置的流量上限",
    limitFix: "提高或取消为该子账户设置的上限",
    timeoutText: "连接超时",
    timeoutFix: "调大客户端的超时时间",
  },
  en: {
    prefix: "/en",
    title: "Connection success",
    rate: "75%",
    counts: "9 succeeded · 3 failed",
    limitText: "The sub-account reached the traffic limit you set for it",
    limitFix: "raise or remove the limit you set for this sub-account",
    timeoutText: "Connecting timed out",
    timeoutFix: "raise your client's timeout",
  },
} as const;

/** Reports a sub-account's traffic and connection outcomes the way a proxy gateway does: a signed usage batch. */
async function reportOutcomes(context: BrowserContext, account: string, outcomes: Record<string, number>) {
  const body = JSON.stringify({
    batchId: `e2e-outcomes-${account}-${Date.now()}`,
    gatewayId: demoGateway.id,
    records: [
      {
        account: `${account}-zone-US`,
        bytesUp: 1024 * 128,
        bytesDown: 1024 * 896,
        at: new Date().toISOString(),
        outcomes: Object.entries(outcomes).map(([reason, count]) => ({ reason, count })),
      },
    ],
  });
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

for (const locale of ["zh-CN", "en"] as const) {
  const t = copy[locale];

  test(`${locale}: the dashboard shows the success rate and the top failure reasons with how to fix each`, async ({
    page,
    context,
    certifiedMember,
    problems,
  }) => {
    test.setTimeout(90_000);
    // The member's own sub-account, made over the API (the sub-account dialog has its own spec).
    const token = await signIn(context, certifiedMember);
    const account = `e2e_why_${Date.now().toString(36)}_${randomInt(1000)}`;
    const created = (await (
      await context.request.post(`${baseURL}/app-api/ip/proxy-account/create`, {
        headers: { authorization: `Bearer ${token}` },
        data: { username: account },
      })
    ).json()) as { code: number; msg: string };
    expect(created.code, created.msg).toBe(0);
    await reportOutcomes(context, account, { ok: 9, "limit-reached": 2, "connect-timeout": 1 });

    await page.goto(`${t.prefix}/admin/dashboard`);
    await waitForHydration(page);
    const panel = page.getByTestId("connection-outcomes");
    await expect(panel.getByRole("heading")).toHaveText(t.title);
    await expect(panel.getByTestId("success-rate")).toHaveText(t.rate);
    await expect(panel.getByTestId("outcomes-summary")).toContainText(t.counts);
    const reasons = panel.getByTestId("outcome-reason");
    await expect(reasons).toHaveCount(2);
    await expect(reasons.nth(0)).toContainText(t.limitText);
    await expect(reasons.nth(0)).toContainText(t.limitFix);
    await expect(reasons.nth(0)).toContainText("limit-reached");
    await expect(reasons.nth(1)).toContainText(t.timeoutText);
    await expect(reasons.nth(1)).toContainText(t.timeoutFix);
    // For review: the panel on a desktop and on a phone.
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await panel.screenshot({ path: `test-results/screenshots/why-it-failed-${locale}-${width}.png` });
    }
    expect(problems).toEqual([]);
  });
}
