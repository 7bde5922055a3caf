import type {
  BankTransferInfo,
  ConsoleBankAccount,
  ConsoleOrderDetail,
  MemberMessagePage,
  PayInfo,
  RechargeOrder,
  UnreadCount,
} from "@shop/contract";
import { bankTransferReferenceAlphabet } from "@shop/contract";
import { tables } from "@shop/db";
import { testDatabaseKinds } from "@shop/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyLedger } from "../src/ops/ledger-verify.ts";
import { type ApiClient, startWithApi } from "./auth-helpers.ts";
import { type ConsoleClient, loggedInConsole } from "./console-helpers.ts";
import { quickMembers } from "./orders-helpers.ts";
import { lastAudit } from "./service-helpers.ts";
import type { TestServer } from "./test-server.ts";

/**
 * Bank transfer (对公转账) from checkout to crediting, and the message centre (站内信): the member
 * chooses it and gets the seller's account and a reference, the order waits 7 days, one finance
 * operator records the money and another confirms it; the member finds the confirmation as a message.
 */
describe.each(testDatabaseKinds())("bank transfer and messages (%s)", (kind) => {
  let server: TestServer;
  let api: ApiClient;
  let owner: ConsoleClient;
  beforeAll(async () => {
    ({ server, api } = await startWithApi(kind));
    ({ client: owner } = await loggedInConsole(server, "owner"));
    const before = await owner.get<ConsoleBankAccount>("/ops-api/site/bank-account");
    // The demo seller (receipts) is seeded without an account number: bank transfer is off until one is saved.
    expect(before.data).toMatchObject({ accountNumber: "", sellerTaxId: "91350203MA8Y7K2Q44", version: 1 });
    const saved = await owner.post<ConsoleBankAccount>("/ops-api/site/bank-account/save", {
      accountName: "上海示例网络科技有限公司",
      accountNameEn: "Shanghai Example Network Technology Co., Ltd.",
      bankName: "招商银行上海分行",
      bankNameEn: "China Merchants Bank, Shanghai Branch",
      accountNumber: "1219 0000 1234 5678",
      note: "请在转账备注中填写识别码",
      noteEn: "Write the reference in the transfer's remarks",
      version: before.data.version,
    });
    expect(saved.code, saved.msg).toBe(0);
    // A save without the seller's details (an older client) leaves them as they were.
    expect(saved.data).toMatchObject({ version: 2, sellerTaxId: "91350203MA8Y7K2Q44" });
  });
  afterAll(() => server?.close());

  const balanceOf = async (token: string) =>
    (await api.get<{ limitBalance: number }>("/app-api/ip/member-user/get", { token })).data.limitBalance;

  async function bankOrder(trafficGb: number) {
    const [token] = (await quickMembers(server, 1)) as [string];
    const order = (await api.post<RechargeOrder>("/app-api/ip/recharge-order/create", { trafficGb }, { token })).data;
    const chosen = await api.post<BankTransferInfo>(
      "/app-api/order/bankTransfer",
      { orderType: "recharge", id: order.id },
      { token, language: "zh-CN" },
    );
    expect(chosen.code, chosen.msg).toBe(0);
    return { token, order, info: chosen.data };
  }

  it("gives the member the seller's account in their language, a short unambiguous reference and 7 days", async () => {
    const { token, order, info } = await bankOrder(2);
    expect(info.account).toEqual({
      accountName: "上海示例网络科技有限公司",
      bankName: "招商银行上海分行",
      accountNumber: "1219 0000 1234 5678",
      note: "请在转账备注中填写识别码",
    });
    expect(info.reference).toMatch(new RegExp(`^[${bankTransferReferenceAlphabet}]{8}$`));
    expect(info.amount).toBe(order.amount);
    const days = (Date.parse(info.deadline) - Date.now()) / (24 * 3600_000);
    expect(days).toBeGreaterThan(6.9);

    // The pay page (English) shows the same transfer; choosing again keeps the same reference.
    const payInfo = await api.get<PayInfo>(`/app-api/order/getPayInfo?orderType=recharge&id=${order.id}`, { token });
    expect(payInfo.data).toMatchObject({
      status: "waiting",
      bankTransferAvailable: true,
      bankTransfer: {
        reference: info.reference,
        account: {
          accountName: "Shanghai Example Network Technology Co., Ltd.",
          bankName: "China Merchants Bank, Shanghai Branch",
        },
      },
    });
    const again = await api.post<BankTransferInfo>(
      "/app-api/order/bankTransfer",
      { orderType: "recharge", id: order.id },
      { token },
    );
    expect(again.data.reference).toBe(info.reference);

    // The unpaid-order job leaves it open: its deadline is the transfer's, not the usual 30 minutes.
    await server.services.payments.closeOverdueOrders();
    const status = await api.get<{ status: string }>(`/app-api/ip/recharge-order/getStatus/${order.id}`, { token });
    expect(status.data.status).toBe("waiting");
    expect(await balanceOf(token)).toBe(0);
  });

  it("refuses a top-up by bank transfer with a translated error", async () => {
    const [token] = (await quickMembers(server, 1)) as [string];
    const answer = await api.post(
      "/app-api/order/bankTransfer",
      { orderType: "topup", id: 1 },
      { token, language: "zh-CN" },
    );
    expect(answer).toMatchObject({ code: 400, msg: "对公转账仅适用于流量订单和静态 IP 订单" });
  });

  it("credits a recorded transfer only when a second operator confirms it, once, and tells the member in the message centre", async () => {
    const { token, order, info } = await bankOrder(3);
    const { client: recorder } = await loggedInConsole(server, "finance");
    const { client: confirmer } = await loggedInConsole(server, "finance");
    const recorded = await recorder.post<ConsoleOrderDetail>("/ops-api/orders/mark-paid", {
      kind: "recharge",
      id: order.id,
      bankReference: `CMB-${Date.now()}`,
      reason: "statement line 14",
      amountFen: order.amount,
      payerName: "示例贸易有限公司",
      receivedOn: "2026-11-27",
    });
    expect(recorded.code, recorded.msg).toBe(0);
    expect(recorded.data.memberBankReference).toBe(info.reference);
    expect(recorded.data.bankTransfer).toMatchObject({ payerName: "示例贸易有限公司", receivedOn: "2026-11-27" });

    const decide = { kind: "recharge", id: order.id, decision: "confirm" };
    const self = await recorder.post("/ops-api/orders/mark-paid/decide", decide, { language: "zh-CN" });
    expect(self).toMatchObject({ code: 403, msg: "银行转账须由登记人以外的另一位操作员确认或驳回" });
    expect(await balanceOf(token)).toBe(0);

    const confirmed = await confirmer.post<ConsoleOrderDetail>("/ops-api/orders/mark-paid/decide", decide);
    expect(confirmed.code, confirmed.msg).toBe(0);
    expect(confirmed.data.order).toMatchObject({ status: "paid", paymentMethod: "bank" });
    expect(await balanceOf(token)).toBe(3 * 1024 ** 3);
    expect((await confirmer.post("/ops-api/orders/mark-paid/decide", decide)).code).toBe(404);
    expect(await balanceOf(token)).toBe(3 * 1024 ** 3);

    const audit = await server.database.db
      .select()
      .from(tables.auditLog)
      .where(eq(tables.auditLog.recordId, String(order.id)));
    expect(audit.map((row) => `${row.action}:${row.outcome}`)).toEqual(
      expect.arrayContaining(["order.mark-paid-request:ok", "order.mark-paid-confirm:refused", "order.mark-paid:ok"]),
    );

    const messages = await api.get<MemberMessagePage>("/app-api/member/messages", { token, language: "zh-CN" });
    expect(messages.data.unread).toBe(1);
    expect(messages.data.list[0]).toMatchObject({
      kind: "bank-transfer-confirmed",
      title: `订单 ${order.orderNo} 的对公转账已到账`,
      read: false,
    });
    expect(messages.data.list[0]?.text).toContain(info.reference);
    const english = await api.get<MemberMessagePage>("/app-api/member/messages", { token });
    expect(english.data.list[0]?.title).toBe(`Bank transfer received for order ${order.orderNo}`);
    const read = await api.post<UnreadCount>(
      "/app-api/member/messages/read",
      { id: messages.data.list[0]?.id },
      { token },
    );
    expect(read.data).toEqual({ unread: 0 });
    expect((await api.get<MemberMessagePage>("/app-api/member/messages", { token })).data.list[0]?.read).toBe(true);
    expect((await verifyLedger(server.database.db)).problems).toEqual([]);
  });

  it("keeps a transfer of a different amount as a mismatch with its reason, never credited", async () => {
    const { token, order } = await bankOrder(1);
    const { client: recorder } = await loggedInConsole(server, "finance");
    const { client: confirmer } = await loggedInConsole(server, "finance");
    const recorded = await recorder.post("/ops-api/orders/mark-paid", {
      kind: "recharge",
      id: order.id,
      bankReference: `ICBC-${Date.now()}`,
      reason: "statement",
      amountFen: order.amount - 1,
      payerName: "Someone",
      receivedOn: "2026-11-27",
    });
    expect(recorded.code, recorded.msg).toBe(0);
    const refused = await confirmer.post("/ops-api/orders/mark-paid/decide", {
      kind: "recharge",
      id: order.id,
      decision: "confirm",
    });
    expect(refused.code).toBe(400);
    expect(refused.msg).toContain("Not credited");
    expect(await balanceOf(token)).toBe(0);
    const detail = await confirmer.get<ConsoleOrderDetail>(`/ops-api/orders/recharge/${order.id}`);
    expect(detail.data.order.status).toBe("waiting");
    expect(detail.data.bankTransfer).toBeNull();
    expect(detail.data.bankTransferMismatches?.[0]?.note).toMatch(/^amount-mismatch/);
  });

  it("saves the seller's address and unified social credit code, checked as invoices check it, audited", async () => {
    const current = (await owner.get<ConsoleBankAccount>("/ops-api/site/bank-account")).data;
    const save = (changes: Record<string, string>, language: string) =>
      owner.post<ConsoleBankAccount>(
        "/ops-api/site/bank-account/save",
        { ...current, ...changes, version: current.version },
        { language },
      );
    // A wrong check character (the last one), and an address too long: translated refusals, nothing saved.
    expect(await save({ sellerTaxId: "91350203MA8Y7K2Q45" }, "zh-CN")).toMatchObject({
      code: 400,
      msg: "统一社会信用代码应为 18 位且校验位正确，请对照营业执照核实",
    });
    expect(await save({ sellerTaxId: "9135020" }, "en")).toMatchObject({
      code: 400,
      msg: "The unified social credit code is 18 characters with a valid check character. Check it against the business licence",
    });
    expect(await save({ sellerAddressEn: "x".repeat(201) }, "en")).toMatchObject({
      code: 400,
      msg: "The seller's address is at most 200 characters",
    });
    expect(await save({ sellerAddress: "地".repeat(201) }, "zh-CN")).toMatchObject({
      code: 400,
      msg: "销售方地址最多 200 个字",
    });
    expect((await owner.get<ConsoleBankAccount>("/ops-api/site/bank-account")).data.version).toBe(current.version);

    // Lower case and spaces are normalised as on an invoice request; empty takes a detail off.
    const saved = await save(
      { sellerAddress: " 上海市浦东新区示例路 1 号 ", sellerAddressEn: "", sellerTaxId: " 91350203ma2xy3nj0r " },
      "en",
    );
    expect(saved.code, saved.msg).toBe(0);
    expect(saved.data).toMatchObject({
      sellerAddress: "上海市浦东新区示例路 1 号",
      sellerAddressEn: "",
      sellerTaxId: "91350203MA2XY3NJ0R",
      version: current.version + 1,
    });
    const audit = await lastAudit(server.database.db, "sites.bank-account.update");
    expect(audit?.before).toEqual({
      sellerAddress: current.sellerAddress,
      sellerAddressEn: current.sellerAddressEn,
      sellerTaxId: current.sellerTaxId,
    });
    expect(audit?.after).toEqual({
      sellerAddress: "上海市浦东新区示例路 1 号",
      sellerAddressEn: "",
      sellerTaxId: "91350203MA2XY3NJ0R",
    });
  });

  it("refuses bad input with a translated error and changes nothing", async () => {
    const { order } = await bankOrder(1);
    const { client: recorder } = await loggedInConsole(server, "finance");
    const bad = await recorder.post(
      "/ops-api/orders/mark-paid",
      { kind: "recharge", id: order.id, bankReference: "CMB-12345", reason: "x", receivedOn: "27/11/2026" },
      { language: "zh-CN" },
    );
    expect(bad).toMatchObject({ code: 400, msg: "请按 YYYY-MM-DD 格式填写到账日期" });
    const detail = await recorder.get<ConsoleOrderDetail>(`/ops-api/orders/recharge/${order.id}`);
    expect(detail.data.bankTransfer).toBeNull();
  });

  it("sends an announcement to a segment's message centre in both languages; mark all read", async () => {
    const [verifiedToken, plainToken] = (await quickMembers(server, 2)) as [string, string];
    const meOf = async (token: string) =>
      (await api.get<{ id: number }>("/app-api/ip/member-user/get", { token })).data.id;
    await server.database.db
      .update(tables.members)
      .set({ certificationStatus: 3 })
      .where(eq(tables.members.id, await meOf(verifiedToken)));
    const { client: finance } = await loggedInConsole(server, "finance");
    const body = {
      title: "系统维护通知",
      titleEn: "Scheduled maintenance",
      body: "本周六凌晨 2:00–4:00 进行系统维护。",
      bodyEn: "Maintenance on Saturday 02:00–04:00 (UTC+8).",
      segment: "verified",
    };
    expect((await finance.post("/ops-api/announcements/send", body)).code).toBe(403);
    const sent = await owner.post<{ recipients: number }>("/ops-api/announcements/send", body);
    expect(sent.code, sent.msg).toBe(0);
    expect(sent.data.recipients).toBeGreaterThanOrEqual(1);

    const zh = await api.get<MemberMessagePage>("/app-api/member/messages", {
      token: verifiedToken,
      language: "zh-CN",
    });
    expect(zh.data.list[0]).toMatchObject({ kind: "announcement", title: "系统维护通知", read: false });
    const en = await api.get<MemberMessagePage>("/app-api/member/messages", { token: verifiedToken });
    expect(en.data.list[0]).toMatchObject({ title: "Scheduled maintenance", text: body.bodyEn });
    expect((await api.get<UnreadCount>("/app-api/member/messages/unread", { token: plainToken })).data.unread).toBe(0);
    expect(
      (await api.post<UnreadCount>("/app-api/member/messages/read-all", {}, { token: verifiedToken })).data.unread,
    ).toBe(0);
    expect((await api.get<UnreadCount>("/app-api/member/messages/unread", { token: verifiedToken })).data.unread).toBe(
      0,
    );
    const someoneElses = await api.post(
      "/app-api/member/messages/read",
      { id: zh.data.list[0]?.id },
      { token: plainToken },
    );
    expect(someoneElses.code).toBe(404);
  });

  it("sends an announcement only to the members listed by mobile or e-mail; a bad list changes nothing", async () => {
    const [listedToken, emailToken, otherToken] = (await quickMembers(server, 3)) as [string, string, string];
    // The member's own answer masks the mobile: read the account from the database.
    const me = async (token: string) => {
      const { id } = (await api.get<{ id: number }>("/app-api/ip/member-user/get", { token })).data;
      const [row] = await server.database.db.select().from(tables.members).where(eq(tables.members.id, id));
      return { id, mobile: row?.mobile ?? "" };
    };
    const listed = await me(listedToken);
    const byEmail = await me(emailToken);
    const email = `Listed-${byEmail.id}@example.com`;
    await server.database.db
      .update(tables.members)
      .set({ email: email.toLowerCase() })
      .where(eq(tables.members.id, byEmail.id));
    const body = {
      title: "专属通知",
      titleEn: "A note for you",
      body: "您的专属线路已开通。",
      bodyEn: "Your dedicated line is ready.",
      segment: "members",
      accounts: `${listed.mobile}，${email}\n${listed.mobile}`,
    };
    const sent = await owner.post<{ recipients: number; segment: string }>("/ops-api/announcements/send", body);
    expect(sent.code, sent.msg).toBe(0);
    expect(sent.data).toMatchObject({ recipients: 2, segment: "members" });
    for (const token of [listedToken, emailToken]) {
      const en = await api.get<MemberMessagePage>("/app-api/member/messages", { token });
      expect(en.data.list[0]).toMatchObject({ kind: "announcement", title: "A note for you", read: false });
    }
    expect((await api.get<UnreadCount>("/app-api/member/messages/unread", { token: otherToken })).data.unread).toBe(0);

    const countBefore = (await owner.get<{ list: unknown[] }>("/ops-api/announcements")).data.list.length;
    for (const accounts of [undefined, " ,\n ", Array.from({ length: 201 }, (_, i) => `1390000${i}`).join(",")]) {
      const bad = await owner.post("/ops-api/announcements/send", { ...body, accounts }, { language: "zh-CN" });
      expect(bad).toMatchObject({ code: 400, msg: "请填写会员的手机号或邮箱（1 至 200 个），用逗号或换行分隔" });
    }
    expect((await owner.get<{ list: unknown[] }>("/ops-api/announcements")).data.list.length).toBe(countBefore);
  });

  it("names exactly the listed accounts that match no member, before sending and in the result; none matching sends nothing", async () => {
    const [listedToken] = (await quickMembers(server, 1)) as [string];
    const { id } = (await api.get<{ id: number }>("/app-api/ip/member-user/get", { token: listedToken })).data;
    const [row] = await server.database.db.select().from(tables.members).where(eq(tables.members.id, id));
    const mobile = row?.mobile ?? "";
    const strangers = ["13900000001", "Nobody-Here@Example.com"];
    const accounts = `${mobile}, ${strangers[0]}\n${strangers[1]}`;

    const checked = await owner.post<{ listed: number; matched: number; unmatched: string[] }>(
      "/ops-api/announcements/check-accounts",
      { accounts },
    );
    expect(checked).toMatchObject({
      code: 0,
      data: { listed: 3, matched: 1, unmatched: ["13900000001", "nobody-here@example.com"] },
    });
    const badCheck = await owner.post("/ops-api/announcements/check-accounts", { accounts: " , " }, { language: "en" });
    expect(badCheck).toMatchObject({
      code: 400,
      msg: "List the members' mobile numbers or e-mail addresses (1 to 200), separated by commas or new lines",
    });

    const body = {
      title: "部分通知",
      titleEn: "A partial note",
      body: "正文",
      bodyEn: "Text",
      segment: "members",
      accounts,
    };
    const sent = await owner.post<{ recipients: number; unmatched: string[] }>("/ops-api/announcements/send", body);
    expect(sent).toMatchObject({
      code: 0,
      data: { recipients: 1, unmatched: ["13900000001", "nobody-here@example.com"] },
    });
    const everyone = await owner.post<{ unmatched: string[] }>("/ops-api/announcements/send", {
      ...body,
      segment: "all",
    });
    expect(everyone.data.unmatched).toEqual([]);

    const countBefore = (await owner.get<{ list: unknown[] }>("/ops-api/announcements")).data.list.length;
    const none = await owner.post(
      "/ops-api/announcements/send",
      { ...body, accounts: strangers.join(",") },
      { language: "zh-CN" },
    );
    expect(none).toMatchObject({ code: 400, msg: "所列账号均不是会员，未发送：13900000001, nobody-here@example.com" });
    const noneEn = await owner.post(
      "/ops-api/announcements/send",
      { ...body, accounts: strangers.join(",") },
      { language: "en" },
    );
    expect(noneEn.msg).toBe(
      "None of the listed accounts is a member, so nothing was sent: 13900000001, nobody-here@example.com",
    );
    expect((await owner.get<{ list: unknown[] }>("/ops-api/announcements")).data.list.length).toBe(countBefore);
  });

  it.skipIf(kind !== "postgres")(
    "two operators confirming a recorded transfer at the same moment credit it once",
    async () => {
      const { token, order } = await bankOrder(2);
      const { client: recorder } = await loggedInConsole(server, "finance");
      const confirmers = await Promise.all([1, 2, 3].map(() => loggedInConsole(server, "finance")));
      await recorder.post("/ops-api/orders/mark-paid", {
        kind: "recharge",
        id: order.id,
        bankReference: `ABC-${Date.now()}`,
        reason: "transfer",
        amountFen: order.amount,
        payerName: "Payer",
        receivedOn: "2026-11-27",
      });
      const answers = await Promise.all(
        confirmers.map(({ client }) =>
          client.post("/ops-api/orders/mark-paid/decide", { kind: "recharge", id: order.id, decision: "confirm" }),
        ),
      );
      expect(answers.filter((answer) => answer.code === 0)).toHaveLength(1);
      expect(answers.every((answer) => answer.code < 500)).toBe(true);
      expect(await balanceOf(token)).toBe(2 * 1024 ** 3);
      const messages = await api.get<MemberMessagePage>("/app-api/member/messages", { token });
      expect(messages.data.list.filter((m) => m.kind === "bank-transfer-confirmed")).toHaveLength(1);
      expect((await verifyLedger(server.database.db)).problems).toEqual([]);
    },
  );
});
