import type { ConsoleCoupon, Locale, PayAnswer, RechargeOrder } from "@shop/contract";
import { tables } from "@shop/db";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatMoney } from "../src/modules/commerce/receipts/receipt-pdf.ts";
import { apiClient } from "./auth-helpers.ts";
import { loggedInConsole } from "./console-helpers.ts";
import { paymentCalls } from "./orders-helpers.ts";
import { makeMembers, type TestMember } from "./proxy-centre-helpers.ts";
import { startTestServer, type TestServer } from "./test-server.ts";

const hour = 3600_000;

async function pdfText(bytes: ArrayBuffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes.slice(0))), { mergePages: true });
  // A long label may wrap onto a second line.
  return text.replace(/\s+/g, " ");
}

/** Issue #31: the receipt of a paid order, as a PDF whose text (Chinese included) can be read back. */
describe("order receipts (pglite)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer("pglite");
    await server.database.db.insert(tables.shopBankAccount).values({
      id: 1,
      accountName: "厦门示例网络科技有限公司",
      accountNameEn: "Xiamen Example Network Technology Co., Ltd.",
      bankName: "招商银行厦门分行",
      bankNameEn: "China Merchants Bank, Xiamen",
      accountNumber: "6225880000000000",
    });
  });
  afterAll(() => server?.close());

  it("a paid order's receipt in both languages: number, items, coupon, fee, total, trade number; others get 404", async () => {
    const { client: ops } = await loggedInConsole(server, "owner");
    const code = `RCPT${Date.now().toString(36).toUpperCase()}`;
    const coupon = await ops.post<ConsoleCoupon>("/ops-api/growth/coupons/create", {
      code,
      name: "Receipt",
      kind: "fixed",
      amountOff: 300,
      percentOff: null,
      products: [],
      minAmount: 0,
      startsAt: new Date(Date.now() - hour).toISOString(),
      endsAt: new Date(Date.now() + 24 * hour).toISOString(),
      totalUses: null,
      usesPerMember: 1,
      firstOrderOnly: false,
    });
    expect(coupon.code, coupon.msg).toBe(0);
    const [member, stranger] = (await makeMembers(server, 2, { certified: false })) as [TestMember, TestMember];
    const api = apiClient(server);
    const token = member.token;
    const order = await api.post<RechargeOrder>(
      "/app-api/ip/recharge-order/create",
      { trafficGb: 10, couponCode: code },
      { token },
    );
    expect(order.code, order.msg).toBe(0);
    const receiptUrl = `${server.baseUrl}/app-api/order/receipt?orderType=recharge&id=${order.data.id}`;
    const download = (who: string, language: Locale) =>
      fetch(receiptUrl, { headers: { authorization: `Bearer ${who}`, "accept-language": language } });

    // Not paid yet: refused in the member's language, no file.
    const early = await download(token, "zh-CN");
    expect(early.headers.get("content-type")).not.toContain("pdf");
    expect(await early.json()).toMatchObject({ code: 400, msg: "订单支付后才能下载收据" });

    const pay = await api.post<PayAnswer>("/app-api/order/pay", { id: order.data.id, method: "alipay" }, { token });
    await paymentCalls(server).sandbox("/sandbox/alipay/hooks/pay", { pay_url: pay.data.payUrl });
    const paid = (await api.get<RechargeOrder>(`/app-api/order/getRechargeOrderInfo?id=${order.data.id}`, { token }))
      .data;
    expect(paid.status).toBe("paid");
    const [attempt] = await server.database.db.select().from(tables.paymentAttempts);
    const tradeNo = attempt?.providerTradeNo ?? "";
    expect(tradeNo).not.toBe("");

    const zh = await download(token, "zh-CN");
    expect(zh.status).toBe(200);
    expect(zh.headers.get("content-type")).toBe("application/pdf");
    expect(zh.headers.get("content-disposition")).toBe(`attachment; filename="receipt-${paid.orderNo}.pdf"`);
    const zhBytes = await zh.arrayBuffer();
    expect(Buffer.from(zhBytes).subarray(0, 5).toString()).toBe("%PDF-");
    // The font is embedded as a subset: a receipt stays small.
    expect(zhBytes.byteLength).toBeLessThan(150_000);
    const zhText = await pdfText(zhBytes);
    const zhMoney = (fen: number) => formatMoney(fen, "CNY", "zh-CN");
    for (const expected of [
      "付款收据",
      "订单号",
      paid.orderNo,
      "厦门示例网络科技有限公司",
      "动态住宅流量",
      "小计",
      zhMoney(paid.coupon?.listPrice ?? 0),
      `优惠券抵扣（${code}）`,
      `−${zhMoney(300)}`,
      "支付手续费",
      zhMoney(paid.handlingFee ?? 0),
      "实付金额",
      zhMoney(paid.payAmount ?? 0),
      "所有金额以 CNY 计",
      "支付宝（电脑网站）",
      tradeNo,
    ]) {
      expect(zhText, expected).toContain(expected);
    }

    const enText = await pdfText(await (await download(token, "en")).arrayBuffer());
    const enMoney = (fen: number) => formatMoney(fen, "CNY", "en");
    for (const expected of [
      "Payment receipt",
      "Order no.",
      paid.orderNo,
      "Xiamen Example Network Technology Co., Ltd.",
      `Coupon discount (${code})`,
      "Payment fee",
      `Total paid`,
      enMoney(paid.payAmount ?? 0),
      "All amounts in CNY.",
      "Alipay (website)",
      tradeNo,
    ]) {
      expect(enText, expected).toContain(expected);
    }
    expect(enText).not.toContain("订单");

    // Another member, and a made-up order: the API's "not found", never the file.
    const theirs = await download(stranger.token, "en");
    expect(theirs.headers.get("content-type")).not.toContain("pdf");
    expect(await theirs.json()).toMatchObject({ code: 404 });
    const none = await fetch(`${server.baseUrl}/app-api/order/receipt?orderType=static&id=${order.data.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await none.json()).toMatchObject({ code: 404 });
    const anonymous = await fetch(receiptUrl);
    expect(anonymous.headers.get("content-type")).not.toContain("pdf");
  });
});
