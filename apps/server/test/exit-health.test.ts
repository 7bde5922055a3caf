import type { ConsoleExitHealth } from "@shop/contract";
import { testDatabaseKinds } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWithApi } from "./auth-helpers.ts";
import { loggedInConsole } from "./console-helpers.ts";
import { gatewayClient } from "./proxy-centre-helpers.ts";
import type { TestServer } from "./test-server.ts";

const gw1 = { id: "gw-health-1", secret: "gateway-health-secret-one-01" };
const gw2 = { id: "gw-health-2", secret: "gateway-health-secret-two-02" };

/** Healthy exits: gateways report their exits' health; the console lists them per gateway. */
describe.each(testDatabaseKinds())("exit health reports and the console's exits (%s)", (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    ({ server } = await startWithApi(kind, undefined, {
      env: { USAGE_GATEWAY_SECRETS: `${gw1.id}:${gw1.secret},${gw2.id}:${gw2.secret}` },
    }));
  });
  afterAll(() => server?.close());

  async function report(gateway: { id: string; secret: string }, body: unknown, signWith?: string) {
    const client = gatewayClient(server, gateway.id, gateway.secret);
    const text = JSON.stringify(body);
    const path = "/internal/exits/health";
    const headers = {
      "content-type": "application/json",
      ...client.headersFor({ method: "POST", path, body: text }, signWith ? { signWith } : {}),
    };
    const response = await fetch(`${server.baseUrl}${path}`, { method: "POST", headers, body: text });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  const exit = (key: string, up: boolean, extra: Record<string, unknown> = {}) => ({
    key,
    kind: key.startsWith("direct") ? "direct" : "upstream-http",
    up,
    errors: up ? 0 : 4,
    lastError: up ? null : "connect-refused",
    latencyMs: up ? 42 : null,
    changedAt: "2026-11-28T08:00:00Z",
    ...extra,
  });

  it("keeps each gateway's last report, lists exits that are down first, and refuses unsigned or malformed reports", async () => {
    expect(
      (
        await report(gw1, {
          exits: [exit("upstream-http://10.0.0.1:8000", true), exit("upstream-http://10.0.0.2:8000", false)],
        })
      ).status,
    ).toBe(200);
    expect((await report(gw2, { exits: [exit("direct", true)] })).status).toBe(200);
    // A newer report replaces the last one: 10.0.0.2 came back.
    expect(
      (
        await report(gw1, {
          exits: [exit("upstream-http://10.0.0.1:8000", false), exit("upstream-http://10.0.0.2:8000", true)],
        })
      ).status,
    ).toBe(200);
    expect((await report(gw1, { exits: [exit("x", true)] }, "wrong-secret-000000000000")).status).toBe(401);
    expect((await report(gw1, { exits: [{ key: "x" }] })).status).toBe(400);

    const { client } = await loggedInConsole(server, "support");
    const answer = await client.get<ConsoleExitHealth>("/ops-api/exits");
    expect(answer.code).toBe(0);
    const gateways = answer.data.gateways.filter((g) => g.gatewayId === gw1.id || g.gatewayId === gw2.id);
    expect(gateways.map((g) => g.gatewayId)).toEqual([gw1.id, gw2.id]);
    expect(gateways[0]?.stale).toBe(false);
    expect(gateways[0]?.exits.map((e) => [e.key, e.up])).toEqual([
      ["upstream-http://10.0.0.1:8000", false],
      ["upstream-http://10.0.0.2:8000", true],
    ]);
    expect(gateways[0]?.exits[0]).toMatchObject({ errors: 4, lastError: "connect-refused", latencyMs: null });

    // Not without a console session.
    const anonymous = await client.get<ConsoleExitHealth>("/ops-api/exits", { cookie: null });
    expect(anonymous.code).not.toBe(0);
  });
});
