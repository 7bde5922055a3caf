import {
  type AdjustmentDecisionRequest,
  type MemberDetail,
  type MemberListItem,
  type MemberPage,
  type MemberSuspensionState,
  maskResidentIdNumber,
  memberSearchQuerySchema,
  type PendingAdjustment,
  ResponseCode,
  type StaticIpChange,
  type TrafficAdjustment,
  type UnmaskedCertification,
} from "@shop/contract";
import type { Database } from "@shop/db";
import { AppError } from "../../../http/app-error.ts";
import { type Executor, inTransaction } from "../../../lib/executor.ts";
import { iso, isoOrNull } from "../../../lib/row-time.ts";
import type { MemberSuspension } from "../../identity/auth/member-standing.ts";
import { queueMemberNotice } from "../../platform/alerts/member-notices.ts";
import { createLedgerWriter } from "../../proxy/traffic/ledger.ts";
import type { AuditContext, AuditLog } from "../audit/service.ts";
import { approverConflict, approverEnrolledByRequester } from "../operators/approver-independence.ts";
import type { ConsoleMembersConfig } from "./config.ts";
import type { ConsoleMembersRepo, MemberListRow, PendingAdjustmentRow, TrafficAdjustmentRow } from "./repo.ts";

/** The audit log (modules/console/audit): one row in the caller's transaction, so a failed write rolls the change back. */
export type ConsoleAuditLog = Pick<AuditLog, "record">;

/** The operator behind a console call, as the guard set it. */
export interface ConsoleActor {
  operator: { id: number; name: string; permissions: readonly string[]; substationId: number | null };
  audit: AuditContext;
}

/** The orders module's static-IP work an operator may do (inside the console's transaction). */
interface StaticIpOperations {
  extendByOperator(tx: Executor, memberId: number, ipId: number, days: number): Promise<{ before: Date; after: Date }>;
  exchangeByOperator(
    tx: Executor,
    memberId: number,
    ipId: number,
    nodeId: number,
  ): Promise<{ fromIp: string; toIp: string; fromNodeId: number; toNodeId: number }>;
}

export interface ConsoleMembersDeps {
  db: Database;
  repo: ConsoleMembersRepo;
  suspension: MemberSuspension;
  staticIps: StaticIpOperations;
  audit: ConsoleAuditLog;
  config: ConsoleMembersConfig;
  /** Traffic the member's gateways hold as grants (the usage module's), read in `tx`: an adjustment cannot take it. */
  reservedTraffic(tx: Executor, memberId: number): Promise<bigint>;
  now?: () => Date;
}

const mb = 1024n * 1024n;
const dayMs = 24 * 3600_000;
const unlimitedPermission = "members.adjust-traffic-unlimited";
/** The overview shows at most this many waiting requests (more would mean the caps are wrong). */
const pendingListLimit = 200;

const notFound = () => new AppError(ResponseCode.NotFound, "consoleMembers.notFound");
const badRequest = (key: string, params?: Record<string, string | number>) =>
  new AppError(ResponseCode.BadRequest, key, params);

/**
 * The console's members: search and the "why was I charged" page, notes,
 * suspension, traffic adjustments within support's caps (above them a request
 * someone else approves) and static IPs. Every change and every sensitive read
 * writes its audit row in the same transaction.
 */
