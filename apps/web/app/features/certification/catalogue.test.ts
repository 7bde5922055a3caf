import { messageCatalogues } from "@shop/contract";
import { describe, expect, it } from "vitest";
import en from "../../i18n/account/en.json" with { type: "json" };
import zhCN from "../../i18n/account/zh-CN.json" with { type: "json" };
import { keysOf } from "../../i18n/catalogue-keys.ts";

describe("certification texts", () => {
  it("has the same keys and placeholders in Chinese and English, none empty", () => {
    expect(keysOf(zhCN.certification)).toEqual(keysOf(en.certification));
    expect(keysOf(messageCatalogues["zh-CN"].certification)).toEqual(keysOf(messageCatalogues.en.certification));
    const texts = [zhCN.certification, en.certification].flatMap(
      (section) => JSON.stringify(section).match(/"[^"]*"/g) ?? [],
    );
    expect(texts).not.toContain('""');
  });

  it("names the 1-2 day enterprise review (SPEC §9) and the SPEC's ID card message", () => {
    expect(en.certification.company.auditing.text).toContain("1-2 working days");
    expect(zhCN.certification.company.auditing.text).toContain("1-2 个工作日");
    expect(messageCatalogues.en.certification.idCardInvalid).toBe("The ID card format is incorrect");
  });
});
