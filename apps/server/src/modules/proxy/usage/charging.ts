import { randomUUID } from "node:crypto";
import {
  type AccessChanges,
  CertificationStatus,
  type GatewayAccount,
  type GatewayAccountState,
  type GatewayAccountStatus,
  type GatewayAllowlistMatch,
  type GrantAnswer,
  type GrantRequest,
  type UsageBatch,
  type UsageBatchResult,
} from "@shop/contract";
import { businessPeriods, defaultBusinessTimeZone } from "../../../lib/business-time.ts";
import type { Executor } from "../../../lib/executor.ts";
import { sha256 } from "../../../lib/secrets.ts";
import { createMemberAlerts } from "../../platform/alerts/alerts.ts";
import { createEventPublisher } from "../../platform/webhooks/publisher.ts";
import type { AccountForUsage, ProxyAccountsService } from "../proxy-accounts/service.ts";
import { isLimitReached, type PeriodUse, periodLimitReached } from "../proxy-accounts/service.ts";
import { createLedgerWriter, type LedgerEntry } from "../traffic/ledger.ts";
import type { TrafficService } from "../traffic/service.ts";
import type { PlanInForce } from "../tunnel-plans/service.ts";
import type { GrantsRepo } from "./grants-repo.ts";
import type { AccountHourlyIncrement, DomainIncrement, HourlyIncrement, OutcomeIncrement, UsageRepo } from "./repo.ts";

const hourMs = 3600_000;
/** How far in the future a record's time may be (gateways' clocks drift a little). */
const maxClockSkewMs = 10 * 60_000;

/** A batch the service refuses as a whole (HTTP 400 to the gateway). */
export class UsageBatchError extends Error {
  readonly reason: string;
  constructor(reason: string) {
    super(reason);
    this.name = "UsageBatchError";
    this.reason = reason;
  }
}

/** The sub-account a gateway means: a full proxy username counts by its part before the first "-". */
function accountNameOf(reported: string): string {
  return reported.split("-", 1)[0] ?? reported;
}

export interface UsageServiceDeps {
  repo: UsageRepo;
  proxyAccounts: ProxyAccountsService;
  traffic: TrafficService;
  /** The auth module's certification columns (dashboard state). */
  certification: {
    getCertification(
      memberId: number,
      within?: Executor,
    ): Promise<{ status: number; type: number | null; suspended: boolean; closed?: boolean } | null>;
  };
  /** Byte grants and access-change notes, on the database or inside a transaction. */
  grants: { bind(x: Executor): GrantsRepo } & GrantsRepo;
  /** Static IPs' proxy accounts of these members (the orders module's records). */
  staticAccountsOf(memberIds: number[]): Promise<string[]>;
  lowTrafficThresholdBytes: bigint;
  /** Target domains the member's accounts may not reach (the member's and the seller's deny lists). */
  deniedDomainsOf?(memberId: number): Promise<string[]>;
  /** The business time zone: sub-accounts' daily and monthly caps reset at its midnight (default Asia/Shanghai). */
  timeZone?: string;
  /**
   * Tunnel plans in force (the tunnel-plans module): a member's traffic under one is granted
   * without the balance and not charged. Absent: no member has a plan.
   */
  tunnelPlans?: { planInForce(memberId: number, within?: Executor, at?: Date): Promise<PlanInForce | null> };
  /** Records older than this are refused (a gateway's lost batch cannot be booked days later). */
  maxRecordAgeMs?: number;
  /** How long a gateway may spend a grant (default 60 s). */
  grantTtlMs?: number;
  /** How long after that an unsettled grant still reserves its bytes (default 15 minutes): a gateway's journal replay settles it. */
  grantReleaseMs?: number;
  now?: () => Date;
  /** Usage a gateway reported beyond its grants (an older gateway, or a grant released before its report): logged. */
  onUngrantedUsage?(details: { gatewayId: string; account: string; bytes: bigint }): void;
}

/**
 * Charging of proxy traffic. Gateways reserve bytes before moving them (grants:
 * never more than the member has left less every other open grant, nor more
 * than an account's own cap left), report what moved in batches (booked once
 * per batch id: rolled up per member and UTC hour, counted on the
 * sub-accounts, taken from remaining traffic as `usage` rows of the traffic
 * ledger and settled against the grants, all in one transaction), and poll the
 * access changes that end or narrow what a grant or a cached check allowed.
 * Remaining traffic never goes below zero: usage beyond it (only a gateway
 * without grants can report such) is recorded as overdraft.
 */
