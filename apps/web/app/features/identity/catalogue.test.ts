import { messageCatalogues } from "@shop/contract";
import { describe, expect, it } from "vitest";
import en from "../../i18n/account/en.json" with { type: "json" };
import zhCN from "../../i18n/account/zh-CN.json" with { type: "json" };
import { keysOf } from "../../i18n/catalogue-keys.ts";

describe("identity texts", () => {
  it("has the same keys and placeholders in Chinese and English, none empty", () => {
    expect(keysOf(zhCN.identity)).toEqual(keysOf(en.identity));
    expect(keysOf(messageCatalogues["zh-CN"].identity)).toEqual(keysOf(messageCatalogues.en.identity));
    const texts = [zhCN.identity, en.identity].flatMap((section) => JSON.stringify(section).match(/"[^"]*"/g) ?? []);
    expect(texts).not.toContain('""');
  });

  it("names the 1-2 day enterprise review (SPEC §9) and the SPEC's ID card message", () => {
    expect(en.identity.company.auditing.text).toContain("1-2 working days");
    expect(zhCN.identity.company.auditing.text).toContain("1-2 个工作日");
    expect(messageCatalogues.en.identity.idCardInvalid).toBe("The ID card format is incorrect");
  });
});
