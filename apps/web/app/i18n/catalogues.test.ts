import messagesEn from "@shop/contract/messages/en.json" with { type: "json" };
import { describe, expect, it } from "vitest";
import accountEn from "./account/en.json" with { type: "json" };
import accountZh from "./account/zh-CN.json" with { type: "json" };
import { keysOf } from "./catalogue-keys.ts";
import siteEn from "./en.json" with { type: "json" };
import { partsForPath } from "./i18n.ts";
import siteZh from "./zh-CN.json" with { type: "json" };

describe("UI catalogues", () => {
  it("have the same keys and placeholders in Chinese and English, none empty", () => {
    expect(keysOf(siteZh)).toEqual(keysOf(siteEn));
    expect(keysOf(accountZh)).toEqual(keysOf(accountEn));
    for (const catalogue of [siteZh, siteEn, accountZh, accountEn]) {
      expect(Object.values(keysOf(catalogue)).length).toBeGreaterThan(100);
      expect(JSON.stringify(catalogue)).not.toContain('""');
    }
  });

  it("count things with plural forms (`key_one` / `key_other`), never '1 IPs'", () => {
    // Texts where {{count}} is not followed by a noun that agrees with it.
    const noNoun = [
      "proxies.allowlist.count",
      "orders.success.static",
      "orders.exchange.stock",
      "orders.subjectStatic",
    ];
    for (const catalogue of [siteEn, accountEn, messagesEn]) {
      const counting = Object.entries(textsOf(catalogue)).filter(([, text]) => text.includes("{{count}}"));
      expect(counting.length).toBeGreaterThan(0);
      for (const [key] of counting) {
        if (noNoun.includes(key)) continue;
        expect(key, `${key} counts without plural forms`).toMatch(/_(one|other)$/);
      }
    }
  });

  it("split the site's texts from the account area's without a key in both", () => {
    const siteSections = Object.keys(siteEn);
    expect(Object.keys(accountEn).filter((section) => siteSections.includes(section))).toEqual([]);
  });

  it("load the account texts and the server's messages only where their pages are", () => {
    expect(partsForPath("/")).toEqual(["site"]);
    expect(partsForPath("/blog/how-to")).toEqual(["site"]);
    expect(partsForPath("/login")).toEqual(["site", "messages"]);
    expect(partsForPath("/register")).toEqual(["site", "messages"]);
    expect(partsForPath("/admin/account")).toEqual(["site", "messages", "account"]);
    expect(partsForPath("/buy")).not.toContain("account");
    expect(partsForPath("/orders-guide")).not.toContain("account");
    expect(partsForPath("/admin")).toContain("account");
    expect(partsForPath("/admin/dashboard")).toContain("account");
    expect(partsForPath("/order")).toContain("account");
    expect(partsForPath("/h5/pay")).toContain("account");
  });
});

/** Every dotted key of a catalogue with its text. */
function textsOf(node: unknown, prefix = ""): Record<string, string> {
  if (typeof node === "string") return { [prefix]: node };
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    Object.assign(out, textsOf(value, prefix ? `${prefix}.${key}` : key));
  }
  return out;
}
