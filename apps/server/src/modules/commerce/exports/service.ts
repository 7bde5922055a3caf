import { type ExportQuery, type Locale, ResponseCode, translateMessage } from "@shop/contract";
import type { Database } from "@shop/db";
import { AppError } from "../../../http/app-error.ts";
import { businessDayStart, businessSecond, defaultBusinessTimeZone, zoneName } from "../../../lib/business-time.ts";
import type { AuditRecorder, ConsoleActor } from "../../../lib/console-actor.ts";
import { csvCell } from "../../../lib/csv.ts";
import { inTransaction } from "../../../lib/executor.ts";
import { createMembersExportRepo, type MemberExportRow } from "../../identity/auth/export-repo.ts";
import { createLedgerExportRepo, type LedgerExportRow } from "../../proxy/traffic/ledger-export-repo.ts";
import { createOrdersExportRepo, type ExportRange, type OrderExportRow } from "../orders/export-repo.ts";
import { createRefundsExportRepo, type RefundExportRow } from "../payments/refunds-export-repo.ts";

const byteOrderMark = "\uFEFF";
const pageSize = 500;

const yuan = (fen: number | null) => (fen === null ? null : (Number(fen) / 100).toFixed(2));
const line = (cells: readonly (string | number | null)[]) => `${cells.map(csvCell).join(",")}\r\n`;

const headers = {
  orders: {
    "zh-CN": [
      "订单号",
      "类型",
      "会员 ID",
      "状态",
      "金额",
      "手续费",
      "实付",
      "已退款",
      "支付方式",
      "内容",
      "创建时间（{zone}）",
      "支付时间（{zone}）",
      "关闭时间（{zone}）",
      // The amounts' currency: CNY (yuan) or USD (dollars, card orders); one sheet never adds them up.
      "币种",
      "优惠券",
      "原价",
      "优惠",
    ],
    en: [
      "Order no.",
      "Type",
      "Member ID",
      "Status",
      "Amount",
      "Fee",
      "Paid",
      "Refunded",
      "Method",
      "Contents",
      "Created ({zone})",
      "Paid at ({zone})",
      "Closed at ({zone})",
      "Currency",
      "Coupon",
      "List price",
      "Discount",
    ],
  },
  refunds: {
    "zh-CN": [
      "退款单号",
      "订单号",
      "订单类型",
      "会员 ID",
      "渠道",
      "退款金额（元）",
      "原支付金额（元）",
      "状态",
      "原因",
      "申请人 ID",
      "批准人 ID",
      "申请时间（{zone}）",
      "批准时间（{zone}）",
      "完成时间（{zone}）",
      "其中退到余额（元）",
    ],
    en: [
      "Refund no.",
      "Order no.",
      "Order type",
      "Member ID",
      "Channel",
      "Refund (CNY)",
      "Payment (CNY)",
      "Status",
      "Reason",
      "Requested by (operator ID)",
      "Decided by (operator ID)",
      "Requested ({zone})",
      "Decided ({zone})",
      "Completed ({zone})",
      "Of which to balance (CNY)",
    ],
  },
  ledger: {
    "zh-CN": ["流水 ID", "会员 ID", "类型", "流量变动（字节）", "流量变动（GB）", "来源", "备注", "时间（{zone}）"],
    en: ["Entry ID", "Member ID", "Kind", "Change (bytes)", "Change (GB)", "Source", "Note", "Time ({zone})"],
  },
  members: {
    "zh-CN": [
      "会员 ID",
      "手机号",
      "邮箱",
      "语言",
      "分站 ID",
      "实名状态",
      "实名类型",
      "注册时间（{zone}）",
      "最近登录（{zone}）",
    ],
    en: [
      "Member ID",
      "Mobile",
      "E-mail",
      "Language",
      "Substation ID",
      "Verification status",
      "Verification type",
      "Registered ({zone})",
      "Last login ({zone})",
    ],
  },
} as const;

/**
 * CSV exports for operators: UTF-8 with a byte-order mark, RFC 4180 quoting, formula-looking text
 * neutralised (lib/csv.ts), produced page by page while the response streams. Starting an export
 * is a sensitive read: it writes its audit row before the first byte goes out.
 */
