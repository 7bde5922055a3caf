import type { ConsoleTunnelPlans, StaticIpLimits, TunnelPlan } from "@shop/contract";
import { ResponseCode } from "@shop/contract";
import type { Database } from "@shop/db";
import { AppError } from "../../../http/app-error.ts";
import { type Executor, inTransaction } from "../../../lib/executor.ts";
import type { StaticIpLimitsService } from "../../commerce/orders/static-ip-limits.ts";
import { asTunnelPlanConflict, type TunnelPlansService } from "../../proxy/tunnel-plans/service.ts";
import type { ConsoleMembersRepo } from "./repo.ts";
import type { ConsoleActor, ConsoleAuditLog } from "./service.ts";

/**
 * The member page's tunnel plans and static IP limits. Each change and its
 * audit row are one transaction; the audit says who gave or ended what, for
 * whom, and why.
 */
export function createConsoleTunnelPlans(deps: {
  db: Database;
  repo: ConsoleMembersRepo;
  tunnelPlans: TunnelPlansService;
  staticIpLimits: StaticIpLimitsService;
  audit: ConsoleAuditLog;
}) {
  const { db, repo, audit, tunnelPlans } = deps;

  async function memberOrThrow(actor: ConsoleActor, memberId: number, within?: Executor) {
    const member = await (within ? repo.bind(within) : repo).findMember(memberId);
    if (!member) throw new AppError(ResponseCode.NotFound, "consoleMembers.notFound");
    if (actor.operator.substationId !== null && member.substation_id !== actor.operator.substationId) {
      throw new AppError(ResponseCode.NotFound, "consoleMembers.notFound");
    }
    return member;
  }

  return {
    async list(actor: ConsoleActor, memberId: number): Promise<ConsoleTunnelPlans> {
      await memberOrThrow(actor, memberId);
      return tunnelPlans.consolePlans(memberId);
    },

    async give(
      actor: ConsoleActor,
      memberId: number,
      input: { maxConnections: number; bandwidthMbps: number; days: number; reason: string },
    ): Promise<TunnelPlan> {
      try {
        return await inTransaction(db, async (tx) => {
          await memberOrThrow(actor, memberId, tx);
          const plan = await tunnelPlans.give(tx, memberId, actor.operator.id, input);
          await audit.record(tx, {
            context: actor.audit,
            action: "member.tunnel-plan.give",
            recordType: "tunnel_plan",
            recordId: plan.id,
            memberId,
            reason: input.reason,
            before: null,
            after: {
              maxConnections: plan.maxConnections,
              bandwidthMbps: plan.bandwidthMbps,
              days: input.days,
              startsAt: plan.startsAt,
              endsAt: plan.endsAt,
            },
            outcome: "ok",
          });
          return plan;
        });
      } catch (error) {
        throw asTunnelPlanConflict(error);
      }
    },

    async end(actor: ConsoleActor, memberId: number, input: { planId: number; reason: string }): Promise<TunnelPlan> {
      return inTransaction(db, async (tx) => {
        await memberOrThrow(actor, memberId, tx);
        const { before, after } = await tunnelPlans.end(tx, memberId, actor.operator.id, input);
        await audit.record(tx, {
          context: actor.audit,
          action: "member.tunnel-plan.end",
          recordType: "tunnel_plan",
          recordId: after.id,
          memberId,
          reason: input.reason,
          before: { status: before.status, endsAt: before.endsAt },
          after: { status: after.status, endedAt: after.endedAt },
          outcome: "ok",
        });
        return after;
      });
    },

    async setStaticIpLimits(
      actor: ConsoleActor,
      memberId: number,
      staticIpId: number,
      input: { maxConnections: number | null; bandwidthMbps: number | null; reason: string },
    ): Promise<StaticIpLimits> {
      return inTransaction(db, async (tx) => {
        await memberOrThrow(actor, memberId, tx);
        const { before, ...limits } = await deps.staticIpLimits.set(memberId, staticIpId, input, tx);
        await audit.record(tx, {
          context: actor.audit,
          action: "member.static-ip.limits",
          recordType: "static_ip",
          recordId: staticIpId,
          memberId,
          reason: input.reason,
          before,
          after: { maxConnections: limits.maxConnections, bandwidthMbps: limits.bandwidthMbps },
          outcome: "ok",
        });
        return limits;
      });
    },
  };
}

export type ConsoleTunnelPlansService = ReturnType<typeof createConsoleTunnelPlans>;
