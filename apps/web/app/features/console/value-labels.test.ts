import { describe, expect, it } from "vitest";
import consoleEn from "../../i18n/console/en.json" with { type: "json" };
import consoleZh from "../../i18n/console/zh-CN.json" with { type: "json" };
import { createTranslator } from "../../i18n/translator.ts";
import {
  anomalyReasonLabel,
  certificationDecisionLabel,
  ledgerKindLabel,
  notificationOutcome,
  paymentChannelLabel,
  paymentMethodLabel,
  productText,
  refundProblem,
  staticIpStatusLabel,
} from "./value-labels.ts";

const zh = createTranslator("zh-CN", { translation: consoleZh, messages: {} }).t;
const en = createTranslator("en", { translation: consoleEn, messages: {} }).t;

describe("the console's recorded values, in the reader's language", () => {
  it("names what became of a provider's notification, keeping the technical detail as recorded", () => {
    expect(notificationOutcome(zh, "credited")).toBe("已入账");
    expect(notificationOutcome(en, "credited")).toBe("credited");
    expect(notificationOutcome(zh, "rejected: bad-signature")).toBe("已拒绝：bad-signature");
    expect(notificationOutcome(zh, "ignored: closed")).toBe("已忽略：closed");
    expect(notificationOutcome(zh, "refund succeeded: R2026112500001 (duplicate)")).toBe(
      "退款成功：R2026112500001 (duplicate)",
    );
    expect(notificationOutcome(en, "refund not-found: R1")).toBe("refund not found: R1");
    expect(notificationOutcome(zh, "something new")).toBe("something new");
  });

  it("labels methods, channels, ledger kinds, IP statuses and review decisions, and shows an unknown value as recorded", () => {
    expect(paymentMethodLabel(zh, "wechat")).toBe("微信支付");
    expect(paymentChannelLabel(zh, "wx_native")).toBe("扫码");
    expect(ledgerKindLabel(en, "usage")).toBe("Usage");
    expect(staticIpStatusLabel(zh, 3)).toBe("已释放");
    expect(paymentChannelLabel(en, "unionpay_pc")).toBe("unionpay_pc");
    expect(staticIpStatusLabel(en, 9)).toBe("9");
    expect(anomalyReasonLabel(zh, "amount-mismatch")).toBe("实付金额与订单不符");
    expect(certificationDecisionLabel(zh, "reject")).toBe("驳回");
    expect(certificationDecisionLabel(en, "approve")).toBe("Approved");
  });

  it("says why a provider refused a refund, its words kept, and shows other recorded errors as they are", () => {
    expect(refundProblem(zh, "refused: TRADE_HAS_FINISHED")).toBe("渠道拒绝：TRADE_HAS_FINISHED");
    expect(refundProblem(en, "refused: TRADE_HAS_FINISHED")).toBe("refused: TRADE_HAS_FINISHED");
    expect(refundProblem(zh, "connect ETIMEDOUT")).toBe("connect ETIMEDOUT");
  });

  it("says what an order bought, a renewal as a renewal, with the right plural", () => {
    const order = { trafficGb: null, giftGb: null, ipCount: 1, days: 30 } as const;
    expect(productText({ ...order, kind: "static" }, en)).toBe("1 static IP × 30 days");
    expect(productText({ ...order, kind: "static", ipCount: 2, renewal: true }, en)).toBe(
      "Renewal of 2 static IPs × 30 days",
    );
    expect(productText({ ...order, kind: "static", renewal: true }, zh)).toBe("续费静态 IP 1 个 × 30 天");
    expect(productText({ kind: "recharge", trafficGb: 10, giftGb: 2, ipCount: null, days: null }, zh)).toBe(
      "流量 10 GB（赠送 2 GB）",
    );
    expect(productText({ kind: "recharge", trafficGb: 1, giftGb: 0, ipCount: null, days: null }, en)).toBe(
      "1 GB traffic",
    );
  });
});