export function createExportsService(deps: {
  db: Database;
  audit: AuditRecorder;
  now?: () => Date;
  /** BUSINESS_TIME_ZONE: day ranges and time columns are on this clock, named in the headers. */
  timeZone?: string;
}) {
  const { db, audit } = deps;
  const now = deps.now ?? (() => new Date());
  const zone = deps.timeZone ?? defaultBusinessTimeZone;
  const time = (value: Date | string) => businessSecond(new Date(value), zone);
  const timeOrNull = (value: Date | string | null) => (value === null ? null : time(value));
  const headerOf = (kind: keyof typeof headers, locale: Locale) =>
    headers[kind][locale].map((cell) => cell.replace("{zone}", zoneName(zone, locale)));

  function rangeOf(query: ExportQuery, actor: ConsoleActor) {
    if (query.from && query.to && query.from > query.to) {
      throw new AppError(ResponseCode.BadRequest, "consoleExports.rangeInvalid");
    }
    return {
      from: query.from ? businessDayStart(query.from, zone) : undefined,
      // Through the whole last day: up to the next day's start (a DST day is not 24 hours long).
      to: query.to ? businessDayStart(nextDay(query.to), zone) : undefined,
      substationId: actor.substationId,
    };
  }

  async function audited(actor: ConsoleActor, kind: string, query: ExportQuery) {
    await inTransaction(db, (tx) =>
      audit.record(tx, {
        context: actor.audit,
        action: `export.${kind}`,
        recordType: "export",
        recordId: kind,
        after: { from: query.from ?? null, to: query.to ?? null, substationId: actor.substationId },
        outcome: "ok",
      }),
    );
  }

  const filename = (kind: string) => `${kind}-${now().toISOString().slice(0, 10)}.csv`;

  /** Refuses a bad range, audits the export, then streams it: `pages` read the rows in id order. */
  async function exported<R extends { id: number }>(
    actor: ConsoleActor,
    kind: keyof typeof headers,
    query: ExportQuery,
    locale: Locale,
    pages: ((afterId: number, limit: number, range: ExportRange) => Promise<R[]>)[],
    cells: (row: R) => (string | number | null)[],
  ) {
    const range = rangeOf(query, actor);
    await audited(actor, kind, query);
    const sources = pages.map((page) => (afterId: number) => page(afterId, pageSize, range));
    return { filename: filename(kind), content: csvPages(headerOf(kind, locale), sources, cells) };
  }

  return {
    async exportOrders(actor: ConsoleActor, query: ExportQuery, locale: Locale) {
      const repo = createOrdersExportRepo(db);
      return exported(actor, "orders", query, locale, [repo.pageRecharge, repo.pageStatic], (row) =>
        orderCells(row, locale, time, timeOrNull),
      );
    },

    async exportRefunds(actor: ConsoleActor, query: ExportQuery, locale: Locale) {
      return exported(actor, "refunds", query, locale, [createRefundsExportRepo(db).page], (row) =>
        refundCells(row, locale, time, timeOrNull),
      );
    },

    async exportLedger(actor: ConsoleActor, query: ExportQuery, locale: Locale) {
      return exported(actor, "ledger", query, locale, [createLedgerExportRepo(db).page], (row) =>
        ledgerCells(row, locale, time),
      );
    },

    async exportMembers(actor: ConsoleActor, query: ExportQuery, locale: Locale) {
      return exported(actor, "members", query, locale, [createMembersExportRepo(db).page], (row) =>
        memberCells(row, time, timeOrNull),
      );
    },
  };
}

/**
 * What a row says, in the reader's language: "Dynamic traffic", "Refunded", "Alipay" rather than
 * the recorded recharge/paid/alipay. A paid order refunded in full reads as refunded, in part as
 * partly refunded: "paid" alone hid the refund from whoever reads the sheet.
 */
function orderStatusOf(row: OrderExportRow): string {
  const refunded = Number(row.refunded_fen ?? 0);
  if (row.status !== "paid" || refunded <= 0) return row.status;
  return refunded >= Number(row.pay_amount_fen ?? row.amount_fen) ? "refunded" : "partly-refunded";
}

