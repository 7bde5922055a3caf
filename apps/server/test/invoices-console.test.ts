import { request as httpRequest } from "node:http";
import { tables } from "@shop/db";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "./auth-helpers.ts";
import { type ConsoleClient, loggedInConsole } from "./console-helpers.ts";
import { tinyPdf } from "./invoice-helpers.ts";
import { makeMembers, type TestMember } from "./proxy-centre-helpers.ts";
import { startTestServer, type TestServer } from "./test-server.ts";

/** Posts one file as multipart part "file" to the console, as the console page's upload does. */
function uploadPdf(server: TestServer, client: ConsoleClient, path: string, bytes: Buffer) {
  const port = Number(new URL(server.baseUrl).port);
  const host = `ops.localhost:${port}`;
  const boundary = "----invoice-test-boundary";
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="fapiao.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return new Promise<{ code: number; msg: string; data: { status: string; hasPdf: boolean; invoiceNo: string } }>(
    (resolve, reject) => {
      const req = httpRequest(
        {
          host: "127.0.0.1",
          port,
          method: "POST",
          path,
          headers: {
            host,
            origin: `http://${host}`,
            cookie: client.cookie ?? "",
            "content-type": `multipart/form-data; boundary=${boundary}`,
            "content-length": String(body.length),
            "accept-language": "en",
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => resolve(JSON.parse(Buffer.concat(chunks).toString("utf8"))));
        },
      );
      req.on("error", reject);
      req.end(body);
    },
  );
}