export function createConsoleMembersService(deps: ConsoleMembersDeps) {
  const { db, repo, audit } = deps;
  const now = deps.now ?? (() => new Date());

  /** The member, if the operator may see them (an operator limited to a substation sees only its members). */
  async function memberOrThrow(actor: ConsoleActor, memberId: number, within?: Executor) {
    const member = await (within ? repo.bind(within) : repo).findMember(memberId);
    if (!member) throw notFound();
    if (actor.operator.substationId !== null && member.substation_id !== actor.operator.substationId) throw notFound();
    return member;
  }

  function canAdjustUnlimited(actor: ConsoleActor): boolean {
    return actor.operator.permissions.includes(unlimitedPermission);
  }

  /** Books an adjustment's ledger row; refuses one that would take the balance below zero. */
  async function applyAdjustment(
    tx: Executor,
    row: { id: number; memberId: number; deltaBytes: bigint; reason: string },
  ) {
    const ledger = createLedgerWriter(tx);
    await ledger.lockMember(row.memberId);
    const balance = await ledger.balance(row.memberId);
    const free = balance - (await deps.reservedTraffic(tx, row.memberId));
    if (free + row.deltaBytes < 0n) {
      throw badRequest("consoleMembers.adjustmentBelowZero", { remaining: (free > 0n ? free : 0n).toString() });
    }
    const booked = await ledger.book([
      {
        memberId: row.memberId,
        kind: "adjustment",
        deltaBytes: row.deltaBytes,
        cause: adjustmentCause(row.id),
        note: row.reason,
      },
    ]);
    if (booked !== 1) throw new Error(`adjustment ${row.id} was booked before`);
    // The member is told once, by their contact channel, after this commits (platform/alerts).
    await queueMemberNotice(tx, row.memberId, `traffic-adjustment:${row.id}`, {
      kind: "traffic-adjusted",
      deltaBytes: String(row.deltaBytes),
      reason: row.reason,
    });
    return { before: balance, after: balance + row.deltaBytes };
  }

  return {
    async searchMembers(actor: ConsoleActor, rawQuery: unknown): Promise<MemberPage> {
      const query = memberSearchQuerySchema.parse(rawQuery ?? {});
      const { rows, total } = await repo.search({
        q: query.q,
        substationId: actor.operator.substationId,
        suspended: query.suspended === undefined ? undefined : query.suspended === "true",
        sort: query.sort,
        order: query.order,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      // A sensitive read: who looked for whom (the query, not the rows found).
      await inTransaction(db, (tx) =>
        audit.record(tx, {
          context: actor.audit,
          action: "member.search",
          recordType: "member",
          recordId: null,
          after: { q: query.q ?? null, suspended: query.suspended ?? null, page: query.page, total },
          outcome: "ok",
        }),
      );
      return { list: rows.map(memberListItem), total, page: query.page, pageSize: query.pageSize };
    },

    async getMember(actor: ConsoleActor, memberId: number): Promise<MemberDetail> {
      const member = await memberOrThrow(actor, memberId);
      const since = new Date(now().getTime() - 72 * 3600_000);
      const [personal, enterprise, orders, attempts, notifications, ledger, hourly, accounts, ips, exchanges, notes] =
        await Promise.all([
          repo.latestPersonalCertification(memberId),
          repo.latestEnterpriseCertification(memberId),
          repo.orders(memberId, 100),
          repo.paymentAttempts(memberId, 100),
          repo.paymentNotifications(memberId, 100),
          repo.ledger(memberId, 200),
          repo.hourlyUsage(memberId, since),
          repo.subAccounts(memberId),
          repo.staticIps(memberId),
          repo.staticIpExchanges(memberId),
          repo.notes(memberId),
        ]);
      const adjustments = await repo.adjustments(memberId);
      await inTransaction(db, (tx) =>
        audit.record(tx, {
          context: actor.audit,
          action: "member.view",
          recordType: "member",
          recordId: memberId,
          memberId,
          outcome: "ok",
        }),
      );
      return {
        profile: {
          id: member.id,
          mobile: member.mobile,
          email: member.email,
          locale: member.locale,
          substationId: member.substation_id,
          substationCode: member.substation_code,
          registerIp: member.register_ip,
          createdAt: iso(member.created_at),
          lastLoginAt: isoOrNull(member.last_login_at),
          certificationStatus: member.certification_status,
          certificationType: member.certification_type,
          suspendedAt: isoOrNull(member.suspended_at),
          suspensionReason: member.suspension_reason,
          remainingBytes: Number(member.balance_bytes),
          rechargedBytes: Number(member.recharged_bytes),
          consumedBytes: Number(member.consumed_bytes),
          personal: personal
            ? {
                id: Number(personal.id),
                realName: personal.real_name,
                idCardNumberMasked: maskResidentIdNumber(personal.id_card_number),
                status: personal.status,
              }
            : null,
          enterprise: enterprise
            ? {
                id: Number(enterprise.id),
                companyName: enterprise.company_name,
                creditCode: enterprise.credit_code,
                status: enterprise.status,
              }
            : null,
        },
        orders: orders.map((row) => ({
          kind: row.kind,
          id: row.id,
          orderNo: row.order_no,
          status: row.status,
          trafficGb: row.traffic_gb,
          giftGb: row.gift_gb,
          ipCount: row.ip_count,
          days: row.days,
          renewal: row.renewal,
          amountFen: row.amount_fen,
          payAmountFen: row.pay_amount_fen,
          refundedFen: Number(row.refunded_fen),
          paymentMethod: row.payment_method,
          createdAt: iso(row.created_at),
          paidAt: isoOrNull(row.paid_at),
          closedAt: isoOrNull(row.closed_at),
        })),
        paymentAttempts: attempts.map((row) => ({
          id: row.id,
          outTradeNo: row.out_trade_no,
          orderKind: row.order_kind,
          orderNo: row.order_no,
          method: row.method,
          channel: row.channel,
          amountFen: row.amount_fen,
          handlingFeeFen: row.handling_fee_fen,
          status: row.status,
          providerTradeNo: row.provider_trade_no,
          createdAt: iso(row.created_at),
          paidAt: isoOrNull(row.paid_at),
          closedAt: isoOrNull(row.closed_at),
        })),
        notifications: notifications.map((row) => ({
          id: row.id,
          method: row.method,
          outTradeNo: row.out_trade_no,
          headers: (typeof row.headers === "string" ? JSON.parse(row.headers) : (row.headers ?? {})) as Record<
            string,
            unknown
          >,
          body: row.body,
          signatureValid: row.signature_valid,
          outcome: row.outcome,
          receivedAt: iso(row.received_at),
        })),
        ledger: ledger.map((row) => ({
          id: row.id,
          kind: row.kind,
          deltaBytes: Number(row.delta_bytes),
          cause: row.cause,
          note: row.note,
          createdAt: iso(row.created_at),
        })),
        hourlyUsage: hourly.map((row) => ({
          hour: iso(row.hour),
          usedBytes: Number(row.used_bytes),
          deductedBytes: Number(row.deducted_bytes),
          overdraftBytes: Number(row.overdraft_bytes),
          remainingAfterBytes: Number(row.remaining_after_bytes),
        })),
        subAccounts: accounts.map((row) => ({
          id: row.id,
          username: row.username,
          enabled: row.enabled,
          trafficLimitBytes: row.traffic_limit_bytes === null ? null : Number(row.traffic_limit_bytes),
          usedBytes: Number(row.used_bytes),
          remark: row.remark,
          createdAt: iso(row.created_at),
          deletedAt: isoOrNull(row.deleted_at),
        })),
        staticIps: ips.map((row) => ({
          id: row.id,
          orderNo: row.order_no,
          nodeId: row.node_id,
          resourceType: row.resource_type,
          host: row.host,
          port: row.port,
          account: row.account,
          outIp: row.out_ip,
          status: row.status,
          purchasedAt: iso(row.purchased_at),
          expiresAt: iso(row.expires_at),
          releasedAt: isoOrNull(row.released_at),
          maxConnections: row.max_connections,
          bandwidthMbps: row.bandwidth_mbps,
        })),
        exchanges: exchanges.map((row) => ({
          id: row.id,
          staticIpId: row.static_ip_id,
          fromIp: row.from_ip,
          toIp: row.to_ip,
          fromNodeId: row.from_node_id,
          toNodeId: row.to_node_id,
          createdAt: iso(row.created_at),
        })),
        notes: notes.map((row) => ({
          id: row.id,
          operatorId: row.operatorId,
          body: row.body,
          createdAt: row.createdAt.toISOString(),
        })),
        adjustments: adjustments.map(adjustmentView),
      };
    },

    /** The full ID number of the member's personal verification: a sensitive read, audited with its reason. */
    async unmaskIdNumber(actor: ConsoleActor, memberId: number, reason: string): Promise<UnmaskedCertification> {
      return inTransaction(db, async (tx) => {
        await memberOrThrow(actor, memberId, tx);
        const personal = await repo.bind(tx).latestPersonalCertification(memberId);
        if (!personal) throw badRequest("consoleMembers.unmaskNothing");
        await audit.record(tx, {
          context: actor.audit,
          action: "member.certification.unmask",
          recordType: "personal_certification",
          recordId: Number(personal.id),
          memberId,
          reason,
          outcome: "ok",
        });
        return { realName: personal.real_name, idCardNumber: personal.id_card_number };
      });
    },

    async addNote(actor: ConsoleActor, memberId: number, body: string) {
      return inTransaction(db, async (tx) => {
        await memberOrThrow(actor, memberId, tx);
        const note = await repo.bind(tx).insertNote({ memberId, operatorId: actor.operator.id, body });
        await audit.record(tx, {
          context: actor.audit,
          action: "member.note.add",
          recordType: "member_note",
          recordId: note.id,
          memberId,
          after: { body },
          outcome: "ok",
        });
        return { id: note.id, operatorId: note.operatorId, body: note.body, createdAt: note.createdAt.toISOString() };
      });
    },

    /**
     * Suspends the member: their sessions end now, gateways refuse their
     * accounts (and close open tunnels on their next batch answer), the
     * extraction URL answers 403 and logins are refused.
     */
    async suspend(actor: ConsoleActor, memberId: number, reason: string): Promise<MemberSuspensionState> {
      return inTransaction(db, async (tx) => {
        await memberOrThrow(actor, memberId, tx);
        if (!(await deps.suspension.suspend(memberId, reason, tx))) throw badRequest("consoleMembers.alreadySuspended");
        const state = await deps.suspension.getSuspension(memberId, tx);
        await audit.record(tx, {
          context: actor.audit,
          action: "member.suspend",
          recordType: "member",
          recordId: memberId,
          memberId,
          reason,
          before: { suspended: false },
          after: { suspended: true, suspendedAt: state?.suspendedAt?.toISOString() ?? null },
          outcome: "ok",
        });
        return suspensionView(memberId, state);
      });
    },

    /** Lifts a suspension: only the member-level state changes, so what was enabled before works again. */
    async lift(actor: ConsoleActor, memberId: number, reason: string): Promise<MemberSuspensionState> {
      return inTransaction(db, async (tx) => {
        await memberOrThrow(actor, memberId, tx);
        const before = await deps.suspension.getSuspension(memberId, tx);
        if (!(await deps.suspension.lift(memberId, tx))) throw badRequest("consoleMembers.notSuspended");
        await audit.record(tx, {
          context: actor.audit,
          action: "member.unsuspend",
          recordType: "member",
          recordId: memberId,
          memberId,
          reason,
          before: { suspended: true, suspendedAt: before?.suspendedAt?.toISOString() ?? null, reason: before?.reason },
          after: { suspended: false },
          outcome: "ok",
        });
        return suspensionView(memberId, { suspendedAt: null, reason: null });
      });
    },

    /**
     * A manual traffic adjustment. Within the operator's caps (per action and
     * per 24 hours) it is booked at once as one ledger row; above them it waits
     * for an operator with members.adjust-traffic-unlimited, who applies it.
     * Never takes a balance below zero.
     */
    async adjustTraffic(
      actor: ConsoleActor,
      memberId: number,
      input: { deltaMb: number; reason: string },
    ): Promise<TrafficAdjustment> {
      const deltaBytes = BigInt(input.deltaMb) * mb;
      if (deltaBytes === 0n) throw badRequest("consoleMembers.adjustmentZero");
      const size = deltaBytes < 0n ? -deltaBytes : deltaBytes;
      return inTransaction(db, async (tx) => {
        await memberOrThrow(actor, memberId, tx);
        const bound = repo.bind(tx);
        let withinCaps = canAdjustUnlimited(actor);
        if (!withinCaps && size <= deps.config.adjustCapPerActionBytes) {
          await bound.lockOperatorAllowance(actor.operator.id);
          const used = await bound.bytesAdjustedBy(actor.operator.id, new Date(now().getTime() - dayMs));
          withinCaps = used + size <= deps.config.adjustCapPerDayBytes;
        }
        const row = await bound.insertAdjustment({
          memberId,
          deltaBytes,
          reason: input.reason,
          status: withinCaps ? "applied" : "pending",
          requestedBy: actor.operator.id,
          ...(withinCaps ? { decidedBy: actor.operator.id, decidedAt: now() } : {}),
        });
        const balance = withinCaps
          ? await applyAdjustment(tx, { id: row.id, memberId, deltaBytes, reason: input.reason })
          : null;
        await audit.record(tx, {
          context: actor.audit,
          action: withinCaps ? "member.traffic.adjust" : "member.traffic.adjust-request",
          recordType: "traffic_adjustment",
          recordId: row.id,
          memberId,
          reason: input.reason,
          before: balance ? { balanceBytes: balance.before.toString() } : null,
          after: {
            deltaBytes: deltaBytes.toString(),
            status: row.status,
            ...(balance ? { balanceBytes: balance.after.toString() } : {}),
          },
          outcome: "ok",
        });
        return adjustmentView(row);
      });
    },

    /** Every request waiting for an approval, across the members the operator may see, oldest first. */
    async listPendingAdjustments(actor: ConsoleActor): Promise<{ list: PendingAdjustment[] }> {
      const rows = await repo.pendingAdjustments(pendingListLimit, actor.operator.substationId);
      return { list: rows.map(pendingAdjustmentView) };
    },

    /** Approves (applies) or rejects a pending request; the requester cannot decide their own. */
    async decideAdjustment(
      actor: ConsoleActor,
      adjustmentId: number,
      input: AdjustmentDecisionRequest,
    ): Promise<TrafficAdjustment> {
      return inTransaction(db, async (tx) => {
        const bound = repo.bind(tx);
        const row = await bound.findAdjustmentForUpdate(adjustmentId);
        if (!row) throw new AppError(ResponseCode.NotFound, "consoleMembers.adjustmentNotFound");
        await memberOrThrow(actor, row.memberId, tx);
        if (row.status !== "pending") throw new AppError(ResponseCode.Conflict, "consoleMembers.adjustmentNotPending");
        if (row.requestedBy === actor.operator.id) {
          throw new AppError(ResponseCode.Forbidden, "consoleMembers.adjustmentSelfApproval");
        }
        const approve = input.decision === "approve";
        if (approve && (await approverConflict(tx, actor.operator.id, row.requestedBy, now())) !== null) {
          throw approverEnrolledByRequester();
        }
        const decided = await bound.decideAdjustment(row.id, {
          status: approve ? "applied" : "rejected",
          decidedBy: actor.operator.id,
          decisionReason: input.reason ?? null,
        });
        if (!decided) throw new AppError(ResponseCode.Conflict, "consoleMembers.adjustmentNotPending");
        const balance = approve ? await applyAdjustment(tx, decided) : null;
        await audit.record(tx, {
          context: actor.audit,
          action: approve ? "member.traffic.adjust-approve" : "member.traffic.adjust-reject",
          recordType: "traffic_adjustment",
          recordId: row.id,
          memberId: row.memberId,
          reason: input.reason ?? null,
          before: { status: "pending", ...(balance ? { balanceBytes: balance.before.toString() } : {}) },
          after: { status: decided.status, ...(balance ? { balanceBytes: balance.after.toString() } : {}) },
          outcome: "ok",
        });
        return adjustmentView(decided);
      });
    },

    async extendStaticIp(
      actor: ConsoleActor,
      memberId: number,
      staticIpId: number,
      input: { days: number; reason: string },
    ): Promise<StaticIpChange> {
      return inTransaction(db, async (tx) => {
        await memberOrThrow(actor, memberId, tx);
        const change = await deps.staticIps
          .extendByOperator(tx, memberId, staticIpId, input.days)
          .catch(staticIpNotFound);
        await audit.record(tx, {
          context: actor.audit,
          action: "member.static-ip.extend",
          recordType: "static_ip",
          recordId: staticIpId,
          memberId,
          reason: input.reason,
          before: { expiresAt: change.before.toISOString() },
          after: { expiresAt: change.after.toISOString(), days: input.days },
          outcome: "ok",
        });
        const ip = (await repo.bind(tx).staticIps(memberId)).find((row) => row.id === staticIpId);
        return { staticIpId, outIp: ip?.out_ip ?? "", expiresAt: change.after.toISOString() };
      });
    },

    async replaceStaticIp(
      actor: ConsoleActor,
      memberId: number,
      staticIpId: number,
      input: { nodeId: number; reason: string },
    ): Promise<StaticIpChange> {
      return inTransaction(db, async (tx) => {
        await memberOrThrow(actor, memberId, tx);
        const change = await deps.staticIps
          .exchangeByOperator(tx, memberId, staticIpId, input.nodeId)
          .catch(staticIpNotFound);
        await audit.record(tx, {
          context: actor.audit,
          action: "member.static-ip.replace",
          recordType: "static_ip",
          recordId: staticIpId,
          memberId,
          reason: input.reason,
          before: { outIp: change.fromIp, nodeId: change.fromNodeId },
          after: { outIp: change.toIp, nodeId: change.toNodeId },
          outcome: "ok",
        });
        const ip = (await repo.bind(tx).staticIps(memberId)).find((row) => row.id === staticIpId);
        return { staticIpId, outIp: change.toIp, expiresAt: ip ? iso(ip.expires_at) : "" };
      });
    },
  };
}

export type ConsoleMembersService = ReturnType<typeof createConsoleMembersService>;

/** The ledger cause of a console adjustment; ledger:verify matches the two by it. */
function adjustmentCause(id: number): string {
  return `console-adjustment:${id}`;
}

/** The static-IP module's "not found" in the console's own words; any other error as it is. */
function staticIpNotFound(error: unknown): never {
  const notFound = error instanceof AppError && error.code === ResponseCode.NotFound;
  throw notFound ? new AppError(ResponseCode.NotFound, "consoleMembers.staticIpNotFound") : error;
}

function memberListItem(row: MemberListRow): MemberListItem {
  return {
    id: row.id,
    mobile: row.mobile,
    email: row.email,
    substationId: row.substation_id,
    certificationStatus: row.certification_status,
    certificationType: row.certification_type,
    suspended: row.suspended_at !== null,
    closed: row.closed_at !== null,
    remainingBytes: Number(row.balance_bytes ?? 0),
    createdAt: iso(row.created_at),
    lastLoginAt: isoOrNull(row.last_login_at),
    matchedBy: row.matched_by as MemberListItem["matchedBy"],
  };
}

function suspensionView(
  memberId: number,
  state: { suspendedAt: Date | null; reason: string | null } | undefined,
): MemberSuspensionState {
  return {
    memberId,
    suspended: Boolean(state?.suspendedAt),
    suspendedAt: state?.suspendedAt ? state.suspendedAt.toISOString() : null,
    reason: state?.reason ?? null,
  };
}

function adjustmentView(row: TrafficAdjustmentRow): TrafficAdjustment {
  return {
    id: row.id,
    memberId: row.memberId,
    deltaBytes: Number(row.deltaBytes),
    reason: row.reason,
    status: row.status as TrafficAdjustment["status"],
    requestedBy: row.requestedBy,
    decidedBy: row.decidedBy,
    decisionReason: row.decisionReason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
  };
}

function pendingAdjustmentView(row: PendingAdjustmentRow): PendingAdjustment {
  return {
    id: Number(row.id),
    memberId: Number(row.member_id),
    deltaBytes: Number(row.delta_bytes),
    reason: row.reason,
    status: row.status as PendingAdjustment["status"],
    requestedBy: Number(row.requested_by),
    decidedBy: row.decided_by === null ? null : Number(row.decided_by),
    decisionReason: row.decision_reason,
    createdAt: iso(row.created_at),
    decidedAt: isoOrNull(row.decided_at),
    memberMobile: row.member_mobile,
    memberEmail: row.member_email,
    memberRemainingBytes: Number(row.member_balance_bytes),
    requestedByName: row.requested_by_name,
  };
}