type TimeCell = (value: Date | string) => string;
type OptionalTimeCell = (value: Date | string | null) => string | null;

/** "2026-11-28" → "2026-11-29", on the calendar (no clock involved). */
function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 24 * 3600_000).toISOString().slice(0, 10);
}

/** A recorded value in the reader's language; one without a text yet is written as recorded, not as a key. */
function wordsOf(locale: Locale) {
  return (group: string, value: string | null) => {
    if (value === null) return null;
    const key = `consoleExports.${group}.${value}`;
    const text = translateMessage(locale, key);
    return text === key ? value : text;
  };
}

function refundCells(row: RefundExportRow, locale: Locale, time: TimeCell, timeOrNull: OptionalTimeCell) {
  const word = wordsOf(locale);
  return [
    row.refund_no,
    row.anomaly_id === null
      ? row.order_no
      : translateMessage(locale, "consoleExports.anomaly", { id: Number(row.anomaly_id) }),
    word("types", row.order_kind),
    Number(row.member_id),
    word("methods", row.method),
    yuan(row.amount_fen),
    yuan(row.trade_total_fen),
    word("refundStatuses", row.status),
    row.reason,
    Number(row.requested_by),
    row.decided_by === null ? null : Number(row.decided_by),
    time(row.created_at),
    timeOrNull(row.decided_at),
    timeOrNull(row.completed_at),
    yuan(row.to_balance_fen),
  ];
}

function ledgerCells(row: LedgerExportRow, locale: Locale, time: TimeCell) {
  const bytes = Number(row.delta_bytes);
  return [
    Number(row.id),
    Number(row.member_id),
    wordsOf(locale)("ledgerKinds", row.kind),
    bytes,
    // A number, not text: the formula guard would put a quote before a text's minus sign.
    Number((bytes / 1024 ** 3).toFixed(6)),
    row.cause,
    row.note,
    time(row.created_at),
  ];
}

function orderCells(row: OrderExportRow, locale: Locale, time: TimeCell, timeOrNull: OptionalTimeCell) {
  const word = wordsOf(locale);
  return [
    row.order_no,
    word("types", row.type),
    Number(row.member_id),
    word("statuses", orderStatusOf(row)),
    yuan(row.amount_fen),
    yuan(row.handling_fee_fen),
    yuan(row.pay_amount_fen),
    yuan(row.refunded_fen),
    word("methods", row.payment_method),
    row.detail,
    time(row.created_at),
    timeOrNull(row.paid_at),
    timeOrNull(row.closed_at),
    row.currency ?? "CNY",
    row.coupon_code,
    row.list_price_fen === null ? null : yuan(Number(row.list_price_fen)),
    row.discount_fen === null ? null : yuan(Number(row.discount_fen)),
  ];
}

function memberCells(row: MemberExportRow, time: TimeCell, timeOrNull: OptionalTimeCell) {
  return [
    Number(row.id),
    row.mobile,
    row.email,
    row.locale,
    row.substation_id === null ? null : Number(row.substation_id),
    Number(row.certification_status),
    row.certification_type === null ? null : Number(row.certification_type),
    time(row.created_at),
    timeOrNull(row.last_login_at),
  ];
}

/**
 * The CSV as it streams: the header row, then each source's rows a page at a time, every page
 * the rows after the last id of the one before, until a short page.
 */
async function* csvPages<R extends { id: number }>(
  header: readonly string[],
  sources: ((afterId: number) => Promise<R[]>)[],
  cells: (row: R) => (string | number | null)[],
): AsyncGenerator<string> {
  yield byteOrderMark + line(header);
  for (const page of sources) {
    let after = 0;
    for (;;) {
      const batch = await page(after);
      if (batch.length === 0) break;
      yield batch.map((row) => line(cells(row))).join("");
      after = Number(batch[batch.length - 1]?.id ?? 0);
      if (batch.length < pageSize) break;
    }
  }
}

export type ExportsService = ReturnType<typeof createExportsService>;
