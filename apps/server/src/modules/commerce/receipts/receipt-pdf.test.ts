import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { type ReceiptContent, renderReceiptPdf } from "./receipt-pdf.ts";

const base: ReceiptContent = {
  locale: "en",
  orderNo: "S20261128080000123456",
  orderedAt: new Date("2026-11-28T07:58:00Z"),
  paidAt: new Date("2026-11-28T08:00:00Z"),
  currency: "USD",
  seller: {
    name: "厦门示例网络科技有限公司",
    siteName: "CloudStack Proxy",
    email: "billing@example.com",
    icpNumber: null,
    address: null,
    taxId: null,
  },
  buyer: "buyer@example.com",
  lines: [
    {
      description: "Static residential ISP, 日本东京",
      detail: "3 IPs × 30 days",
      quantity: 3,
      unit: "IP",
      unitPrice: 450,
      amount: 1350,
    },
  ],
  subtotal: 1350,
  discount: null,
  fee: 69,
  total: 1419,
  refunded: 500,
  payment: {
    channel: "Card (Stripe)",
    providerTradeNo: "pi_3Example",
    outTradeNo: "P2026112808000012345",
    split: null,
  },
  generatedAt: new Date("2026-11-28T09:00:00Z"),
  timeZone: "Asia/Shanghai",
};

async function textOf(content: ReceiptContent): Promise<string> {
  const bytes = await renderReceiptPdf(content);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s+/g, " ");
}

describe("receipt PDF", () => {
  it("a USD static order, refunded in part: dollars, Beijing time, the refund and Chinese names kept as text", async () => {
    const text = await textOf(base);
    for (const expected of [
      "S20261128080000123456",
      "2026-11-28 16:00",
      "Times are Beijing time",
      "3 IP $4.50 $13.50",
      "Payment fee $0.69",
      "Total paid $14.19",
      "Refunded −$5.00",
      "Paid, refunded in part",
      "All amounts in USD.",
      "厦门示例网络科技有限公司",
      "日本东京",
      "pi_3Example",
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it("in Chinese, US dollars read as US$ and the labels are Chinese", async () => {
    const text = await textOf({ ...base, locale: "zh-CN", refunded: 0 });
    expect(text).toContain("实付金额 US$14.19");
    expect(text).toContain("时间均为北京时间");
    expect(text).not.toContain("已退款");
  });
});
