import type { ConsoleBankAccount, ConsoleCoupon, Locale } from "@shop/contract";
import { tables } from "@shop/db";
import { testDatabaseKinds } from "@shop/db/testing";
import { and, eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatMoney } from "../src/modules/commerce/receipts/receipt-pdf.ts";
import { loggedInConsole } from "./console-helpers.ts";
import { memberPaysOrder } from "./paid-order-helpers.ts";
import { makeMembers, type TestMember } from "./proxy-centre-helpers.ts";
import { startTestServer, type TestServer } from "./test-server.ts";

const hour = 3600_000;

async function pdfText(bytes: ArrayBuffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes.slice(0))), { mergePages: true });
  // A long label may wrap onto a second line.
  return text.replace(/\s+/g, " ");
}

/** Issue #31: the receipt of a paid order, as a PDF whose text (Chinese included) can be read back. */
describe.each(testDatabaseKinds())("order receipts (%s)", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
    // The seller's details as an operator saves them in the console's site settings.
    const { client: owner } = await loggedInConsole(server, "owner");
    const current = await owner.get<ConsoleBankAccount>("/ops-api/site/bank-account");
    const saved = await owner.post<ConsoleBankAccount>("/ops-api/site/bank-account/save", {
      ...current.data,
      accountName: "厦门示例网络科技有限公司",
      accountNameEn: "Xiamen Example Network Technology Co., Ltd.",
      bankName: "招商银行厦门分行",
      bankNameEn: "China Merchants Bank, Xiamen",
      accountNumber: "6225880000000000",
      sellerAddress: "福建省厦门市思明区示例路 1 号",
      sellerAddressEn: "1 Example Road, Siming District, Xiamen",
      sellerTaxId: "91350203MA2XY3NJ0R",
    });
    expect(saved.code, saved.msg).toBe(0);
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
    const [stranger] = (await makeMembers(server, 1, { certified: false })) as [TestMember];
    let receiptUrl = "";
    const download = (who: string, language: Locale) =>
      fetch(receiptUrl, { headers: { authorization: `Bearer ${who}`, "accept-language": language } });
    const { token, order: paid } = await memberPaysOrder(server, {
      couponCode: code,
      async beforePay(order, token) {
        receiptUrl = `${server.baseUrl}/app-api/order/receipt?orderType=recharge&id=${order.id}`;
        // Not paid yet: refused in the member's language, no file.
        const early = await download(token, "zh-CN");
        expect(early.headers.get("content-type")).not.toContain("pdf");
        expect(await early.json()).toMatchObject({ code: 400, msg: "订单支付后才能下载收据" });
      },
    });
    const [attempt] = await server.database.db
      .select()
      .from(tables.paymentAttempts)
      .where(and(eq(tables.paymentAttempts.orderKind, "recharge"), eq(tables.paymentAttempts.orderId, paid.id)));
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
      "地址: 福建省厦门市思明区示例路 1 号",
      "统一社会信用代码: 91350203MA2XY3NJ0R",
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
      "Address: 1 Example Road, Siming District, Xiamen",
      "Unified social credit code: 91350203MA2XY3NJ0R",
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
    const none = await fetch(`${server.baseUrl}/app-api/order/receipt?orderType=static&id=${paid.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await none.json()).toMatchObject({ code: 404 });
    const anonymous = await fetch(receiptUrl);
    expect(anonymous.headers.get("content-type")).not.toContain("pdf");
  });
  it("an order paid partly from the balance and the rest by Alipay: both parts, the trade number and the whole total", async () => {
    const part = 1_500;
    const { token, order, pay } = await memberPaysOrder(server, { trafficGb: 2, balancePartFen: part });
    // Alipay was asked only for the rest and its fee.
    expect(pay.amount).toBe(order.amount - part);
    const [attempt] = await server.database.db
      .select()
      .from(tables.paymentAttempts)
      .where(and(eq(tables.paymentAttempts.orderKind, "recharge"), eq(tables.paymentAttempts.orderId, order.id)));
    const tradeNo = attempt?.providerTradeNo ?? "";
    expect(tradeNo).not.toBe("");
    const textIn = async (language: Locale) => {
      const answer = await fetch(`${server.baseUrl}/app-api/order/receipt?orderType=recharge&id=${order.id}`, {
        headers: { authorization: `Bearer ${token}`, "accept-language": language },
      });
      expect(answer.headers.get("content-type")).toBe("application/pdf");
      return pdfText(await answer.arrayBuffer());
    };
    const whole = part + pay.total;
    // The order list says the same: paid in total, of which this much from the balance.
    const page = await fetch(`${server.baseUrl}/app-api/ip/recharge-order/page?pageNo=1&pageSize=10`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const listed = ((await page.json()) as { data: { list: Array<Record<string, unknown>> } }).data.list;
    expect(listed.find((row) => row.id === order.id)).toMatchObject({ payAmount: whole, balancePaid: part });

    const en = await textIn("en");
    const enMoney = (fen: number) => formatMoney(fen, "CNY", "en");
    for (const expected of [
      `Subtotal ${enMoney(order.amount)}`,
      `Payment fee ${enMoney(pay.handlingFee)}`,
      `Total paid ${enMoney(whole)}`,
      `Paid from account balance ${enMoney(part)}`,
      `Paid with Alipay (website) ${enMoney(pay.total)}`,
      `Provider's trade no. ${tradeNo}`,
      "Address: 1 Example Road, Siming District, Xiamen",
      "Unified social credit code: 91350203MA2XY3NJ0R",
    ]) {
      expect(en, expected).toContain(expected);
    }

    const zh = await textIn("zh-CN");
    const zhMoney = (fen: number) => formatMoney(fen, "CNY", "zh-CN");
    for (const expected of [
      `实付金额 ${zhMoney(whole)}`,
      `账户余额支付 ${zhMoney(part)}`,
      `支付宝（电脑网站）支付 ${zhMoney(pay.total)}`,
      `支付平台交易号 ${tradeNo}`,
      "地址: 福建省厦门市思明区示例路 1 号",
      "统一社会信用代码: 91350203MA2XY3NJ0R",
    ]) {
      expect(zh, expected).toContain(expected);
    }
  });

  it("leaves the address and the code off cleanly when the settings have none", async () => {
    const { client: owner } = await loggedInConsole(server, "owner");
    const current = (await owner.get<ConsoleBankAccount>("/ops-api/site/bank-account")).data;
    const cleared = await owner.post<ConsoleBankAccount>("/ops-api/site/bank-account/save", {
      ...current,
      sellerAddress: "",
      sellerAddressEn: "",
      sellerTaxId: "",
    });
    expect(cleared.code, cleared.msg).toBe(0);
    const { token, order } = await memberPaysOrder(server, { trafficGb: 1 });
    const answer = await fetch(`${server.baseUrl}/app-api/order/receipt?orderType=recharge&id=${order.id}`, {
      headers: { authorization: `Bearer ${token}`, "accept-language": "en" },
    });
    const text = await pdfText(await answer.arrayBuffer());
    expect(text).toContain("Xiamen Example Network Technology Co., Ltd.");
    expect(text).not.toContain("Address");
    expect(text).not.toContain("Unified social credit code");
    expect(text).not.toContain("account balance");
    expect(text).toContain("Paid with Alipay (website)");
    // Restored for the other tests of this file.
    const restored = await owner.post<ConsoleBankAccount>("/ops-api/site/bank-account/save", {
      ...current,
      version: cleared.data.version,
    });
    expect(restored.code, restored.msg).toBe(0);
  });
});
