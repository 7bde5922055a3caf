import { emailSchema } from "./auth.ts";
import { requiredText } from "./fields.ts";
import { isValidCreditCode, normalizeCreditCode } from "./id-card-numbers.ts";
import { z } from "./zod.ts";

/**
 * Invoices (发票) for paid orders (issue #31). Every invoice is an e-invoice (电子发票):
 * 普通发票 (`normal`) or 增值税专用发票 (`special`).
 */
export const invoiceKinds = ["normal", "special"] as const;
export type InvoiceKind = (typeof invoiceKinds)[number];

/**
 * requested -> issued (PDF uploaded or invoice number entered) | rejected (with a reason);
 * issued -> reversed (已红冲) once finance issues the red-letter invoice (红字发票) that cancels it after
 * the order was refunded. At most one requested-or-issued invoice per order: after a reversal the
 * member may ask again for what is left.
 */
export const invoiceStatuses = ["requested", "issued", "rejected", "reversed"] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

/** The largest invoice PDF finance may upload: 5 MB. */
export const invoicePdfMaxBytes = 5 * 1024 * 1024;

/** What a member fills in to ask for an invoice for one paid order. */
export const invoiceRequestSchema = z.object({
  orderNo: requiredText("invoices.orderRequired"),
  kind: z.enum(invoiceKinds, { error: "invoices.kindInvalid" }),
  title: requiredText("invoices.titleRequired")
    .min(2, { error: "invoices.titleInvalid" })
    .max(100, { error: "invoices.titleInvalid" }),
  /** 统一社会信用代码, checked with the GB 32100 check character. */
  taxId: z
    .string({ error: "invoices.taxIdRequired" })
    .transform(normalizeCreditCode)
    .pipe(
      z
        .string()
        .min(1, { error: "invoices.taxIdRequired" })
        .refine((value) => isValidCreditCode(value), { error: "invoices.taxIdInvalid" }),
    ),
  /** Where the e-invoice is sent: the product's one e-mail rule. */
  email: emailSchema,
  /**
   * Integer fen to invoice; left out, everything still invoiceable (paid less refunded). More than
   * that is refused (`invoices.amountTooHigh`).
   */
  amountFen: z
    .number({ error: "invoices.amountInvalid" })
    .int({ error: "invoices.amountInvalid" })
    .positive({ error: "invoices.amountInvalid" })
    .optional(),
});
export type InvoiceRequestInput = z.input<typeof invoiceRequestSchema>;
export type InvoiceRequest = z.output<typeof invoiceRequestSchema>;

/** Finance marks an invoice issued: the number on it (and optionally its PDF, uploaded separately). */
export const invoiceIssueSchema = z.object({
  invoiceNo: requiredText("invoices.invoiceNoRequired").regex(/^[0-9A-Za-z-]{8,32}$/, {
    error: "invoices.invoiceNoInvalid",
  }),
});

/** Finance rejects a request: the member reads the reason. */
export const invoiceRejectSchema = z.object({
  reason: requiredText("invoices.reasonRequired").max(200, { error: "invoices.reasonInvalid" }),
});

/** An invoice as its member sees it. */
export const invoiceViewSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  kind: z.enum(invoiceKinds),
  title: z.string(),
  taxId: z.string(),
  email: z.string(),
  /** Integer fen: what the order paid less what was refunded when it was asked for. */
  amountFen: z.number().int(),
  status: z.enum(invoiceStatuses),
  invoiceNo: z.string().nullable(),
  /** Whether finance uploaded the PDF (download it with /app-api/invoice/pdf). */
  hasPdf: z.boolean(),
  rejectReason: z.string().nullable(),
  /** With status reversed: the red-letter invoice's number, if finance entered one. */
  redInvoiceNo: z.string().nullable(),
  /** With status reversed: whether the red-letter invoice's PDF can be downloaded (copy=red-letter). */
  hasRedPdf: z.boolean(),
  reversedAt: z.string().nullable(),
  createTime: z.string(),
});
export type InvoiceView = z.infer<typeof invoiceViewSchema>;

/** Which PDF of an invoice: the invoice itself, or the red-letter invoice that reversed it. */
export const invoicePdfCopies = ["original", "red-letter"] as const;
export type InvoicePdfCopy = (typeof invoicePdfCopies)[number];

export const invoiceDownloadQuerySchema = z.object({
  invoiceId: z.coerce.number({ error: "invoices.notFound" }).int().positive({ error: "invoices.notFound" }),
  copy: z.enum(invoicePdfCopies, { error: "invoices.notFound" }).default("original"),
});
export type InvoiceDownloadQuery = z.input<typeof invoiceDownloadQuerySchema>;

/**
 * Finance's queue filters: one status, or `red-letter-due` (issued, and the order was refunded
 * afterwards: a red-letter invoice is due); left out, every invoice.
 */
export const consoleInvoiceFilters = [...invoiceStatuses, "red-letter-due"] as const;
export type ConsoleInvoiceFilter = (typeof consoleInvoiceFilters)[number];

export const consoleInvoiceQuerySchema = z.object({
  status: z.enum(consoleInvoiceFilters, { error: "invoices.statusInvalid" }).optional(),
});
export type ConsoleInvoiceQuery = z.input<typeof consoleInvoiceQuerySchema>;

/** An invoice in finance's queue: the member's view plus who asked and what the order can be invoiced for now. */
export const consoleInvoiceSchema = invoiceViewSchema.extend({
  memberId: z.number().int(),
  /** The member's sign-in mobile or e-mail, so finance can name whom an invoice is for. */
  memberLogin: z.string().nullable(),
  /** Integer fen: what the order paid less what was refunded, now. */
  invoiceableFen: z.number().int(),
  /** Issued, and the order was refunded afterwards: the invoice is above what is left (a red-letter invoice is due). */
  refundedAfterIssue: z.boolean(),
  decidedAt: z.string().nullable(),
});
export type ConsoleInvoice = z.infer<typeof consoleInvoiceSchema>;

export const consoleInvoiceIdSchema = z.object({
  id: z.coerce.number({ error: "invoices.notFound" }).int().positive({ error: "invoices.notFound" }),
});

/** Finance opens one PDF of an invoice: the invoice, or its red-letter invoice. */
export const consoleInvoicePdfQuerySchema = z.object({
  copy: z.enum(invoicePdfCopies, { error: "invoices.notFound" }).default("original"),
});
export type ConsoleInvoicePdfQuery = z.input<typeof consoleInvoicePdfQuerySchema>;

/** Finance issues with the PDF (multipart part "file"); the invoice number may ride along in the query. */
export const invoicePdfIssueQuerySchema = z.object({
  invoiceNo: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .pipe(
      z
        .string()
        .regex(/^[0-9A-Za-z-]{8,32}$/, { error: "invoices.invoiceNoInvalid" })
        .optional(),
    ),
});
export type InvoicePdfIssueQuery = z.input<typeof invoicePdfIssueQuerySchema>;
