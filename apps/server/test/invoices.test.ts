import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { invoiceRequestSchema } from "@shop/contract";
import { type DatabaseHandle, tables } from "@shop/db";
import { createTestDatabase, testDatabaseKinds } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { InvoicesUsageError, runInvoicesCommand } from "../src/modules/commerce/invoices/ops-commands.ts";
import { createInvoicesService } from "../src/modules/commerce/invoices/service.ts";
import type { AccountNotice } from "../src/modules/platform/messaging/notices.ts";
import { createLocalFileStorage } from "../src/modules/platform/storage/local-file-storage.ts";
import { createStoredFilesRepo } from "../src/modules/platform/storage/repo.ts";
import { createStoredFiles } from "../src/modules/platform/storage/service.ts";
import { tinyPdf } from "./invoice-helpers.ts";

const validCreditCode = "91350100M000100Y43";
const now = new Date("2026-11-28T08:00:00Z");

describe.each(testDatabaseKinds())("invoices (%s)", (kind) => {
  let database: DatabaseHandle;
  let root: string;
  let service: ReturnType<typeof createInvoicesService>;
  const sent: AccountNotice[] = [];
  let seq = 0;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    root = await mkdtemp(join(tmpdir(), "invoices-"));
    const files = createStoredFiles({
      repo: createStoredFilesRepo(database.db),
      storage: createLocalFileStorage(root),
    });
    service = createInvoicesService({
      db: database.db,
      files,
      now: () => now,
      contactOf: async () => ({ channel: "email", to: "buyer@example.com", locale: "zh-CN" }),
      memberAccounts: async (ids) => new Map(ids.map((id) => [id, "buyer@example.com"])),
      send: async (notice) => {
        sent.push(notice);
      },
    });
  });
  afterAll(async () => {
    await database?.close();
    if (root) await rm(root, { recursive: true, force: true });
  });

  async function member(): Promise<number> {
    seq++;
    const [row] = await database.db
      .insert(tables.members)
      .values({ email: `inv-${kind}-${seq}@example.com`, passwordHash: "x" })
      .returning({ id: tables.members.id });
    return (row as { id: number }).id;
  }

  async function paidOrder(memberId: number, payAmountFen: number, status = "paid") {
    seq++;
    const orderNo = `R-INV-${kind}-${seq}`;
    const [row] = await database.db
      .insert(tables.rechargeOrders)
      .values({
        orderNo,
        memberId,
        source: "web",
        trafficGb: 1,
        amountFen: payAmountFen,
        status,
        payAmountFen: status === "paid" ? payAmountFen : null,
        paymentMethod: status === "paid" ? "alipay" : null,
        paidAt: status === "paid" ? now : null,
        payDeadline: now,
      })
      .returning({ id: tables.rechargeOrders.id });
    return { orderNo, orderId: (row as { id: number }).id };
  }

  async function refund(memberId: number, orderId: number, amountFen: number, paidFen: number) {
    seq++;
    const [attempt] = await database.db
      .insert(tables.paymentAttempts)
      .values({
        outTradeNo: `T-INV-${kind}-${seq}`,
        orderKind: "recharge",
        orderId,
        memberId,
        method: "alipay",
        channel: "pc",
        amountFen: paidFen,
        handlingFeeFen: 0,
        status: "paid",
        expiresAt: now,
      })
      .returning({ id: tables.paymentAttempts.id });
    await database.db.insert(tables.refunds).values({
      refundNo: `RF-INV-${kind}-${seq}`,
      requestKey: `rk-${kind}-${seq}`,
      attemptId: (attempt as { id: number }).id,
      orderKind: "recharge",
      orderId,
      memberId,
      method: "alipay",
      outTradeNo: `T-INV-${kind}-${seq}`,
      tradeTotalFen: paidFen,
      amountFen,
      paidFen,
      reason: "test",
      status: "succeeded",
      requestedBy: 1,
    });
  }

  const form = (orderNo: string) =>
    invoiceRequestSchema.parse({
      orderNo,
      kind: "special",
      title: "厦门示例网络科技有限公司",
      taxId: ` ${validCreditCode.toLowerCase()} `,
      email: "Finance@Example.com",
    });

  it("checks the tax ID with the credit-code check character and explains what is wrong", () => {
    const bad = invoiceRequestSchema.safeParse({
      orderNo: "R1",
      kind: "normal",
      title: "某公司",
      taxId: "91350100M000100Y44",
      email: "a@example.com",
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((issue) => issue.message)).toEqual(["invoices.taxIdInvalid"]);
    expect(form("R1")).toMatchObject({ taxId: validCreditCode, email: "finance@example.com" });
  });

  it("invoices a paid order for what it paid, once; finance issues it with a PDF the member downloads", async () => {
    const memberId = await member();
    const { orderNo } = await paidOrder(memberId, 12_345);
    const first = await service.request(memberId, form(orderNo));
    expect(first).toMatchObject({ outcome: "requested", invoice: { amountFen: 12_345, status: "requested" } });
    expect(await service.request(memberId, form(orderNo))).toEqual({
      outcome: "refused",
      reason: "invoices.alreadyInvoiced",
    });
    const invoiceId = first.outcome === "requested" ? first.invoice.id : 0;
    // Another member cannot ask for it, nor download it.
    const stranger = await member();
    expect(await service.request(stranger, form(orderNo))).toEqual({
      outcome: "refused",
      reason: "invoices.orderNotFound",
    });

    expect(
      await service.issue(7, invoiceId, { pdf: { bytes: Buffer.from("%PDF-1.4 not really"), originalName: "x.pdf" } }),
    ).toEqual({ outcome: "refused", reason: "invoices.pdfInvalid" });
    const pdf = tinyPdf();
    const issued = await service.issue(7, invoiceId, { pdf: { bytes: pdf, originalName: "fapiao.pdf" } });
    expect(issued).toMatchObject({ outcome: "issued", invoice: { status: "issued", decidedBy: 7 } });
    expect(sent.at(-1)).toMatchObject({ kind: "invoice-issued", subject: `订单 ${orderNo} 的发票已开具` });
    expect((await service.pdfFor(memberId, invoiceId))?.bytes.equals(pdf)).toBe(true);
    expect(await service.pdfFor(stranger, invoiceId)).toBeUndefined();
    expect(await service.reject(7, invoiceId, "late")).toEqual({
      outcome: "refused",
      reason: "invoices.alreadyDecided",
    });
  });

  it("refuses unpaid and fully refunded orders, invoices paid less refunded, and flags a refund after issue", async () => {
    const memberId = await member();
    const unpaid = await paidOrder(memberId, 5_000, "waiting");
    expect(await service.request(memberId, form(unpaid.orderNo))).toEqual({
      outcome: "refused",
      reason: "invoices.orderNotPaid",
    });

    const full = await paidOrder(memberId, 5_000);
    await refund(memberId, full.orderId, 5_000, 5_000);
    expect(await service.request(memberId, form(full.orderNo))).toEqual({
      outcome: "refused",
      reason: "invoices.nothingToInvoice",
    });

    const part = await paidOrder(memberId, 10_000);
    await refund(memberId, part.orderId, 3_000, 10_000);
    const partial = await service.request(memberId, form(part.orderNo));
    expect(partial).toMatchObject({ outcome: "requested", invoice: { amountFen: 7_000 } });

    const later = await paidOrder(memberId, 8_000);
    const asked = await service.request(memberId, form(later.orderNo));
    const laterId = asked.outcome === "requested" ? asked.invoice.id : 0;
    expect(await service.issue(9, laterId, { invoiceNo: "26350000000012345678" })).toMatchObject({
      outcome: "issued",
      invoice: { invoiceNo: "26350000000012345678", fileId: null },
    });
    await refund(memberId, later.orderId, 2_000, 8_000);
    const queued = (await service.queue("issued")).find((row) => row.id === laterId);
    expect(queued).toMatchObject({ amountFen: 8_000, invoiceableFen: 6_000, refundedAfterIssue: true });
  });

  it("rejects with a reason the member is told; the order can then be asked for again", async () => {
    const memberId = await member();
    const { orderNo } = await paidOrder(memberId, 900);
    const asked = await service.request(memberId, form(orderNo));
    const invoiceId = asked.outcome === "requested" ? asked.invoice.id : 0;
    expect((await service.queue("requested")).map((row) => row.id)).toContain(invoiceId);
    expect(await service.reject(8, invoiceId, "抬头与营业执照不符")).toMatchObject({
      outcome: "rejected",
      invoice: { status: "rejected", rejectReason: "抬头与营业执照不符" },
    });
    expect(sent.at(-1)?.text).toContain("抬头与营业执照不符");
    expect(await service.request(memberId, form(orderNo))).toMatchObject({ outcome: "requested" });
    expect(await service.reject(8, 999_999, "x")).toEqual({ outcome: "refused", reason: "invoices.notFound" });
  });

  it("a red-letter invoice reverses an issued invoice refunded afterwards; the member then asks for what is left", async () => {
    const memberId = await member();
    const order = await paidOrder(memberId, 10_000);
    const asked = await service.request(memberId, form(order.orderNo));
    const invoiceId = asked.outcome === "requested" ? asked.invoice.id : 0;
    const original = tinyPdf();
    await service.issue(9, invoiceId, {
      invoiceNo: "26350000000000000001",
      pdf: { bytes: original, originalName: null },
    });
    // No refund since it was issued: nothing to reverse.
    expect(await service.reverse(9, invoiceId, { invoiceNo: "26350000000000000002" })).toEqual({
      outcome: "refused",
      reason: "invoices.redLetterNotDue",
    });
    await refund(memberId, order.orderId, 4_000, 10_000);
    expect((await service.queue("red-letter-due")).map((row) => row.id)).toContain(invoiceId);
    // While the original stands, the order cannot be invoiced again.
    expect(await service.request(memberId, form(order.orderNo))).toEqual({
      outcome: "refused",
      reason: "invoices.alreadyInvoiced",
    });
    expect(
      await service.reverse(9, invoiceId, { pdf: { bytes: Buffer.from("not a pdf"), originalName: null } }),
    ).toEqual({ outcome: "refused", reason: "invoices.redPdfInvalid" });
    expect(await service.reverse(9, invoiceId, {})).toEqual({ outcome: "refused", reason: "invoices.redPdfInvalid" });

    const red = tinyPdf("red letter");
    const reversed = await service.reverse(9, invoiceId, {
      invoiceNo: "26350000000000000002",
      pdf: { bytes: red, originalName: "hongzi.pdf" },
    });
    expect(reversed).toMatchObject({
      outcome: "reversed",
      invoice: { status: "reversed", redInvoiceNo: "26350000000000000002", reversedBy: 9, reversedAt: now },
    });
    expect(sent.at(-1)).toMatchObject({ kind: "invoice-reversed", subject: expect.stringContaining("红字发票") });
    expect((await service.queue("red-letter-due")).map((row) => row.id)).not.toContain(invoiceId);
    expect(await service.reverse(9, invoiceId, { invoiceNo: "26350000000000000003" })).toEqual({
      outcome: "refused",
      reason: "invoices.alreadyReversed",
    });
    // The member keeps both PDFs: the original and the red-letter invoice that cancelled it.
    expect((await service.pdfFor(memberId, invoiceId))?.bytes.equals(original)).toBe(true);
    const redCopy = await service.pdfFor(memberId, invoiceId, "red-letter");
    expect(redCopy?.bytes.equals(red)).toBe(true);
    expect(redCopy?.fileName).toBe("red-letter-invoice-26350000000000000002.pdf");
    expect(await service.pdfFor(await member(), invoiceId, "red-letter")).toBeUndefined();

    // A new invoice for what is left: never more than paid less refunded.
    const tooMuch = await service.request(memberId, { ...form(order.orderNo), amountFen: 6_001 });
    expect(tooMuch).toEqual({ outcome: "refused", reason: "invoices.amountTooHigh", maxFen: 6_000 });
    const again = await service.request(memberId, form(order.orderNo));
    expect(again).toMatchObject({ outcome: "requested", invoice: { amountFen: 6_000, status: "requested" } });
    expect((await service.mine(memberId)).map((row) => row.status)).toEqual(["requested", "reversed"]);
  });

  it("only an issued invoice can be reversed; a request refunded below is not issued", async () => {
    const memberId = await member();
    const order = await paidOrder(memberId, 3_000);
    const asked = await service.request(memberId, form(order.orderNo));
    const invoiceId = asked.outcome === "requested" ? asked.invoice.id : 0;
    await refund(memberId, order.orderId, 1_000, 3_000);
    expect(await service.reverse(9, invoiceId, { invoiceNo: "26350000000000000009" })).toEqual({
      outcome: "refused",
      reason: "invoices.notIssued",
    });
    // Issuing ¥30 after ¥10 was refunded would invoice more than paid less refunded.
    expect(await service.issue(9, invoiceId, { invoiceNo: "26350000000000000009" })).toEqual({
      outcome: "refused",
      reason: "invoices.refundedSinceRequest",
    });
    expect(await service.reverse(9, 999_999, { invoiceNo: "26350000000000000009" })).toEqual({
      outcome: "refused",
      reason: "invoices.notFound",
    });
  });

  it("two red-letter invoices sent at once for one invoice: one reverses it, the other is refused", async () => {
    const memberId = await member();
    const order = await paidOrder(memberId, 5_000);
    const asked = await service.request(memberId, form(order.orderNo));
    const invoiceId = asked.outcome === "requested" ? asked.invoice.id : 0;
    await service.issue(9, invoiceId, { invoiceNo: "26350000000000000010" });
    await refund(memberId, order.orderId, 5_000, 5_000);
    const results = await Promise.all([
      service.reverse(9, invoiceId, { invoiceNo: "26350000000000000011" }),
      service.reverse(10, invoiceId, { invoiceNo: "26350000000000000012" }),
    ]);
    expect(results.filter((r) => r.outcome === "reversed")).toHaveLength(1);
    expect(results.filter((r) => r.outcome === "refused")).toEqual([
      { outcome: "refused", reason: "invoices.alreadyReversed" },
    ]);
    const winner = results.find((r) => r.outcome === "reversed");
    const [row] = await service.mine(memberId);
    expect(row).toMatchObject({
      status: "reversed",
      redInvoiceNo: winner?.outcome === "reversed" ? winner.invoice.redInvoiceNo : "none",
    });
    // Refunded in full: nothing is left to invoice again.
    expect(await service.request(memberId, form(order.orderNo))).toEqual({
      outcome: "refused",
      reason: "invoices.nothingToInvoice",
    });
  });

  it.runIf(kind === "postgres")("two requests sent at once for one order make one invoice", async () => {
    const memberId = await member();
    const { orderNo } = await paidOrder(memberId, 4_200);
    const results = await Promise.all([
      service.request(memberId, form(orderNo)),
      service.request(memberId, form(orderNo)),
      service.request(memberId, form(orderNo)),
    ]);
    expect(results.filter((r) => r.outcome === "requested")).toHaveLength(1);
    expect(results.filter((r) => r.outcome === "refused").map((r) => r.outcome === "refused" && r.reason)).toEqual([
      "invoices.alreadyInvoiced",
      "invoices.alreadyInvoiced",
    ]);
    expect((await service.mine(memberId)).length).toBe(1);
  });
  it("finance lists, issues and rejects requests from the command line, with the service's rules", async () => {
    const memberId = await member();
    const first = await paidOrder(memberId, 5_000);
    const second = await paidOrder(memberId, 7_000);
    const a = await service.request(memberId, form(first.orderNo));
    const b = await service.request(memberId, form(second.orderNo));
    const idOf = (outcome: typeof a) => (outcome.outcome === "requested" ? outcome.invoice.id : 0);
    const lines: string[] = [];
    const run = (command: string, args: string[], options: Record<string, string | boolean>) =>
      runInvoicesCommand(service, command, args, options, (line) => lines.push(line));

    await run("invoices:list", [], {});
    expect(lines.join("\n")).toContain(`#${idOf(a)}\trequested\t${first.orderNo}\t¥50.00`);
    await expect(run("invoices:issue", [String(idOf(a))], { operator: "3" })).rejects.toThrow(InvoicesUsageError);
    await expect(run("invoices:reject", [String(idOf(b))], { operator: "3" })).rejects.toThrow(/--reason/);
    await run("invoices:issue", [String(idOf(a))], { operator: "3", number: "2611-0001" });
    await run("invoices:reject", [String(idOf(b))], { operator: "3", reason: "抬头与营业执照不符" });
    expect(sent.at(-1)).toMatchObject({ kind: "invoice-rejected" });
    await expect(run("invoices:reject", [String(idOf(a))], { operator: "3", reason: "x" })).rejects.toThrow(
      "Refused: invoices.alreadyDecided",
    );
    // A refund after issue: the red-letter invoice from the command line reverses it.
    await expect(run("invoices:red-letter", [String(idOf(a))], { operator: "3", number: "2611-0002" })).rejects.toThrow(
      "Refused: invoices.redLetterNotDue",
    );
    await refund(memberId, first.orderId, 1_000, 5_000);
    await expect(run("invoices:red-letter", [String(idOf(a))], { operator: "3" })).rejects.toThrow(/--number/);
    await run("invoices:red-letter", [String(idOf(a))], { operator: "3", number: "2611-0002" });
    expect(lines.at(-1)).toBe(`Invoice #${idOf(a)} reversed; the member has been told.`);
    const mine = await service.mine(memberId);
    expect(mine.map((row) => [row.orderNo, row.status, row.invoiceNo])).toEqual(
      expect.arrayContaining([
        [first.orderNo, "reversed", "2611-0001"],
        [second.orderNo, "rejected", null],
      ]),
    );
  });
});
