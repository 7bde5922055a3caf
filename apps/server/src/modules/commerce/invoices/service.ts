import {
  type ConsoleInvoiceFilter,
  type InvoiceKind,
  type InvoicePdfCopy,
  type InvoiceRequest,
  invoicePdfMaxBytes,
  type Locale,
  translateMessage,
} from "@shop/contract";
import type { Database } from "@shop/db";
import { tables } from "@shop/db";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { AuditRecorder } from "../../../lib/console-actor.ts";
import { type Executor, inTransaction } from "../../../lib/executor.ts";
import { isUniqueViolation } from "../../../lib/postgres-errors.ts";
import type { AuditContext } from "../../console/audit/service.ts";
import type { AccountNotice } from "../../platform/messaging/notices.ts";
import { isStructurallyPdf } from "../../platform/storage/pdf-structure.ts";
import type { createStoredFiles } from "../../platform/storage/service.ts";

const { invoices, rechargeOrders, staticOrders, refunds } = tables;

export type InvoiceRow = typeof invoices.$inferSelect;
type OrderKind = "recharge" | "static";

/** How a member's request ended: made, or refused with the message key the member reads. */
export type InvoiceRequestOutcome =
  | { outcome: "requested"; invoice: InvoiceRow }
  | {
      outcome: "refused";
      reason: InvoiceRefusal /** With amountTooHigh: what the order can be invoiced for. */;
      maxFen?: number;
    };

export type InvoiceRefusal =
  | "invoices.orderNotFound"
  | "invoices.orderNotPaid"
  | "invoices.alreadyInvoiced"
  | "invoices.nothingToInvoice"
  | "invoices.amountTooHigh";

/** How finance's decision ended. */
export type InvoiceDecisionOutcome =
  | { outcome: "issued" | "rejected"; invoice: InvoiceRow }
  | {
      outcome: "refused";
      reason: "invoices.notFound" | "invoices.alreadyDecided" | "invoices.pdfInvalid" | "invoices.refundedSinceRequest";
    };

/** How finance's red-letter invoice (红字发票) ended: the original reversed, or refused with the message key. */
export type InvoiceReversalOutcome =
  | { outcome: "reversed"; invoice: InvoiceRow }
  | {
      outcome: "refused";
      reason:
        | "invoices.notFound"
        | "invoices.notIssued"
        | "invoices.alreadyReversed"
        | "invoices.redLetterNotDue"
        | "invoices.redPdfInvalid";
    };

/** A PDF finance uploads, as the route read it. */
export interface UploadedPdf {
  bytes: Buffer;
  originalName: string | null;
}

/** An invoice in finance's queue, with what the order can still be invoiced for now. */
export interface QueuedInvoice extends InvoiceRow {
  /** The member's sign-in mobile or e-mail. */
  memberLogin: string | null;
  /** Paid less refunded now. */
  invoiceableFen: number;
  /** An issued invoice whose order was refunded afterwards: its amount is above what is left. */
  refundedAfterIssue: boolean;
}

export interface InvoiceContact {
  channel: "sms" | "email";
  to: string;
  locale: Locale;
}

type StoredFiles = ReturnType<typeof createStoredFiles>;

/**
 * Invoices for paid orders (issue #31). The amount of an invoice is what the order paid less what was
 * refunded; an order has at most one requested-or-issued invoice. A request locks the order row
 * first, so two requests sent at once are serialised on PostgreSQL, and the partial unique index
 * refuses a second open invoice even so.
 */
