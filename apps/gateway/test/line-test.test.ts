import { proxyRefusalCodes } from "@shop/contract";
import { describe, expect, it } from "vitest";
import { apiClient } from "../../server/test/auth-helpers.ts";
import type { Refusal } from "../src/accounts.ts";
import type { EgressFailure } from "../src/egress.ts";
import { newCustomer, rigPerSuite } from "./helpers.ts";

const gb = 1024n ** 3n;

// Every refusal the gateway can tell a client is one the UI translates (the internal one is told as traffic-exhausted).
type Told = Exclude<Refusal, "traffic-reserved"> | EgressFailure;
const everyCodeListed: Record<Told, (typeof proxyRefusalCodes)[number]> = {
  "credentials-missing": "credentials-missing",
  "credentials-invalid": "credentials-invalid",
  "account-disabled": "account-disabled",
  "account-deleted": "account-deleted",
  "traffic-exhausted": "traffic-exhausted",
  "limit-reached": "limit-reached",
  "daily-limit-reached": "daily-limit-reached",
  "monthly-limit-reached": "monthly-limit-reached",
  uncertified: "uncertified",
  suspended: "suspended",
  "static-ip-expired": "static-ip-expired",
  "shop-unavailable": "shop-unavailable",
  "too-many-failures": "too-many-failures",
  "lookups-throttled": "lookups-throttled",
  "too-many-connections": "too-many-connections",
  "plan-connection-limit": "plan-connection-limit",
  "static-ip-connection-limit": "static-ip-connection-limit",
  "target-forbidden": "target-forbidden",
  "target-denied": "target-denied",
  "no-exit-for-location": "no-exit-for-location",
  "dns-failed": "dns-failed",
  "connect-refused": "connect-refused",
  "connect-timeout": "connect-timeout",
  "target-unreachable": "target-unreachable",
  "upstream-failed": "upstream-failed",
};

describe("test this line: the shop tries a member's line through the gateway", () => {
  const rig = rigPerSuite();
  const gatewayOf = () => ({
    host: "127.0.0.1",
    httpPort: rig.gateway.httpPort,
    socks5Port: rig.gateway.socksPort,
    maxExtractCount: 10,
  });

  it("lists every refusal code the gateway can send", () => {
    // The HTTP listener's own, beside the account's and the way out's.
    const listenerOwn = ["gateway-busy", "handshake-timeout", "bad-request", "bad-target"];
    expect([...Object.values(everyCodeListed), ...listenerOwn].sort()).toEqual([...proxyRefusalCodes].sort());
  });

  it("shows the exit and the latency for a country line, over HTTP and SOCKS5", async () => {
    const customer = await newCustomer(rig.shop, gb);
    for (const protocol of ["http", "socks5"] as const) {
      const result = await rig.shop.services.lineTester.test(customer.memberId, gatewayOf(), {
        username: `${customer.account.username}-zone-DE-region-bavaria-session-ab12`,
        protocol,
      });
      // The demo's exits leave from this machine: the echo sees loopback, which has no country.
      expect(result, protocol).toMatchObject({ ok: true, exitIp: "127.0.0.1", countryCode: null });
      expect(result.latencyMs).toBeGreaterThanOrEqual(0);
    }
  });

  it("names the gateway's refusal: a country the pool lacks, an account out of traffic", async () => {
    const customer = await newCustomer(rig.shop, gb);
    for (const protocol of ["http", "socks5"] as const) {
      expect(
        await rig.shop.services.lineTester.test(customer.memberId, gatewayOf(), {
          username: `${customer.account.username}-zone-AQ`,
          protocol,
        }),
        protocol,
      ).toMatchObject({ ok: false, reason: "no-exit-for-location" });
    }
    const broke = await newCustomer(rig.shop, 0n);
    for (const protocol of ["http", "socks5"] as const) {
      expect(
        await rig.shop.services.lineTester.test(broke.memberId, gatewayOf(), {
          username: broke.account.username,
          protocol,
        }),
        protocol,
      ).toMatchObject({ ok: false, reason: "traffic-exhausted" });
    }
    const nowhere = { ...gatewayOf(), httpPort: 1, socks5Port: 1 };
    expect(
      await rig.shop.services.lineTester.test(customer.memberId, nowhere, {
        username: customer.account.username,
        protocol: "http",
      }),
    ).toMatchObject({ ok: false, reason: "gateway-unreachable" });
  });

  it("tries only the member's own lines, and says so in the member's language", async () => {
    const alice = await newCustomer(rig.shop, gb);
    const bob = await newCustomer(rig.shop, gb);
    const api = apiClient(rig.shop);
    const answer = await api.post(
      "/app-api/ip/proxy-test",
      { username: `${alice.account.username}-zone-US`, protocol: "http" },
      { token: bob.token, language: "en" },
    );
    expect(answer).toMatchObject({ code: 400, msg: "This line is not one of your proxy accounts' lines" });
    const zh = await api.post(
      "/app-api/ip/proxy-test",
      { username: "not a line", protocol: "http" },
      { token: bob.token, language: "zh-CN" },
    );
    expect(zh).toMatchObject({ code: 400, msg: "该线路不属于您的代理账户" });
  });
});
