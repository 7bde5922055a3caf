import {
  type ConsoleTunnelPlans,
  type MemberTunnelPlan,
  ResponseCode,
  type TunnelPlan,
  type TunnelPlanGrantRequest,
} from "@shop/contract";
import { AppError } from "../../../http/app-error.ts";
import type { Executor } from "../../../lib/executor.ts";
import { isUniqueViolation } from "../../../lib/postgres-errors.ts";
import type { TunnelPlanRow, TunnelPlansRepo } from "./repo.ts";

const dayMs = 24 * 3600_000;
/** The console shows this many earlier plans. */
const historyLimit = 50;

/** What the gateways and charging need of a plan in force. */
export interface PlanInForce {
  id: number;
  memberId: number;
  maxConnections: number;
  bandwidthMbps: number;
  endsAt: Date;
}

/** Why a plan cannot be given or ended (answered as Conflict, translated). */
export const tunnelPlanConflicts = {
  alreadyActive: "tunnelPlans.alreadyActive",
  notActive: "tunnelPlans.notActive",
} as const;

function iso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/**
 * Tunnel plans (docs/decisions.md "Tunnel plans"): at most one open per
 * member; in force from `startsAt` to `endsAt` unless ended early. Giving and
 * ending happen inside the console's transaction (audited there); the unique
 * index decides between two operators giving one at once.
 */
export function createTunnelPlansService(deps: {
  repo: { bind(x: Executor): TunnelPlansRepo } & TunnelPlansRepo;
  now?: () => Date;
}) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());

  function statusOf(row: Pick<TunnelPlanRow, "endedAt" | "endsAt">, at: Date): TunnelPlan["status"] {
    if (row.endedAt && row.endedAt < row.endsAt) return "ended";
    if (row.endedAt || row.endsAt <= at) return "expired";
    return "active";
  }

  function view(row: TunnelPlanRow, at: Date): TunnelPlan {
    const status = statusOf(row, at);
    return {
      id: row.id,
      status,
      maxConnections: row.maxConnections,
      bandwidthMbps: row.bandwidthMbps,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      endedAt: status === "ended" && row.endedAt ? row.endedAt.toISOString() : null,
    };
  }

  return {
    /** The member's plan in force at `at` (default now); inside a transaction, read through it. */
    async planInForce(memberId: number, within?: Executor, at: Date = now()): Promise<PlanInForce | null> {
      const row = await (within ? repo.bind(within) : repo).findInForce(memberId, at);
      return row
        ? {
            id: row.id,
            memberId: row.memberId,
            maxConnections: row.maxConnections,
            bandwidthMbps: row.bandwidthMbps,
            endsAt: row.endsAt,
          }
        : null;
    },

    /** GET /app-api/ip/tunnel-plan. */
    async memberPlan(memberId: number): Promise<MemberTunnelPlan> {
      const at = now();
      const row = await repo.findInForce(memberId, at);
      return { plan: row ? view(row, at) : null, serverTime: at.toISOString() };
    },

    /** The console's view: the plan in force and the history with who gave and ended each. */
    async consolePlans(memberId: number): Promise<ConsoleTunnelPlans> {
      const at = now();
      const current = await repo.findInForce(memberId, at);
      const rows = await repo.history(memberId, historyLimit);
      return {
        current: current ? view(current, at) : null,
        history: rows.map((row) => {
          const endsAt = new Date(row.ends_at);
          const endedAt = row.ended_at === null ? null : new Date(row.ended_at);
          const status = statusOf({ endsAt, endedAt }, at);
          return {
            id: Number(row.id),
            status,
            maxConnections: row.max_connections,
            bandwidthMbps: row.bandwidth_mbps,
            startsAt: iso(row.starts_at),
            endsAt: endsAt.toISOString(),
            endedAt: status === "ended" && endedAt ? endedAt.toISOString() : null,
            reason: row.reason,
            endReason: row.end_reason,
            grantedBy: row.granted_by_name,
            endedBy: row.ended_by_name,
          };
        }),
      };
    },

    /**
     * Gives a plan starting now, in `tx` (the caller audits and commits). A plan whose time ran
     * out is closed first; one still in force refuses. Two operators at once: the unique index
     * fails the second statement, which the caller turns into the same refusal after its rollback.
     */
    async give(tx: Executor, memberId: number, operatorId: number, input: TunnelPlanGrantRequest): Promise<TunnelPlan> {
      const r = repo.bind(tx);
      const at = now();
      const open = await r.findOpenForUpdate(memberId);
      if (open && open.endsAt > at) throw conflict(tunnelPlanConflicts.alreadyActive);
      if (open) await r.closeExpired(open.id);
      const row = await r.insert({
        memberId,
        maxConnections: input.maxConnections,
        bandwidthMbps: input.bandwidthMbps,
        startsAt: at,
        endsAt: new Date(at.getTime() + input.days * dayMs),
        grantedBy: operatorId,
        reason: input.reason,
      });
      return view(row, at);
    },

    /** Ends the plan `planId` now, in `tx`; refused when it is not the member's plan in force. */
    async end(
      tx: Executor,
      memberId: number,
      operatorId: number,
      input: { planId: number; reason: string },
    ): Promise<{ before: TunnelPlan; after: TunnelPlan }> {
      const r = repo.bind(tx);
      const at = now();
      const open = await r.findOpenForUpdate(memberId);
      if (!open || open.id !== input.planId || open.endsAt <= at) throw conflict(tunnelPlanConflicts.notActive);
      const ended = await r.end(open.id, { endedAt: at, endedBy: operatorId, endReason: input.reason });
      if (!ended) throw conflict(tunnelPlanConflicts.notActive);
      return { before: view(open, at), after: view(ended, at) };
    },
  };
}

export type TunnelPlansService = ReturnType<typeof createTunnelPlansService>;

function conflict(key: string): AppError {
  return new AppError(ResponseCode.Conflict, key);
}

/** The second of two plans given at once broke the one-open-plan index: the same refusal as a plan in force. */
export function asTunnelPlanConflict(error: unknown): unknown {
  return isUniqueViolation(error, "tunnel_plans_member_open_key") ? conflict(tunnelPlanConflicts.alreadyActive) : error;
}
