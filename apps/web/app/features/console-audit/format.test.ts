import { describe, expect, it } from "vitest";
import consoleEn from "../../i18n/console/en.json" with { type: "json" };
import consoleZh from "../../i18n/console/zh-CN.json" with { type: "json" };
import { createTranslator } from "../../i18n/translator.ts";
import { actionLabel, knownActions, knownRecordTypes, recordTypeLabel } from "./format.ts";

const zh = createTranslator("zh-CN", { translation: consoleZh, messages: {} });
const en = createTranslator("en", { translation: consoleEn, messages: {} });

describe("the audit log's actions and record types, in the reader's language", () => {
  it.each([
    ["action", knownActions, actionLabel],
    ["record type", knownRecordTypes, recordTypeLabel],
  ] as const)("names every %s the console records in both languages", (_, known, label) => {
    for (const translator of [zh, en]) {
      for (const value of known) expect(label(translator, value), `${translator.locale}: ${value}`).not.toBe(value);
    }
  });

  it("reads as the catalogue says, and shows a value it does not know as recorded", () => {
    expect(actionLabel(zh, "certification.approve")).toBe("实名认证通过");
    expect(actionLabel(en, "sites.redirect.disable")).toBe("Redirect rule switched off");
    expect(recordTypeLabel(zh, "traffic_adjustment")).toBe("流量调整");
    expect(recordTypeLabel(en, "recharge-order")).toBe("Traffic order");
    expect(actionLabel(zh, "something.new")).toBe("something.new");
    expect(recordTypeLabel(en, "something_new")).toBe("something_new");
  });
});
