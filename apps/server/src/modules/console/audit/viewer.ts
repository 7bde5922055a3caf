import {
  type AuditChange,
  type AuditEntry,
  type AuditPage,
  type AuditRow,
  type AuditVerification,
  type auditQuerySchema,
  ResponseCode,
} from "@shop/contract";
import type { z } from "zod";
import { AppError } from "../../../http/app-error.ts";
import { businessDayStart, defaultBusinessTimeZone } from "../../../lib/business-time.ts";
import { iso } from "../../../lib/row-time.ts";
import type { AuditLog } from "./service.ts";
import type { AuditFilter, AuditViewerRepo, AuditViewRow } from "./viewer-repo.ts";

/** The operator reading the log, as the console guard set them. */
export interface AuditReader {
  operatorId: number;
  /** An operator limited to a substation sees only rows about its members, and their own. */
  substationId: number | null;
}

const dayMs = 24 * 3600_000;

/**
 * The console's audit log viewer: pages of rows newest first, one row with its changes side by
 * side, and the owner's chain check. Resident ID numbers are masked wherever they appear (a
 * reason typed by an operator could hold one), although no writer stores one unmasked.
 */
export function createAuditViewer(deps: {
  repo: AuditViewerRepo;
  log: Pick<AuditLog, "verify">;
  now?: () => Date;
  /** BUSINESS_TIME_ZONE: the days the from/to filter names. */
  timeZone?: string;
}) {
  const { repo } = deps;
  const zone = deps.timeZone ?? defaultBusinessTimeZone;
  const now = deps.now ?? (() => new Date());
  const visibleTo = (reader: AuditReader) =>
    reader.substationId === null ? undefined : { operatorId: reader.operatorId, substationId: reader.substationId };

  return {
    async list(reader: AuditReader, query: z.output<typeof auditQuerySchema>): Promise<AuditPage> {
      const filter: AuditFilter = {
        operatorId: query.operatorId,
        actionPrefix: query.action,
        memberId: query.memberId,
        recordType: query.recordType,
        recordId: query.recordId,
        outcome: query.outcome,
        from: query.from ? businessDayStart(query.from, zone) : undefined,
        // Up to the start of the day after: a daylight-saving day is not 24 hours long.
        until: query.to
          ? businessDayStart(new Date(Date.parse(`${query.to}T00:00:00Z`) + dayMs).toISOString().slice(0, 10), zone)
          : undefined,
        visibleTo: visibleTo(reader),
      };
      const [page, operators] = await Promise.all([
        repo.page(filter, { before: query.before, after: query.after }, query.pageSize),
        repo.operators(),
      ]);
      const rows = page.rows.map(rowView);
      return {
        list: rows,
        newer: page.hasNewer && rows[0] ? rows[0].id : null,
        older: page.hasOlder && rows.at(-1) ? (rows.at(-1)?.id ?? null) : null,
        operators: operators.map((operator) => ({
          id: Number(operator.id),
          name: operator.name,
          email: operator.email,
        })),
      };
    },

    async entry(reader: AuditReader, id: number): Promise<AuditEntry> {
      const row = await repo.find(id);
      const scope = visibleTo(reader);
      if (!row || (scope && !(await repo.visible(id, scope)))) {
        throw new AppError(ResponseCode.NotFound, "consoleAudit.notFound");
      }
      return {
        ...rowView(row),
        userAgent: row.user_agent,
        requestId: row.request_id,
        changes: changesOf(row.before, row.after),
        hash: row.hash,
        prevHash: row.prev_hash,
      };
    },

    /** The same walk as `npm run ops -- audit:verify`. */
    async verify(): Promise<AuditVerification> {
      const { checked, firstBad } = await deps.log.verify();
      return { checked, firstBad, verifiedAt: now().toISOString() };
    },
  };
}
export type AuditViewer = ReturnType<typeof createAuditViewer>;

function rowView(row: AuditViewRow): AuditRow {
  return {
    id: Number(row.id),
    createdAt: iso(row.created_at),
    operator:
      row.operator_id === null
        ? null
        : {
            id: Number(row.operator_id),
            name: row.operator_name ?? `#${row.operator_id}`,
            email: row.operator_email ?? "",
          },
    operatorRole: row.operator_role,
    action: row.action,
    recordType: row.record_type,
    recordId: row.record_id,
    memberId: row.member_id === null ? null : Number(row.member_id),
    reason: row.reason === null ? null : maskIdNumbers(row.reason),
    outcome: row.outcome as AuditRow["outcome"],
    ip: row.ip,
  };
}

/** Before and after as one list of fields: those in `before` first, then those only `after` has. */
function changesOf(before: unknown, after: unknown): AuditChange[] {
  const left = asObject(before);
  const right = asObject(after);
  const fields = [...Object.keys(left), ...Object.keys(right).filter((key) => !(key in left))];
  return fields.map((field) => ({
    field,
    before: maskIdNumbers(left[field] ?? null),
    after: maskIdNumbers(right[field] ?? null),
  }));
}

function asObject(value: unknown): Record<string, unknown> {
  if (value === null || value === undefined) return {};
  if (typeof value === "object" && !Array.isArray(value)) return value as Record<string, unknown>;
  return { value };
}

/** A mainland resident ID number (17 digits and a check character) standing on its own. */
const residentIdPattern = /(?<![0-9A-Za-z])(\d{6})\d{8}(\d{3}[\dXx])(?![0-9A-Za-z])/g;

/** Masks resident ID numbers the way the member page does (510107********2418), at any depth. */
function maskIdNumbers<T>(value: T): T {
  if (typeof value === "string") return value.replace(residentIdPattern, "$1********$2") as T;
  if (Array.isArray(value)) return value.map(maskIdNumbers) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, maskIdNumbers(inner)])) as T;
  }
  return value;
}