export function createInvoicesService(deps: {
  db: Database;
  files: StoredFiles;
  now: () => Date;
  contactOf: (memberId: number) => Promise<InvoiceContact | null>;
  /** Members' sign-in mobile or e-mail by id, shown in finance's queue (the identity module's to read). */
  memberAccounts: (memberIds: number[]) => Promise<Map<number, string>>;
  send: (notice: AccountNotice) => Promise<void>;
  log?: { warn: (obj: object, msg: string) => void };
  /** The console's audit log: a decision made from the console is recorded with it, in one transaction. */
  audit?: AuditRecorder;
}) {
  const { db } = deps;

  async function lockedOrder(x: Executor, memberId: number, orderNo: string) {
    for (const [kind, table] of [
      ["recharge", rechargeOrders],
      ["static", staticOrders],
    ] as const) {
      const [row] = await x
        .select({ id: table.id, status: table.status, payAmountFen: table.payAmountFen })
        .from(table)
        .where(and(eq(table.orderNo, orderNo), eq(table.memberId, memberId)))
        .for("update");
      if (row) return { kind: kind as OrderKind, ...row };
    }
    return undefined;
  }

  async function refundedFen(x: Executor, orderKind: OrderKind, orderId: number): Promise<number> {
    const [row] = await x
      .select({ total: sql<string>`coalesce(sum(${refunds.amountFen}), 0)` })
      .from(refunds)
      .where(and(eq(refunds.orderKind, orderKind), eq(refunds.orderId, orderId), eq(refunds.status, "succeeded")));
    return Number(row?.total ?? 0);
  }

  async function paidFen(x: Executor, orderKind: OrderKind, orderId: number): Promise<number> {
    const table = orderKind === "recharge" ? rechargeOrders : staticOrders;
    const [row] = await x.select({ pay: table.payAmountFen }).from(table).where(eq(table.id, orderId));
    return row?.pay ?? 0;
  }

  /** Whether an issued invoice is above what its order paid less refunded now: a red-letter invoice is due. */
  const redLetterDue = sql<boolean>`(${invoices.status} = 'issued' and ${invoices.amountFen} > coalesce(
      case ${invoices.orderKind}
        when 'recharge' then (select ${rechargeOrders.payAmountFen} from ${rechargeOrders} where ${rechargeOrders.id} = ${invoices.orderId})
        else (select ${staticOrders.payAmountFen} from ${staticOrders} where ${staticOrders.id} = ${invoices.orderId})
      end, 0) - (select coalesce(sum(${refunds.amountFen}), 0) from ${refunds}
        where ${refunds.orderKind} = ${invoices.orderKind} and ${refunds.orderId} = ${invoices.orderId}
          and ${refunds.status} = 'succeeded'))`;

  /** A PDF finance uploads, kept privately and owned by the member; undefined when it is no PDF. */
  async function savePdf(memberId: number, pdf: UploadedPdf): Promise<number | undefined> {
    const { bytes } = pdf;
    if (bytes.length === 0 || bytes.length > invoicePdfMaxBytes || !isStructurallyPdf(bytes)) return undefined;
    const file = await deps.files.save({
      ownerMemberId: memberId,
      purpose: "invoice-pdf",
      bytes,
      contentType: "application/pdf",
      originalName: pdf.originalName,
    });
    return file.id;
  }

  async function tell(invoice: InvoiceRow, key: "issued" | "rejected" | "reversed") {
    const contact = await deps.contactOf(invoice.memberId);
    if (!contact) return;
    const params = { orderNo: invoice.orderNo, reason: invoice.rejectReason ?? "" };
    try {
      await deps.send({
        ...contact,
        kind: `invoice-${key}`,
        subject: translateMessage(contact.locale, `invoices.notice.${key}Subject`, params),
        text: translateMessage(contact.locale, `invoices.notice.${key}Text`, params),
      });
    } catch (error) {
      deps.log?.warn({ err: error, invoiceId: invoice.id }, "invoice notice not delivered");
    }
  }

  /**
   * requested -> issued | rejected, once: the update names the status it expects. From the console the
   * audit row is written in the same transaction (no row, no decision).
   */
  async function decide(
    invoiceId: number,
    change: Partial<typeof invoices.$inferInsert> & { status: "issued" | "rejected" },
    context?: AuditContext,
  ): Promise<InvoiceRow | undefined> {
    return inTransaction(db, async (tx) => {
      const [row] = await tx
        .update(invoices)
        .set({ ...change, decidedAt: deps.now() })
        .where(and(eq(invoices.id, invoiceId), eq(invoices.status, "requested")))
        .returning();
      if (row && context && deps.audit) {
        await deps.audit.record(tx, {
          context,
          action: change.status === "issued" ? "invoice.issue" : "invoice.reject",
          recordType: "invoice",
          recordId: row.id,
          memberId: row.memberId,
          reason: row.rejectReason,
          before: { status: "requested" },
          after: { status: row.status, invoiceNo: row.invoiceNo, hasPdf: row.fileId !== null },
          outcome: "ok",
        });
      }
      return row;
    });
  }

  /** What the invoice's order can be invoiced for now, and whether a red-letter invoice is due. */
  async function withInvoiceable(row: InvoiceRow) {
    const kind = row.orderKind as OrderKind;
    const invoiceableFen = (await paidFen(db, kind, row.orderId)) - (await refundedFen(db, kind, row.orderId));
    return { ...row, invoiceableFen, refundedAfterIssue: row.status === "issued" && row.amountFen > invoiceableFen };
  }

  /** Invoices as finance's queue shows them: with what is left to invoice and the members' sign-ins (one lookup). */
  async function asQueued(rows: InvoiceRow[]): Promise<QueuedInvoice[]> {
    const logins = await deps.memberAccounts(rows.map((row) => row.memberId));
    const out: QueuedInvoice[] = [];
    for (const row of rows)
      out.push({ ...(await withInvoiceable(row)), memberLogin: logins.get(row.memberId) || null });
    return out;
  }

  async function readPdf(row: InvoiceRow, copy: InvoicePdfCopy) {
    const fileId = copy === "red-letter" ? row.redFileId : row.fileId;
    if (!fileId) return undefined;
    const file = await deps.files.findOwned(fileId, row.memberId, "invoice-pdf");
    if (!file) return undefined;
    const fileName =
      copy === "red-letter"
        ? `red-letter-invoice-${row.redInvoiceNo ?? row.orderNo}.pdf`
        : `invoice-${row.invoiceNo ?? row.orderNo}.pdf`;
    return { bytes: await deps.files.read(file), fileName };
  }

  async function exists(invoiceId: number) {
    const [row] = await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.id, invoiceId));
    return row !== undefined;
  }

  return {
    /** A member asks for an invoice of one of their paid orders (input already parsed by invoiceRequestSchema). */
    async request(memberId: number, input: InvoiceRequest): Promise<InvoiceRequestOutcome> {
      try {
        return await inTransaction(db, async (tx): Promise<InvoiceRequestOutcome> => {
          const order = await lockedOrder(tx, memberId, input.orderNo);
          if (!order) return { outcome: "refused", reason: "invoices.orderNotFound" };
          if (order.status !== "paid" || !order.payAmountFen)
            return { outcome: "refused", reason: "invoices.orderNotPaid" };
          const [open] = await tx
            .select({ id: invoices.id })
            .from(invoices)
            .where(
              and(
                eq(invoices.orderKind, order.kind),
                eq(invoices.orderId, order.id),
                inArray(invoices.status, ["requested", "issued"]),
              ),
            );
          if (open) return { outcome: "refused", reason: "invoices.alreadyInvoiced" };
          const invoiceableFen = order.payAmountFen - (await refundedFen(tx, order.kind, order.id));
          if (invoiceableFen <= 0) return { outcome: "refused", reason: "invoices.nothingToInvoice" };
          if (input.amountFen !== undefined && input.amountFen > invoiceableFen) {
            return { outcome: "refused", reason: "invoices.amountTooHigh", maxFen: invoiceableFen };
          }
          const amountFen = input.amountFen ?? invoiceableFen;
          const [invoice] = await tx
            .insert(invoices)
            .values({
              orderKind: order.kind,
              orderId: order.id,
              orderNo: input.orderNo,
              memberId,
              kind: input.kind satisfies InvoiceKind,
              title: input.title,
              taxId: input.taxId,
              email: input.email,
              amountFen,
              createdAt: deps.now(),
            })
            .returning();
          return { outcome: "requested", invoice: invoice as InvoiceRow };
        });
      } catch (error) {
        if (isUniqueViolation(error, "invoices_open_order_key")) {
          return { outcome: "refused", reason: "invoices.alreadyInvoiced" };
        }
        throw error;
      }
    },

    /** The member's own invoices, newest first. */
    mine(memberId: number): Promise<InvoiceRow[]> {
      return db
        .select()
        .from(invoices)
        .where(eq(invoices.memberId, memberId))
        .orderBy(desc(invoices.createdAt), desc(invoices.id));
    },

    /**
     * Finance's queue: open requests first, then issued invoices whose order was refunded afterwards
     * (a red-letter invoice is due), then the rest, oldest first; each with what is left to invoice.
     */
    async queue(filter?: ConsoleInvoiceFilter): Promise<QueuedInvoice[]> {
      const rows = await db
        .select()
        .from(invoices)
        .where(filter === "red-letter-due" ? redLetterDue : filter ? eq(invoices.status, filter) : undefined)
        .orderBy(
          sql`${invoices.status} = 'requested' desc`,
          sql`${redLetterDue} desc`,
          asc(invoices.createdAt),
          asc(invoices.id),
        )
        .limit(200);
      return asQueued(rows);
    },

    /** One invoice as finance's queue shows it. */
    async queued(invoiceId: number): Promise<QueuedInvoice | undefined> {
      const [row] = await db.select().from(invoices).where(eq(invoices.id, invoiceId));
      return row ? (await asQueued([row]))[0] : undefined;
    },

    /**
     * Finance issues an invoice: with its PDF (kept privately, owned by the member), its number, or both.
     * Refused when the request was decided before or the file is no PDF.
     */
    async issue(
      operatorId: number,
      invoiceId: number,
      issued: { invoiceNo?: string | null; pdf?: UploadedPdf | null },
      audit?: AuditContext,
    ): Promise<InvoiceDecisionOutcome> {
      const [current] = await db.select().from(invoices).where(eq(invoices.id, invoiceId));
      if (!current) return { outcome: "refused", reason: "invoices.notFound" };
      if (current.status !== "requested") return { outcome: "refused", reason: "invoices.alreadyDecided" };
      // Never more than paid less refunded: a request the order was refunded below since is rejected, then asked again.
      if (current.amountFen > (await withInvoiceable(current)).invoiceableFen) {
        return { outcome: "refused", reason: "invoices.refundedSinceRequest" };
      }
      let fileId: number | null = null;
      if (issued.pdf) {
        const saved = await savePdf(current.memberId, issued.pdf);
        if (saved === undefined) return { outcome: "refused", reason: "invoices.pdfInvalid" };
        fileId = saved;
      }
      if (!fileId && !issued.invoiceNo) return { outcome: "refused", reason: "invoices.pdfInvalid" };
      const row = await decide(
        invoiceId,
        {
          status: "issued",
          invoiceNo: issued.invoiceNo ?? null,
          fileId,
          decidedBy: operatorId,
        },
        audit,
      );
      if (!row) return { outcome: "refused", reason: "invoices.alreadyDecided" };
      await tell(row, "issued");
      return { outcome: "issued", invoice: row };
    },

    /** Finance rejects a request with a reason the member reads; the order may be asked for again. */
    async reject(
      operatorId: number,
      invoiceId: number,
      reason: string,
      audit?: AuditContext,
    ): Promise<InvoiceDecisionOutcome> {
      const row = await decide(invoiceId, { status: "rejected", rejectReason: reason, decidedBy: operatorId }, audit);
      if (!row) {
        return {
          outcome: "refused",
          reason: (await exists(invoiceId)) ? "invoices.alreadyDecided" : "invoices.notFound",
        };
      }
      await tell(row, "rejected");
      return { outcome: "rejected", invoice: row };
    },

    /**
     * Finance issues the red-letter invoice (红字发票) that cancels an issued invoice whose order was
     * refunded afterwards: its PDF, its number, or both. The original becomes reversed (no longer
     * open), so the member may ask again for what is left. issued -> reversed happens once: the update
     * names the status it expects, so of two red-letter invoices sent at once one wins and the other
     * is refused; from the console the audit row is written in the same transaction.
     */
    async reverse(
      operatorId: number,
      invoiceId: number,
      red: { invoiceNo?: string | null; pdf?: UploadedPdf | null },
      audit?: AuditContext,
    ): Promise<InvoiceReversalOutcome> {
      const [current] = await db.select().from(invoices).where(eq(invoices.id, invoiceId));
      if (!current) return { outcome: "refused", reason: "invoices.notFound" };
      if (current.status === "reversed") return { outcome: "refused", reason: "invoices.alreadyReversed" };
      if (current.status !== "issued") return { outcome: "refused", reason: "invoices.notIssued" };
      // Refunds only ever grow, so "due" read here still holds when the update runs.
      if (!(await withInvoiceable(current)).refundedAfterIssue) {
        return { outcome: "refused", reason: "invoices.redLetterNotDue" };
      }
      let redFileId: number | null = null;
      if (red.pdf) {
        const saved = await savePdf(current.memberId, red.pdf);
        if (saved === undefined) return { outcome: "refused", reason: "invoices.redPdfInvalid" };
        redFileId = saved;
      }
      if (!redFileId && !red.invoiceNo) return { outcome: "refused", reason: "invoices.redPdfInvalid" };
      const row = await inTransaction(db, async (tx) => {
        const [reversed] = await tx
          .update(invoices)
          .set({
            status: "reversed",
            redInvoiceNo: red.invoiceNo ?? null,
            redFileId,
            reversedBy: operatorId,
            reversedAt: deps.now(),
          })
          .where(and(eq(invoices.id, invoiceId), eq(invoices.status, "issued")))
          .returning();
        if (reversed && audit && deps.audit) {
          await deps.audit.record(tx, {
            context: audit,
            action: "invoice.reverse",
            recordType: "invoice",
            recordId: reversed.id,
            memberId: reversed.memberId,
            reason: null,
            before: { status: "issued", invoiceNo: reversed.invoiceNo, amountFen: reversed.amountFen },
            after: { status: "reversed", redInvoiceNo: reversed.redInvoiceNo, hasRedPdf: redFileId !== null },
            outcome: "ok",
          });
        }
        return reversed;
      });
      if (!row) return { outcome: "refused", reason: "invoices.alreadyReversed" };
      await tell(row, "reversed");
      return { outcome: "reversed", invoice: row };
    },

    /**
     * A PDF of the member's own issued or reversed invoice: the invoice itself, or the red-letter
     * invoice that reversed it. Anyone else's is as good as missing.
     */
    async pdfFor(
      memberId: number,
      invoiceId: number,
      copy: InvoicePdfCopy = "original",
    ): Promise<{ bytes: Buffer; fileName: string } | undefined> {
      const [row] = await db
        .select()
        .from(invoices)
        .where(
          and(
            eq(invoices.id, invoiceId),
            eq(invoices.memberId, memberId),
            inArray(invoices.status, ["issued", "reversed"]),
          ),
        );
      return row ? readPdf(row, copy) : undefined;
    },

    /** A PDF of any invoice (or its red-letter invoice), for finance to check what the member downloads. */
    async pdfForConsole(
      invoiceId: number,
      copy: InvoicePdfCopy = "original",
    ): Promise<{ bytes: Buffer; fileName: string } | undefined> {
      const [row] = await db.select().from(invoices).where(eq(invoices.id, invoiceId));
      return row ? readPdf(row, copy) : undefined;
    },
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
