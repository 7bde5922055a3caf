import { describe, expect, it } from "vitest";
import consoleEn from "../../i18n/console/en.json" with { type: "json" };
import consoleZh from "../../i18n/console/zh-CN.json" with { type: "json" };
import { createTranslator } from "../../i18n/translator.ts";
import { paymentMethodLabel } from "../console/index.ts";
import { refundChannelText } from "./format.ts";

const zh = createTranslator("zh-CN", { translation: consoleZh, messages: {} }).t;
const en = createTranslator("en", { translation: consoleEn, messages: {} }).t;

describe("where a refund's money goes, as the operator's confirmation names it", () => {
  it("names the provider, the balance, or both with each part", () => {
    expect(refundChannelText(en, "en", paymentMethodLabel(en, "alipay"), 5_000, 0)).toBe("Alipay");
    expect(refundChannelText(zh, "zh-CN", paymentMethodLabel(zh, "wechat"), 5_000, 0)).toBe("微信支付");
    expect(refundChannelText(en, "en", "Alipay", 0, 5_000)).toBe("Member's balance");
    expect(refundChannelText(zh, "zh-CN", "支付宝", 0, 5_000)).toBe("会员账户余额");
    expect(refundChannelText(en, "en", "Alipay", 4_000, 1_500)).toBe("Alipay ¥40.00 + balance ¥15.00");
    expect(refundChannelText(zh, "zh-CN", "支付宝", 4_000, 1_500)).toBe("支付宝 ¥40.00 + 余额 ¥15.00");
    expect(paymentMethodLabel(zh, "balance")).toBe("账户余额");
  });
});
