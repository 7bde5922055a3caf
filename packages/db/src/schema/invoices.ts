import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { storedFiles } from "./certification.ts";
import { at, bigId, createdAt, id, ref } from "./columns.ts";
import { members } from "./members.ts";

/**
 * A member's request for an e-invoice (发票) of one paid order, and finance's answer (issue #31).
 *
 * requested -> issued (invoice number, optionally the PDF in private storage) | rejected (reason);
 * issued -> reversed when finance issues the red-letter invoice (红字发票) that cancels it after a
 * refund (its number and/or PDF in the red_* columns). A reversed invoice is no longer open, so the
 * member may ask again for what is left (paid less refunded).
 * At most one requested-or-issued invoice per order (the partial unique index): two requests sent
 * at once make one invoice. amount_fen is what the order paid less what was refunded when it was
 * asked for; a refund that succeeds after the invoice was issued is shown to finance, computed
 * from the refunds table.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: id(),
    orderKind: text("order_kind").notNull(),
    orderId: bigId("order_id").notNull(),
    orderNo: text("order_no").notNull(),
    memberId: ref("member_id", () => members.id),
    /** 普通发票 (`normal`) or 增值税专用发票 (`special`); both electronic. */
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    /** 统一社会信用代码, checked before it is stored. */
    taxId: text("tax_id").notNull(),
    email: text("email").notNull(),
    amountFen: integer("amount_fen").notNull(),
    status: text("status").notNull().default("requested"),
    invoiceNo: text("invoice_no"),
    /** The issued PDF in private storage (platform/storage, purpose invoice-pdf, owned by the member). */
    fileId: bigId("file_id").references(() => storedFiles.id),
    rejectReason: text("reject_reason"),
    /** The red-letter invoice (红字发票) that reversed this one: its number and/or PDF (purpose invoice-pdf). */
    redInvoiceNo: text("red_invoice_no"),
    redFileId: bigId("red_file_id").references(() => storedFiles.id),
    reversedBy: bigId("reversed_by"),
    reversedAt: at("reversed_at"),
    decidedBy: bigId("decided_by"),
    decidedAt: at("decided_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("invoices_open_order_key")
      .on(t.orderKind, t.orderId)
      .where(sql`${t.status} in ('requested', 'issued')`),
    index("invoices_member_idx").on(t.memberId, t.createdAt),
    index("invoices_queue_idx").on(t.status, t.createdAt),
    check("invoices_status_check", sql`${t.status} in ('requested', 'issued', 'rejected', 'reversed')`),
    check("invoices_kind_check", sql`${t.kind} in ('normal', 'special')`),
    check("invoices_order_kind_check", sql`${t.orderKind} in ('recharge', 'static')`),
    check("invoices_amount_check", sql`${t.amountFen} > 0`),
    check(
      "invoices_issued_check",
      sql`${t.status} <> 'issued' or ${t.invoiceNo} is not null or ${t.fileId} is not null`,
    ),
    check(
      "invoices_reversed_check",
      sql`${t.status} <> 'reversed' or ${t.redInvoiceNo} is not null or ${t.redFileId} is not null`,
    ),
    check("invoices_rejected_check", sql`${t.status} <> 'rejected' or ${t.rejectReason} is not null`),
  ],
);