export function createChargingService(deps: UsageServiceDeps) {
  const { repo, proxyAccounts, traffic } = deps;
  const now = deps.now ?? (() => new Date());
  const maxRecordAgeMs = deps.maxRecordAgeMs ?? 48 * hourMs;
  const grantTtlMs = deps.grantTtlMs ?? 60_000;
  const grantReleaseMs = deps.grantReleaseMs ?? 15 * 60_000;
  const zone = deps.timeZone ?? defaultBusinessTimeZone;

  /** Each account's use this business day and month (read through `x`: inside a booking, its own rows count). */
  async function periodUseOf(
    x: Pick<UsageRepo, "periodUsage">,
    accounts: Pick<AccountForUsage, "id" | "dailyLimitBytes" | "monthlyLimitBytes">[],
  ): Promise<Map<number, PeriodUse>> {
    // Accounts without a period cap need no reading: their status never depends on it.
    const capped = accounts.filter((account) => account.dailyLimitBytes !== null || account.monthlyLimitBytes !== null);
    if (capped.length === 0) return new Map();
    const periods = businessPeriods(now(), zone);
    return x.periodUsage(
      capped.map((account) => account.id),
      periods.day.start,
      periods.month.start,
    );
  }

  /** What the account's tightest cap (lifetime, day, month) still allows; null when it has none. */
  function tightestCapLeft(account: AccountForUsage, periodUse: PeriodUse): bigint | null {
    let tightest: bigint | null = null;
    // BigInts: Math.min does not take them.
    for (const left of [
      capLeftOf(account),
      periodCapLeft(account.dailyLimitBytes, periodUse.day),
      periodCapLeft(account.monthlyLimitBytes, periodUse.month),
    ]) {
      if (left !== null && (tightest === null || left < tightest)) tightest = left;
    }
    return tightest;
  }

  function statusOf(
    account: Pick<
      AccountForUsage,
      "enabled" | "deletedAt" | "trafficLimitBytes" | "usedBytes" | "dailyLimitBytes" | "monthlyLimitBytes"
    >,
    remainingBytes: bigint,
    certified: boolean,
    suspended: boolean,
    closed = false,
    periodUse: PeriodUse = noPeriodUse,
    hasPlan = false,
  ): GatewayAccountStatus {
    if (account.deletedAt || closed) return "deleted";
    // Before the account's own flags: lifting a suspension must restore them as they were.
    if (suspended) return "suspended";
    if (!account.enabled) return "disabled";
    if (isLimitReached(account)) return "limit-reached";
    const period = periodLimitReached(account, periodUse);
    if (period) return period === "daily" ? "daily-limit-reached" : "monthly-limit-reached";
    // Under a tunnel plan the balance is not spent: an empty one does not stop the member.
    if (remainingBytes <= 0n && !hasPlan) return "exhausted";
    return certified ? "active" : "uncertified";
  }

  /** Certified and suspended members among `memberIds`; inside a transaction, read through it (PGlite has one connection). */
  async function memberStates(
    memberIds: number[],
    within?: Executor,
  ): Promise<{ certified: Set<number>; suspended: Set<number>; closed: Set<number> }> {
    const states: (readonly [number, { status: number; suspended: boolean; closed?: boolean } | null])[] = [];
    for (const id of memberIds) states.push([id, await deps.certification.getCertification(id, within)]);
    return {
      certified: new Set(states.filter(([, state]) => state?.status === CertificationStatus.Success).map(([id]) => id)),
      suspended: new Set(states.filter(([, state]) => state?.suspended).map(([id]) => id)),
      closed: new Set(states.filter(([, state]) => !state || state.closed).map(([id]) => id)),
    };
  }

  /** The members among `memberIds` with a tunnel plan in force, by member. */
  async function plansOf(memberIds: number[], within?: Executor): Promise<Map<number, PlanInForce>> {
    const plans = new Map<number, PlanInForce>();
    if (!deps.tunnelPlans) return plans;
    for (const id of memberIds) {
      const plan = await deps.tunnelPlans.planInForce(id, within, now());
      if (plan) plans.set(id, plan);
    }
    return plans;
  }

  async function gatewayAccountOf(
    row: ProxyAccountRowLike & { password: string; maxConnections?: number | null; bandwidthMbps?: number | null },
  ): Promise<GatewayAccount> {
    const [{ remainingBytes }, states, periodUse, deniedDomains, plans] = await Promise.all([
      traffic.getBalance(row.memberId),
      memberStates([row.memberId]),
      periodUseOf(repo, [row]),
      deps.deniedDomainsOf?.(row.memberId) ?? [],
      plansOf([row.memberId]),
    ]);
    const plan = plans.get(row.memberId);
    const status = statusOf(
      row,
      remainingBytes,
      states.certified.has(row.memberId),
      states.suspended.has(row.memberId),
      states.closed.has(row.memberId),
      periodUse.get(row.id),
      plan !== undefined,
    );
    return {
      username: row.username,
      allowed: status === "active",
      status,
      passwordSha256: sha256(row.password),
      remainingBytes: Number(remainingBytes > 0n ? remainingBytes : 0n),
      trafficLimitBytes: row.trafficLimitBytes === null ? null : Number(row.trafficLimitBytes),
      usedBytes: Number(row.usedBytes),
      maxConnections: row.maxConnections ?? null,
      bandwidthMbps: row.bandwidthMbps ?? null,
      deniedDomains,
      plan: plan
        ? {
            id: plan.id,
            member: `m${plan.memberId}`,
            maxConnections: plan.maxConnections,
            bandwidthMbps: plan.bandwidthMbps,
            endsAt: plan.endsAt.toISOString(),
          }
        : null,
    };
  }

  /** The state of each account after a batch, and the ones to refuse. */
  async function accountStates(
    within: Executor,
    accounts: AccountForUsage[],
    remaining: Map<number, bigint>,
    periodUse: Map<number, PeriodUse>,
  ): Promise<{ accounts: GatewayAccountState[]; exhaustedAccounts: string[] }> {
    const { certified, suspended, closed } = await memberStates(memberIdsOf(accounts), within);
    const plans = await plansOf(memberIdsOf(accounts), within);
    const states = accounts
      .map((account): GatewayAccountState => {
        const left = remaining.get(account.memberId) ?? 0n;
        return {
          username: account.username,
          status: statusOf(
            account,
            left,
            certified.has(account.memberId),
            suspended.has(account.memberId),
            closed.has(account.memberId),
            periodUse.get(account.id),
            plans.has(account.memberId),
          ),
          remainingBytes: Number(left > 0n ? left : 0n),
          limitRemainingBytes:
            account.trafficLimitBytes === null
              ? null
              : Number(
                  account.trafficLimitBytes > account.usedBytes ? account.trafficLimitBytes - account.usedBytes : 0n,
                ),
        };
      })
      .sort((a, b) => (a.username < b.username ? -1 : 1));
    return {
      accounts: states,
      exhaustedAccounts: states.filter((state) => state.status !== "active").map((state) => state.username),
    };
  }

  return {
    async ingestBatch(gatewayId: string, batch: UsageBatch): Promise<UsageBatchResult> {
      if (batch.gatewayId !== gatewayId) throw new UsageBatchError("gatewayId does not match X-Gateway-Id");
      const latest = now().getTime() + maxClockSkewMs;
      const earliest = now().getTime() - maxRecordAgeMs;
      let totalBytes = 0n;
      for (const [index, record] of batch.records.entries()) {
        const at = Date.parse(record.at);
        if (at > latest) throw new UsageBatchError(`records.${index}.at is in the future`);
        if (at < earliest) {
          throw new UsageBatchError(`records.${index}.at is older than ${Math.round(maxRecordAgeMs / hourMs)} hours`);
        }
        totalBytes += BigInt(record.bytesUp) + BigInt(record.bytesDown);
      }
      const names = [...new Set(batch.records.map((record) => accountNameOf(record.account)))];
      const watched = [...new Set((batch.watch ?? []).map(accountNameOf))].filter((name) => !names.includes(name));

      return repo.transaction(async (tx) => {
        const bookkeeping = proxyAccounts.usageBookkeeping(tx.executor);
        const ledger = createLedgerWriter(tx.executor);
        const isNew = await tx.insertBatch({
          batchId: batch.batchId,
          gatewayId,
          recordCount: batch.records.length,
          totalBytes,
        });
        if (!isNew) {
          await deps.grants.bind(tx.executor).close(gatewayId, batch.releasedGrants ?? [], now());
          // Booked before: nothing is charged, but the gateway still learns its accounts' state.
          const known = await bookkeeping.findAccounts([...names, ...watched]);
          const states = await accountStates(
            tx.executor,
            known,
            await ledger.balances(memberIdsOf(known)),
            await periodUseOf(tx, known),
          );
          return { ...duplicateResult(batch.batchId), ...states };
        }

        const candidates = await bookkeeping.findAccounts([...names, ...watched]);
        const memberIds = memberIdsOf(candidates.filter((account) => names.includes(account.username)));
        // One statement locks them all, in id order, so two batches never wait on each other in a circle.
        await ledger.lockMembers(memberIds);
        // Read again under the lock: what an account has used decides how much of its cap is left,
        // and a concurrent batch of the same member may just have added to it.
        const found = await bookkeeping.findAccounts([...names, ...watched]);
        const accounts = new Map(
          found.filter((account) => names.includes(account.username)).map((account) => [account.username, account]),
        );
        const unknownAccounts = names.filter((name) => !accounts.has(name));

        // Per account and hour (up, down), and per domain.
        const perAccountHour = new Map<number, Map<number, { up: bigint; down: bigint }>>();
        const perDomain = new Map<string, DomainIncrement>();
        const perOutcome = new Map<string, OutcomeIncrement>();
        let acceptedRecords = 0;
        for (const record of batch.records) {
          const account = accounts.get(accountNameOf(record.account));
          if (!account) continue;
          acceptedRecords += 1;
          const hour = Math.floor(Date.parse(record.at) / hourMs) * hourMs;
          for (const entry of record.outcomes ?? []) {
            const key = `${account.id}|${hour}|${entry.reason}`;
            const sum = perOutcome.get(key) ?? {
              memberId: account.memberId,
              accountId: account.id,
              hour: new Date(hour),
              reason: entry.reason,
              connections: 0n,
            };
            sum.connections += BigInt(entry.count);
            perOutcome.set(key, sum);
          }
          // A record of only outcomes (a refused account moved nothing) makes no hourly deduction record.
          if (record.bytesUp === 0 && record.bytesDown === 0 && !record.domains?.length && record.outcomes?.length) {
            continue;
          }
          const hours = perAccountHour.get(account.id) ?? new Map<number, { up: bigint; down: bigint }>();
          perAccountHour.set(account.id, hours);
          const bucket = hours.get(hour) ?? { up: 0n, down: 0n };
          hours.set(hour, { up: bucket.up + BigInt(record.bytesUp), down: bucket.down + BigInt(record.bytesDown) });
          for (const entry of record.domains ?? []) {
            const key = `${account.id}|${hour}|${entry.domain}`;
            const sum = perDomain.get(key) ?? {
              memberId: account.memberId,
              accountId: account.id,
              hour: new Date(hour),
              domain: entry.domain,
              bytes: 0n,
              requests: 0n,
            };
            sum.bytes += BigInt(entry.bytes);
            sum.requests += BigInt(entry.requests);
            perDomain.set(key, sum);
          }
        }

        // What moved under a grant was within the cap when the grant was given: it is charged whatever
        // the cap says now (lowering the cap revokes the grants; the bytes already on their way are the
        // member's). Grants are settled first, oldest first; only usage beyond them (a gateway without
        // grants) meets the cap as it stands, and what exceeds it is recorded, not charged, later hours first.
        const grants = deps.grants.bind(tx.executor);
        const at = now();
        const perMember = new Map<number, Map<number, { up: bigint; down: bigint; chargeable: bigint }>>();
        const perAccount = new Map<number, bigint>();
        const accountIncrements: AccountHourlyIncrement[] = [];
        let overLimitBytes = 0n;
        // Bytes moved under tunnel plans' grants, per member and hour: metered and shown, never charged.
        const plannedOf = new Map<number, Map<number, bigint>>();
        for (const account of accounts.values()) {
          const hours = [...(perAccountHour.get(account.id)?.entries() ?? [])].sort(([a], [b]) => a - b);
          if (hours.length === 0) continue;
          let used = 0n;
          for (const [, bytes] of hours) used += bytes.up + bytes.down;
          const { ungranted, planned } = await grants.settleWithPlans(gatewayId, account.id, used, at);
          if (ungranted > 0n) deps.onUngrantedUsage?.({ gatewayId, account: account.username, bytes: ungranted });
          const capLeft = capLeftOf(account);
          const roomForUngranted = capLeft === null ? ungranted : nonNegative(capLeft - (used - ungranted));
          let overLimitLeft = ungranted > roomForUngranted ? ungranted - roomForUngranted : 0n;
          overLimitBytes += overLimitLeft;
          const overOfHour = new Map<number, bigint>();
          for (const [hour, bytes] of [...hours].reverse()) {
            const inHour = bytes.up + bytes.down;
            const over = overLimitLeft < inHour ? overLimitLeft : inHour;
            overOfHour.set(hour, over);
            overLimitLeft -= over;
          }
          const memberHours = perMember.get(account.memberId) ?? new Map();
          perMember.set(account.memberId, memberHours);
          const memberPlanned = plannedOf.get(account.memberId) ?? new Map<number, bigint>();
          plannedOf.set(account.memberId, memberPlanned);
          // The plan's bytes are the earliest of the batch (its grants were taken before any later ones).
          let plannedLeft = planned;
          let counted = 0n;
          for (const [hour, bytes] of hours) {
            const over = overOfHour.get(hour) ?? 0n;
            const inPlan = plannedLeft < bytes.up + bytes.down - over ? plannedLeft : bytes.up + bytes.down - over;
            plannedLeft -= inPlan;
            memberPlanned.set(hour, (memberPlanned.get(hour) ?? 0n) + inPlan);
            const chargeable = bytes.up + bytes.down - over - inPlan;
            // The sub-account counts what it used, plan or not (its own cap still applies under a plan).
            counted += chargeable + inPlan;
            accountIncrements.push({
              memberId: account.memberId,
              accountId: account.id,
              hour: new Date(hour),
              bytesUp: bytes.up,
              bytesDown: bytes.down,
              overLimitBytes: over,
            });
            const sum = memberHours.get(hour) ?? { up: 0n, down: 0n, chargeable: 0n };
            memberHours.set(hour, {
              up: sum.up + bytes.up,
              down: sum.down + bytes.down,
              chargeable: sum.chargeable + chargeable,
            });
          }
          perAccount.set(account.id, counted);
        }

        const increments: HourlyIncrement[] = [];
        const remainingAfter = new Map<number, bigint>();
        let chargedBytes = 0n;
        let overdraftBytes = 0n;
        const balances = await ledger.balances(memberIds);
        const entries: LedgerEntry[] = [];
        for (const memberId of memberIds) {
          const balance = balances.get(memberId) ?? 0n;
          let available = balance > 0n ? balance : 0n;
          let deducted = 0n;
          // Earlier hours are charged first; what the balance cannot cover is overdraft of the later ones.
          const hours = [...(perMember.get(memberId)?.entries() ?? [])].sort(([a], [b]) => a - b);
          for (const [hour, bytes] of hours) {
            // Under a plan: counted as used, neither deducted nor overdraft.
            const used = bytes.up + bytes.down - (plannedOf.get(memberId)?.get(hour) ?? 0n);
            const taken = bytes.chargeable < available ? bytes.chargeable : available;
            available -= taken;
            deducted += taken;
            overdraftBytes += used - taken;
            increments.push({
              memberId,
              hour: new Date(hour),
              bytesUp: bytes.up,
              bytesDown: bytes.down,
              deductedBytes: taken,
              overdraftBytes: used - taken,
              remainingAfterBytes: available,
            });
          }
          entries.push({
            memberId,
            kind: "usage",
            deltaBytes: -deducted,
            // Batch ids are unique per gateway: two gateways may both send "b-0001".
            cause: `usage-batch:${gatewayId}:${batch.batchId}:${memberId}`,
            note: `gateway ${gatewayId}`,
          });
          chargedBytes += deducted;
          remainingAfter.set(memberId, available);
        }
        await ledger.book(entries);
        await tx.addHourly(increments);
        await tx.addDomains([...perDomain.values()]);
        await tx.addOutcomes([...perOutcome.values()]);
        await tx.addAccountHourly(accountIncrements);
        await bookkeeping.addUsedBytes([...perAccount].map(([id, bytes]) => ({ id, bytes })));

        // The grants the gateway is done with give back what they still reserve.
        await grants.close(gatewayId, batch.releasedGrants ?? [], at);

        // Crossings, published in this transaction (the webhooks outbox): each fires once when the
        // value goes below its line and again only after it has been back above.
        const events = createEventPublisher(tx.executor, () => at);
        for (const memberId of memberIds) {
          const before = balances.get(memberId) ?? 0n;
          const after = remainingAfter.get(memberId) ?? before;
          if (before > 0n && after <= 0n) {
            await events.publish(memberId, "traffic.exhausted", { remaining_bytes: "0" });
          } else if (before >= deps.lowTrafficThresholdBytes && after < deps.lowTrafficThresholdBytes) {
            await events.publish(memberId, "traffic.low", {
              remaining_bytes: String(after),
              threshold_bytes: String(deps.lowTrafficThresholdBytes),
            });
          }
        }
        // The member's own alerts (platform/alerts): their traffic line, sub-account caps.
        const alerts = createMemberAlerts(tx.executor, () => at);
        const totals = createLedgerWriter(tx.executor);
        for (const memberId of memberIds) {
          const after = remainingAfter.get(memberId);
          if (after === undefined) continue;
          await alerts.trafficChanged({
            memberId,
            remainingBytes: after,
            boughtBytes: () => totals.recharged(memberId),
          });
        }
        for (const account of found) {
          const added = perAccount.get(account.id) ?? 0n;
          const limit = account.trafficLimitBytes;
          if (added > 0n && limit !== null && account.usedBytes < limit && account.usedBytes + added >= limit) {
            await events.publish(account.memberId, "subaccount.limit_reached", {
              proxy_account: account.username,
              limit_bytes: String(limit),
              used_bytes: String(account.usedBytes + added),
            });
            await alerts.subaccountCapReached({
              memberId: account.memberId,
              account: account.username,
              limitBytes: limit,
              usedBytes: account.usedBytes + added,
            });
          }
        }

        // Balances of members only watched (no records) are read as they stand.
        const others = memberIdsOf(found).filter((id) => !remainingAfter.has(id));
        for (const [id, balance] of await ledger.balances(others)) remainingAfter.set(id, balance);
        const states = await accountStates(
          tx.executor,
          found.map((account) => ({ ...account, usedBytes: account.usedBytes + (perAccount.get(account.id) ?? 0n) })),
          remainingAfter,
          // Read after this batch's hours were added: its own traffic counts toward today's and this month's caps.
          await periodUseOf(tx, found),
        );
        return {
          batchId: batch.batchId,
          duplicate: false,
          acceptedRecords,
          unknownAccounts,
          chargedBytes: Number(chargedBytes),
          overdraftBytes: Number(overdraftBytes),
          overLimitBytes: Number(overLimitBytes),
          ...states,
        };
      });
    },

    /**
     * POST /internal/grants: reserves up to `request.bytes` for the account on
     * this gateway, under the member's lock so that two gateways asking at once
     * never reserve the same bytes. Null for an unknown account.
     */
    async requestGrant(gatewayId: string, request: GrantRequest): Promise<GrantAnswer | null> {
      const name = accountNameOf(request.account);
      return repo.transaction(async (tx) => {
        const bookkeeping = proxyAccounts.usageBookkeeping(tx.executor);
        const ledger = createLedgerWriter(tx.executor);
        const grants = deps.grants.bind(tx.executor);
        const [known] = await bookkeeping.findAccounts([name]);
        if (!known) return null;
        await ledger.lockMember(known.memberId);
        // Read again under the lock: a batch of the same member may just have added to its use.
        const [account = known] = await bookkeeping.findAccounts([name]);
        const at = now();
        const balance = await ledger.balance(account.memberId);
        const states = await memberStates([account.memberId], tx.executor);
        const periodUse = (await periodUseOf(tx, [account])).get(account.id) ?? noPeriodUse;
        const plan = (await plansOf([account.memberId], tx.executor)).get(account.memberId);
        const status = statusOf(
          account,
          balance,
          states.certified.has(account.memberId),
          states.suspended.has(account.memberId),
          states.closed.has(account.memberId),
          periodUse,
          plan !== undefined,
        );
        const refused = (refusal: GatewayAccountStatus, retryAfterMs = 0): GrantAnswer => ({
          account: account.username,
          status: refusal,
          grantId: null,
          bytes: 0,
          ttlMs: 0,
          retryAfterMs,
        });
        if (status !== "active") return refused(status);
        if (plan) {
          // Under a tunnel plan: the balance is not reserved (not charged), only the account's own
          // caps (lifetime, day, month) bound the grant; it is spent no later than the plan's end, so no
          // grant outlives it.
          const capLeft = tightestCapLeft(account, periodUse);
          const accountLeft = capLeft === null ? null : capLeft - (await grants.outstandingOfAccount(account.id, at));
          let size = BigInt(request.bytes);
          if (accountLeft !== null && accountLeft < size) size = accountLeft;
          if (size <= 0n) return refused("active", 500);
          const ttlMs = Math.max(1, Math.min(grantTtlMs, plan.endsAt.getTime() - at.getTime()));
          const grantId = randomUUID();
          const expiresAt = new Date(at.getTime() + ttlMs);
          await grants.insertGrant({
            grantId,
            gatewayId,
            accountId: account.id,
            memberId: account.memberId,
            bytes: size,
            expiresAt,
            releaseAt: new Date(expiresAt.getTime() + grantReleaseMs),
            planId: plan.id,
          });
          return { account: account.username, status: "active", grantId, bytes: Number(size), ttlMs, retryAfterMs: 0 };
        }
        const memberOutstanding = await grants.outstandingOfMember(account.memberId, at);
        const accountOutstanding = await grants.outstandingOfAccount(account.id, at);
        const memberLeft = balance - memberOutstanding;
        // The account's open grants count against each of its caps: whatever they carry is this period's
        // (a grant given before midnight and spent after counts toward the new day, never more than allowed).
        const tightest = tightestCapLeft(account, periodUse);
        const accountLeft = tightest === null ? null : tightest - accountOutstanding;
        // One gateway never takes everything while there is plenty: at most half of what is left,
        // so another gateway asking next still gets bytes (the last 2 MiB go whole).
        const shareOf = (left: bigint) => (left > fairShareFloor ? left / 2n : left);
        let size = BigInt(request.bytes);
        if (shareOf(memberLeft) < size) size = shareOf(memberLeft);
        if (accountLeft !== null && shareOf(accountLeft) < size) size = shareOf(accountLeft);
        if (size <= 0n) {
          // Held by other grants for now: they settle or come back within their lifetime.
          return refused("active", 500);
        }
        const grantId = randomUUID();
        await grants.insertGrant({
          grantId,
          gatewayId,
          accountId: account.id,
          memberId: account.memberId,
          bytes: size,
          expiresAt: new Date(at.getTime() + grantTtlMs),
          releaseAt: new Date(at.getTime() + grantTtlMs + grantReleaseMs),
        });
        return {
          account: account.username,
          status: "active",
          grantId,
          bytes: Number(size),
          ttlMs: grantTtlMs,
          retryAfterMs: 0,
        };
      });
    },

    /** GET /internal/access/changes: the accounts whose access changed after `after` (see the contract). */
    async accessChangesSince(after: number | undefined): Promise<AccessChanges> {
      const none = { accounts: [], staticAccounts: [] };
      if (after === undefined) return { cursor: await deps.grants.latestChange(), reset: false, ...none };
      // Every gateway polls twice a second: the newest note is read only when nothing came after `after`.
      const rows = await deps.grants.changesAfter(after, maxChangesPerAnswer);
      if (rows.length === 0) {
        const cursor = await deps.grants.latestChange();
        // The shop's notes start again (a new database): the gateway cannot know what it missed.
        return { cursor: Math.min(after, cursor), reset: after > cursor, ...none };
      }
      if (rows.length === maxChangesPerAnswer) {
        return { cursor: await deps.grants.latestChange(), reset: true, ...none };
      }
      const accounts = new Set<string>();
      const staticAccounts = new Set<string>();
      const members = new Set<number>();
      // A change for everyone (the seller's deny list): every gateway forgets all it cached.
      if (rows.some((row) => row.subject === "all")) {
        return { cursor: rows.at(-1)?.seq ?? after, reset: true, ...none };
      }
      for (const { subject } of rows) {
        const [kind, key = ""] = splitOnce(subject, ":");
        if (kind === "account") accounts.add(key);
        else if (kind === "static") staticAccounts.add(key);
        else if (kind === "member") members.add(Number(key));
      }
      if (members.size > 0) {
        for (const name of await proxyAccounts.usernamesOfMembers([...members])) accounts.add(name);
        for (const name of await deps.staticAccountsOf([...members])) staticAccounts.add(name);
      }
      return {
        cursor: rows.at(-1)?.seq ?? after,
        reset: false,
        accounts: [...accounts],
        staticAccounts: [...staticAccounts],
      };
    },

    /**
     * Just after 00:00 of the business zone (and the 1st): every account with a daily (monthly) cap is
     * noted as changed, so gateways drop a cached `daily-limit-reached` at once instead of when their
     * cache ages out. Stateless: each run within `windowMs` of a period's start notes again (a restart or
     * a second server only repeats a harmless note). Answers how many accounts were noted.
     */
    async notePeriodResets(at: Date = now(), windowMs = periodResetWindowMs): Promise<number> {
      const periods = businessPeriods(at, zone);
      const names = new Set<string>();
      if (at.getTime() - periods.day.start.getTime() < windowMs) {
        for (const name of await proxyAccounts.usernamesWithPeriodCap("daily")) names.add(name);
      }
      if (at.getTime() - periods.month.start.getTime() < windowMs) {
        for (const name of await proxyAccounts.usernamesWithPeriodCap("monthly")) names.add(name);
      }
      await deps.grants.noteAccounts([...names]);
      return names.size;
    },

    /** What a gateway needs to let an account through or refuse it; null for an unknown account. */
    async checkAccountForGateway(reported: string): Promise<GatewayAccount | null> {
      const row = await proxyAccounts.findAccountByUsername(accountNameOf(reported));
      return row ? gatewayAccountOf(row) : null;
    },

    /** The account charged for a password-less client at `ip` (allowlist authentication); null when none. */
    async checkAllowlistForGateway(ip: string): Promise<GatewayAllowlistMatch | null> {
      const match = await proxyAccounts.findAllowlistAccount(ip);
      if (!match?.account) return null;
      return { ip, entry: match.entry, account: await gatewayAccountOf(match.account) };
    },
  };
}

