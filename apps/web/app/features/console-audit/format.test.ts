import { describe, expect, it } from "vitest";
import consoleEn from "../../i18n/console/en.json" with { type: "json" };
import consoleZh from "../../i18n/console/zh-CN.json" with { type: "json" };
import { createTranslator } from "../../i18n/translator.ts";
import { actionLabel, knownActions, knownRecordTypes, recordTypeLabel } from "./format.ts";

const zh = createTranslator("zh-CN", { translation: consoleZh, messages: {} });
const en = createTranslator("en", { translation: consoleEn, messages: {} });

describe("the audit log's actions and record types, in the reader's language", () => {
  it("names every action the console records in both languages", () => {
    for (const translator of [zh, en]) {
      for (const action of knownActions) {
        expect(actionLabel(translator, action), `${translator.locale}: ${action}`).not.toBe(action);
      }
    }
    expect(actionLabel(zh, "certification.approve")).toBe("实名认证通过");
    expect(actionLabel(en, "sites.redirect.disable")).toBe("Redirect rule switched off");
  });

  it("names every kind of record the actions touch in both languages", () => {
    for (const translator of [zh, en]) {
      for (const recordType of knownRecordTypes) {
        expect(recordTypeLabel(translator, recordType), `${translator.locale}: ${recordType}`).not.toBe(recordType);
      }
    }
    expect(recordTypeLabel(zh, "traffic_adjustment")).toBe("流量调整");
    expect(recordTypeLabel(en, "recharge-order")).toBe("Traffic order");
  });

  it("shows an action or record type it does not know as recorded", () => {
    expect(actionLabel(zh, "something.new")).toBe("something.new");
    expect(recordTypeLabel(en, "something_new")).toBe("something_new");
  });
});
