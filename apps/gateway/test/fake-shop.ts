import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { GatewayAccount, UsageBatch, UsageBatchResult } from "@shop/contract";

export interface FakeShop {
  url: string;
  /** Grants given (every request gets what it asks for). */
  grants?: number;
  /** Account names the gateway asked about (`/internal/proxy/accounts/…`), in order. */
  accountLookups: string[];
  /** Every call, static IPs and allowlist included. */
  calls: number;
  close(): Promise<void>;
}

/**
 * A stand-in for the shop's /internal API that starts in milliseconds and
 * counts what it is asked: active accounts with the given passwords, no
 * static IPs, no allowlist, and every usage batch accepted. It checks no
 * signatures (the real shop's tests do).
 */
export async function startFakeShop(passwords: Record<string, string>): Promise<FakeShop> {
  const shop = { accountLookups: [] as string[], calls: 0 } as FakeShop;
  const server = http.createServer((req, res) => {
    shop.calls += 1;
    const url = req.url ?? "";
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
    };
    const account = /^\/internal\/proxy\/accounts\/([^/?]+)$/.exec(url);
    if (account?.[1]) {
      const name = decodeURIComponent(account[1]).split("-")[0] ?? "";
      shop.accountLookups.push(name);
      const password = passwords[name];
      if (password === undefined) return json(404, { error: "unknown-account" });
      const answer: GatewayAccount = {
        username: name,
        allowed: true,
        status: "active",
        passwordSha256: createHash("sha256").update(password).digest("hex"),
        remainingBytes: 1e12,
        trafficLimitBytes: null,
        usedBytes: 0,
        maxConnections: null,
        bandwidthMbps: null,
        deniedDomains: [],
        plan: null,
      };
      return json(200, answer);
    }
    if (url.startsWith("/internal/proxy/static-ips/")) return json(404, { error: "unknown-static-ip" });
    if (url.startsWith("/internal/proxy/allowlist/")) return json(404, { error: "not-allowlisted" });
    if (url === "/internal/grants") {
      let body = "";
      req.on("data", (data: Buffer) => {
        body += data.toString();
      });
      req.on("end", () => {
        const asked = JSON.parse(body) as { account: string; bytes: number };
        shop.grants = (shop.grants ?? 0) + 1;
        json(200, {
          account: asked.account,
          status: "active",
          grantId: `grant-${shop.grants}`,
          bytes: asked.bytes,
          ttlMs: 60_000,
          retryAfterMs: 0,
        });
      });
      return;
    }
    if (url.startsWith("/internal/access/changes")) {
      return json(200, { cursor: 0, reset: false, accounts: [], staticAccounts: [] });
    }
    if (url === "/internal/usage/batches") {
      let body = "";
      req.on("data", (data: Buffer) => {
        body += data.toString();
      });
      req.on("end", () => {
        const batch = JSON.parse(body) as UsageBatch;
        const result: UsageBatchResult = {
          batchId: batch.batchId,
          duplicate: false,
          acceptedRecords: batch.records.length,
          unknownAccounts: [],
          chargedBytes: 0,
          overdraftBytes: 0,
          overLimitBytes: 0,
          exhaustedAccounts: [],
          accounts: [],
        };
        json(200, result);
      });
      return;
    }
    json(404, { error: "not-found" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  shop.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  shop.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return shop;
}