export type ChargingService = ReturnType<typeof createChargingService>;

function duplicateResult(batchId: string): Omit<UsageBatchResult, "accounts" | "exhaustedAccounts"> {
  return {
    batchId,
    duplicate: true,
    acceptedRecords: 0,
    unknownAccounts: [],
    chargedBytes: 0,
    overdraftBytes: 0,
    overLimitBytes: 0,
  };
}

function nonNegative(value: bigint): bigint {
  return value > 0n ? value : 0n;
}

/** What an account may still use under its own cap; null without one. */
function capLeftOf(account: Pick<AccountForUsage, "trafficLimitBytes" | "usedBytes">): bigint | null {
  if (account.trafficLimitBytes === null) return null;
  return account.trafficLimitBytes > account.usedBytes ? account.trafficLimitBytes - account.usedBytes : 0n;
}

/** How long after a day's (month's) start the reset job notes capped accounts: its interval, twice. */
export const periodResetJobMs = 15_000;
const periodResetWindowMs = 2 * periodResetJobMs;

/** What a period cap leaves of `used`; null without the cap. */
function periodCapLeft(cap: bigint | null, used: bigint): bigint | null {
  if (cap === null) return null;
  return cap > used ? cap - used : 0n;
}

const noPeriodUse: PeriodUse = { day: 0n, month: 0n };

/** Below this a grant may take all that is left. */
const fairShareFloor = 2n * 1024n * 1024n;

/** More changes than this since a gateway's cursor: it forgets everything instead. */
const maxChangesPerAnswer = 5_000;

function splitOnce(text: string, separator: string): [string, string?] {
  const at = text.indexOf(separator);
  return at < 0 ? [text] : [text.slice(0, at), text.slice(at + separator.length)];
}

function memberIdsOf(accounts: { memberId: number }[]): number[] {
  return [...new Set(accounts.map((account) => account.memberId))].sort((a, b) => a - b);
}

type ProxyAccountRowLike = Pick<
  AccountForUsage,
  | "id"
  | "memberId"
  | "username"
  | "enabled"
  | "deletedAt"
  | "trafficLimitBytes"
  | "dailyLimitBytes"
  | "monthlyLimitBytes"
  | "usedBytes"
>;