describe("invoice amounts and finance's console queue (pglite)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer("pglite");
  });
  afterAll(() => server?.close());

  async function paidOrder(member: TestMember, fen: number, suffix: string) {
    const orderNo = `R-CON-INV-${member.memberId}-${suffix}`;
    await server.database.db.insert(tables.rechargeOrders).values({
      orderNo,
      memberId: member.memberId,
      source: "web",
      trafficGb: 1,
      amountFen: fen,
      status: "paid",
      payAmountFen: fen,
      paymentMethod: "alipay",
      paidAt: new Date(),
      payDeadline: new Date(),
    });
    return orderNo;
  }

  async function refundOf(member: TestMember, orderNo: string, amountFen: number) {
    const [order] = await server.database.db
      .select({ id: tables.rechargeOrders.id, pay: tables.rechargeOrders.payAmountFen })
      .from(tables.rechargeOrders)
      .where(eq(tables.rechargeOrders.orderNo, orderNo));
    const { id, pay } = order as { id: number; pay: number };
    const [attempt] = await server.database.db
      .insert(tables.paymentAttempts)
      .values({
        outTradeNo: `T-${orderNo}-${amountFen}`,
        orderKind: "recharge",
        orderId: id,
        memberId: member.memberId,
        method: "alipay",
        channel: "pc",
        amountFen: pay,
        handlingFeeFen: 0,
        status: "paid",
        expiresAt: new Date(),
      })
      .returning({ id: tables.paymentAttempts.id });
    await server.database.db.insert(tables.refunds).values({
      refundNo: `RF-${orderNo}-${amountFen}`,
      requestKey: `rk-${orderNo}-${amountFen}`,
      attemptId: (attempt as { id: number }).id,
      orderKind: "recharge",
      orderId: id,
      memberId: member.memberId,
      method: "alipay",
      outTradeNo: `T-${orderNo}-${amountFen}`,
      tradeTotalFen: pay,
      amountFen,
      paidFen: pay,
      reason: "test",
      status: "succeeded",
      requestedBy: 1,
    });
  }

  it("a refund after issue puts the invoice in finance's red-letter queue; finance reverses it, the member asks again", async () => {
    const [member] = (await makeMembers(server, 1, { certified: false })) as [TestMember];
    const api = apiClient(server);
    const orderNo = await paidOrder(member, 12_000, "red");
    const form = { orderNo, kind: "normal", title: "示例公司", taxId: "91350100M000100Y43", email: "tax@example.com" };
    const asked = await api.post<{ id: number }>("/app-api/invoice/create", form, { token: member.token });
    const id = asked.data.id;
    const { client, operator } = await loggedInConsole(server, "finance");
    await client.post(`/ops-api/invoices/${id}/issue`, { invoiceNo: "FP-RED-0000001" });

    const notDue = await client.post(`/ops-api/invoices/${id}/red-letter`, { invoiceNo: "FP-RED-0000002" });
    expect(notDue).toMatchObject({
      code: 400,
      msg: "This order has not been refunded since the invoice was issued, so no red-letter invoice is due",
    });
    await refundOf(member, orderNo, 5_000);
    const due = await client.get<Array<{ id: number; refundedAfterIssue: boolean; memberLogin: string | null }>>(
      "/ops-api/invoices?status=red-letter-due",
    );
    expect(due.data.find((row) => row.id === id)).toMatchObject({ refundedAfterIssue: true });
    expect(due.data.find((row) => row.id === id)?.memberLogin).toBeTruthy();

    const support = await loggedInConsole(server, "support");
    expect(
      (await support.client.post(`/ops-api/invoices/${id}/red-letter`, { invoiceNo: "FP-RED-0000002" })).code,
    ).toBe(403);
    const notPdf = await uploadPdf(server, client, `/ops-api/invoices/${id}/red-letter-pdf`, Buffer.from("hello"));
    expect(notPdf).toMatchObject({
      code: 400,
      msg: "Please upload the red-letter invoice as a PDF of at most 5 MB, or enter its number",
    });
    const red = tinyPdf("red");
    const reversed = await uploadPdf(
      server,
      client,
      `/ops-api/invoices/${id}/red-letter-pdf?invoiceNo=FP-RED-0000002`,
      red,
    );
    expect(reversed).toMatchObject({
      code: 0,
      data: { status: "reversed", redInvoiceNo: "FP-RED-0000002", hasRedPdf: true },
    });
    const twice = await client.post(`/ops-api/invoices/${id}/red-letter`, { invoiceNo: "FP-RED-0000003" });
    expect(twice).toMatchObject({ code: 400, msg: "This invoice has already been reversed by a red-letter invoice" });
    const zh = await client.post(
      `/ops-api/invoices/${id}/red-letter`,
      { invoiceNo: "FP-RED-0000003" },
      { language: "zh-CN" },
    );
    expect(zh.msg).toBe("该发票已开具红字发票冲销");

    // The member sees both and downloads the red-letter invoice; finance opens the same file.
    const mine = await api.get<Array<{ id: number; status: string; redInvoiceNo: string | null; hasRedPdf: boolean }>>(
      "/app-api/invoice/list",
      { token: member.token },
    );
    expect(mine.data.find((row) => row.id === id)).toMatchObject({
      status: "reversed",
      redInvoiceNo: "FP-RED-0000002",
      hasRedPdf: true,
    });
    const download = await fetch(`${server.baseUrl}/app-api/invoice/pdf?invoiceId=${id}&copy=red-letter`, {
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(Buffer.from(await download.arrayBuffer()).equals(red)).toBe(true);
    const again = await api.post<{ amountFen: number }>("/app-api/invoice/create", form, { token: member.token });
    expect(again).toMatchObject({ code: 0, data: { amountFen: 7_000 } });

    const audited = await server.database.db
      .select({ action: tables.auditLog.action })
      .from(tables.auditLog)
      .where(
        and(
          eq(tables.auditLog.operatorId, operator.id),
          eq(tables.auditLog.recordType, "invoice"),
          eq(tables.auditLog.recordId, String(id)),
        ),
      );
    expect(audited.map((row) => row.action).sort()).toEqual(["invoice.issue", "invoice.reverse"]);
  });

  it("a request above what is invoiceable is refused in the member's language; a smaller one is kept", async () => {
    const [member] = (await makeMembers(server, 1, { certified: false })) as [TestMember];
    const orderNo = await paidOrder(member, 9_900, "a");
    const api = apiClient(server);
    const form = {
      orderNo,
      kind: "special",
      title: "厦门示例网络科技有限公司",
      taxId: "91350100M000100Y43",
      email: "tax@example.com",
    };
    const tooMuch = await api.post("/app-api/invoice/create", { ...form, amountFen: 9_901 }, { token: member.token });
    expect(tooMuch).toMatchObject({
      code: 400,
      msg: "The invoice amount cannot exceed what this order can still be invoiced for, ¥99",
    });
    const zh = await api.post(
      "/app-api/invoice/create",
      { ...form, amountFen: 10_000 },
      { token: member.token, language: "zh-CN" },
    );
    expect(zh.msg).toBe("开票金额不能超过该订单的可开票金额 ¥99");
    const zero = await api.post("/app-api/invoice/create", { ...form, amountFen: 0 }, { token: member.token });
    expect(zero.code).toBe(400);
    const made = await api.post<{ amountFen: number }>(
      "/app-api/invoice/create",
      { ...form, amountFen: 5_000 },
      { token: member.token },
    );
    expect(made.data).toMatchObject({ amountFen: 5_000, kind: "special" });
  });

  it("finance issues with a PDF, marks issued with a number, rejects with a reason; support may not", async () => {
    const [member] = (await makeMembers(server, 1, { certified: false })) as [TestMember];
    const api = apiClient(server);
    const ask = async (orderNo: string) =>
      (
        await api.post<{ id: number }>(
          "/app-api/invoice/create",
          { orderNo, kind: "normal", title: "示例公司", taxId: "91350100M000100Y43", email: "tax@example.com" },
          { token: member.token },
        )
      ).data.id;
    const withPdf = await ask(await paidOrder(member, 1_000, "pdf"));
    const withNumber = await ask(await paidOrder(member, 2_000, "no"));
    const rejected = await ask(await paidOrder(member, 3_000, "rej"));

    const support = await loggedInConsole(server, "support");
    expect((await support.client.get("/ops-api/invoices")).code).toBe(403);
    const { client, operator } = await loggedInConsole(server, "finance");

    const waiting = await client.get<Array<{ id: number; status: string; invoiceableFen: number }>>(
      "/ops-api/invoices?status=requested",
    );
    expect(waiting.data.filter((row) => [withPdf, withNumber, rejected].includes(row.id))).toHaveLength(3);
    expect(waiting.data.find((row) => row.id === withNumber)).toMatchObject({ invoiceableFen: 2_000 });

    const notPdf = await uploadPdf(server, client, `/ops-api/invoices/${withPdf}/issue-pdf`, Buffer.from("hello"));
    expect(notPdf).toMatchObject({ code: 400, msg: expect.stringContaining("PDF") });
    const pdf = tinyPdf();
    const issued = await uploadPdf(
      server,
      client,
      `/ops-api/invoices/${withPdf}/issue-pdf?invoiceNo=24350000000012345678`,
      pdf,
    );
    expect(issued).toMatchObject({
      code: 0,
      data: { status: "issued", hasPdf: true, invoiceNo: "24350000000012345678" },
    });
    const again = await uploadPdf(server, client, `/ops-api/invoices/${withPdf}/issue-pdf`, pdf);
    expect(again).toMatchObject({ code: 400, msg: "This invoice request has already been handled" });

    const badNumber = await client.post(`/ops-api/invoices/${withNumber}/issue`, { invoiceNo: "12" });
    expect(badNumber.code).toBe(400);
    const numbered = await client.post(`/ops-api/invoices/${withNumber}/issue`, { invoiceNo: "FP-20261128-01" });
    expect(numbered).toMatchObject({ code: 0, data: { status: "issued", hasPdf: false, invoiceNo: "FP-20261128-01" } });

    const noReason = await client.post(`/ops-api/invoices/${rejected}/reject`, { reason: " " });
    expect(noReason.code).toBe(400);
    const declined = await client.post(`/ops-api/invoices/${rejected}/reject`, { reason: "抬头与税号不一致" });
    expect(declined).toMatchObject({ code: 0, data: { status: "rejected", rejectReason: "抬头与税号不一致" } });
    expect((await client.post("/ops-api/invoices/999999/reject", { reason: "x" })).code).toBe(404);

    // The member downloads exactly the uploaded bytes; finance can open the same file.
    const download = await fetch(`${server.baseUrl}/app-api/invoice/pdf?invoiceId=${withPdf}`, {
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
    const mine = await api.get<Array<{ id: number; status: string; rejectReason: string | null }>>(
      "/app-api/invoice/list",
      { token: member.token },
    );
    expect(mine.data.find((row) => row.id === rejected)).toMatchObject({ status: "rejected" });

    // Each decision is in the audit log under the operator who made it.
    const audited = await server.database.db
      .select({ action: tables.auditLog.action })
      .from(tables.auditLog)
      .where(and(eq(tables.auditLog.operatorId, operator.id), eq(tables.auditLog.recordType, "invoice")));
    expect(audited.map((row) => row.action).sort()).toEqual(["invoice.issue", "invoice.issue", "invoice.reject"]);
  });
});
