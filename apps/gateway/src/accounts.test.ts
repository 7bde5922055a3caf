import { createHash } from "node:crypto";
import type { GatewayAccount } from "@shop/contract";
import { describe, expect, it } from "vitest";
import { createAuthenticator } from "./accounts.ts";
import type { ShopClient } from "./shop-client.ts";

const sha = (text: string) => createHash("sha256").update(text).digest("hex");

function fakeShop(accounts: Record<string, Partial<GatewayAccount>>, delayMs = 20) {
  const calls: string[] = [];
  const shop = {
    async account(name: string) {
      calls.push(name);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      const found = accounts[name];
      return found
        ? ({
            username: name,
            allowed: true,
            status: "active",
            passwordSha256: sha("Secret123"),
            remainingBytes: 1,
            trafficLimitBytes: null,
            usedBytes: 0,
            ...found,
          } as GatewayAccount)
        : null;
    },
    async allowlisted() {
      return null;
    },
    async staticIp() {
      return null;
    },
    async postBatch() {
      throw new Error("not used");
    },
  } as unknown as ShopClient;
  return { shop, calls };
}

describe("authentication and its cache", () => {
  it("asks the shop once for a burst of new sessions of one account, cached by account name", async () => {
    const { shop, calls } = fakeShop({ alice: {} });
    const auth = createAuthenticator({ shop, hitMs: 30_000, missMs: 5_000 });
    const verdicts = await Promise.all(
      Array.from({ length: 50 }, (_, i) => auth.withPassword(`alice-session-s${i}`, "Secret123")),
    );
    expect(verdicts.every((verdict) => verdict.ok)).toBe(true);
    expect(calls).toEqual(["alice"]);
  });

  it("refuses a malformed username without a lookup, and caches misses", async () => {
    const { shop, calls } = fakeShop({});
    const auth = createAuthenticator({ shop, hitMs: 30_000, missMs: 5_000 });
    expect(await auth.withPassword("Alice-zone-us", "x")).toEqual({ ok: false, refusal: "credentials-invalid" });
    expect(await auth.withPassword("x".repeat(500), "x")).toEqual({ ok: false, refusal: "credentials-invalid" });
    expect(calls).toEqual([]);
    await auth.withPassword("nobody", "Secret123");
    await auth.withPassword("nobody-zone-US", "Secret123");
    expect(calls).toEqual(["nobody"]);
  });

  it("gives the same answer for a wrong password and an unknown account, and the reason only with the right one", async () => {
    const { shop } = fakeShop({ bob: { status: "exhausted", allowed: false } });
    const auth = createAuthenticator({ shop, hitMs: 30_000, missMs: 5_000 });
    expect(await auth.withPassword("bob", "Wrong1234")).toEqual({ ok: false, refusal: "credentials-invalid" });
    expect(await auth.withPassword("carol", "Wrong1234")).toEqual({ ok: false, refusal: "credentials-invalid" });
    expect(await auth.withPassword("bob", "Secret123")).toEqual({ ok: false, refusal: "traffic-exhausted" });
  });

  it("refuses at once when a batch answer says an account ran out, until a fresh lookup says otherwise", async () => {
    const { shop } = fakeShop({ dave: {} });
    const auth = createAuthenticator({ shop, hitMs: 30_000, missMs: 5_000 });
    expect((await auth.withPassword("dave", "Secret123")).ok).toBe(true);
    auth.updateStatus("dave", "limit-reached");
    expect(await auth.withPassword("dave-session-x", "Secret123")).toEqual({ ok: false, refusal: "limit-reached" });
  });

  it("answers shop-unavailable when the shop cannot be asked and nothing is cached", async () => {
    const shop = {
      async account() {
        throw new Error("down");
      },
    } as unknown as ShopClient;
    const auth = createAuthenticator({ shop, hitMs: 30_000, missMs: 5_000 });
    expect(await auth.withPassword("erin", "Secret123")).toEqual({ ok: false, refusal: "shop-unavailable" });
  });
});
