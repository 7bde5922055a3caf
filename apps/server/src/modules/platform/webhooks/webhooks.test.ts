import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { checkDestination } from "./destination.ts";
import { nextAttemptAt, retryDelayMs } from "./retry-schedule.ts";
import { newWebhookSecret, signatureHeader, signPayload, timestampHeader, verifySignature } from "./signature.ts";

describe("webhook signatures", () => {
  it("a receiver recomputes the HMAC over timestamp and raw body and accepts it", async () => {
    const secret = newWebhookSecret();
    const received: { ok: boolean }[] = [];
    const server = createServer((req, res) => {
      let body = "";
      req.on("data", (chunk) => {
        body += chunk;
      });
      req.on("end", () => {
        const result = verifySignature({
          secret,
          body,
          timestamp: req.headers[timestampHeader.toLowerCase()] as string,
          signature: req.headers[signatureHeader.toLowerCase()] as string,
          now: new Date("2026-11-28T08:00:10Z"),
        });
        received.push({ ok: result.ok });
        res.statusCode = result.ok ? 204 : 400;
        res.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const body = JSON.stringify({ event_id: "evt_1", occurred_at: "2026-11-28T08:00:00Z", type: "order.paid" });
    const ts = Date.parse("2026-11-28T08:00:00Z") / 1000;
    const good = await fetch(`http://127.0.0.1:${port}/hook`, {
      method: "POST",
      body,
      headers: { [timestampHeader]: String(ts), [signatureHeader]: signPayload(secret, ts, body) },
    });
    const forged = await fetch(`http://127.0.0.1:${port}/hook`, {
      method: "POST",
      body: body.replace("order.paid", "refund.succeeded"),
      headers: { [timestampHeader]: String(ts), [signatureHeader]: signPayload(secret, ts, body) },
    });
    server.close();
    expect(good.status).toBe(204);
    expect(forged.status).toBe(400);
    expect(received).toEqual([{ ok: true }, { ok: false }]);
  });

  it("refuses a stale timestamp and a malformed header", () => {
    const body = "{}";
    const signature = signPayload("s", 1000, body);
    const now = new Date(2000 * 1000);
    expect(verifySignature({ secret: "s", body, timestamp: "1000", signature, now })).toEqual({
      ok: false,
      reason: "stale",
    });
    expect(verifySignature({ secret: "s", body, timestamp: "x", signature, now })).toEqual({
      ok: false,
      reason: "malformed",
    });
  });
});

describe("retry schedule", () => {
  it("backs off exponentially and gives up after 24 h", () => {
    const noJitter = () => 0;
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, noJitter))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(20, noJitter)).toBe(2 * 60 * 60 * 1000);
    const occurredAt = new Date("2026-11-28T00:00:00Z");
    expect(
      nextAttemptAt({ occurredAt, failedAttempts: 1, now: new Date("2026-11-28T00:00:01Z"), random: noJitter }),
    ).toEqual(new Date("2026-11-28T00:00:31Z"));
    expect(
      nextAttemptAt({ occurredAt, failedAttempts: 12, now: new Date("2026-11-28T23:00:00Z"), random: noJitter }),
    ).toBeNull();
  });
});

describe("webhook destinations (SSRF)", () => {
  const resolveTo = (addresses: string[]) => async () => addresses;

  it("accepts an HTTPS host with public addresses and pins the address", async () => {
    const result = await checkDestination("https://hooks.example.com/x", { resolve: resolveTo(["93.184.216.34"]) });
    expect(result).toMatchObject({ ok: true, address: "93.184.216.34" });
  });

  it.each([
    ["https://evil.example/x", ["127.0.0.1"]],
    ["https://meta.example/x", ["169.254.169.254"]],
    ["https://mapped.example/x", ["::ffff:127.0.0.1"]],
    ["https://mixed.example/x", ["93.184.216.34", "10.0.0.5"]],
    ["https://[::ffff:169.254.169.254]/x", []],
    ["https://192.168.1.1/x", []],
    ["https://[::1]/x", []],
  ])("refuses %s resolving to %j", async (url, addresses) => {
    expect(await checkDestination(url, { resolve: resolveTo(addresses) })).toEqual({
      ok: false,
      reason: "private_address",
    });
  });

  it("refuses plain HTTP and allows loopback only through the explicit test origin", async () => {
    expect(await checkDestination("http://hooks.example.com/x")).toEqual({ ok: false, reason: "not_https" });
    expect(await checkDestination("http://127.0.0.1:4499/hook")).toEqual({ ok: false, reason: "not_https" });
    expect(
      await checkDestination("http://127.0.0.1:4499/hook", { allowLoopbackOrigin: "http://127.0.0.1:4499" }),
    ).toMatchObject({ ok: true, address: "127.0.0.1" });
  });
});
