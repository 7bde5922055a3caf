import { randomBytes } from "node:crypto";
import type { UsageBatch, UsageBatchResult, UsageDomain, UsageRecord } from "@shop/contract";
import type { Logger } from "pino";
import type { Journal, UsageDelta } from "./journal.ts";
import { ShopRefusedError } from "./shop-client.ts";

/** One open tunnel or forwarded request, as the meter sees it. */
export interface Metered {
  account: string;
  domain: string;
  /** Bytes since the last call: up (client → target) and down (target → client). */
  collect(): { up: number; down: number };
  /** Closes it now (cut-off). */
  destroy(): void;
  /** Whether the credentials that opened it still hold; absent: it is never checked again. */
  recheck?: () => Promise<boolean>;
}

interface Usage {
  up: number;
  down: number;
  domains: Map<string, { bytes: number; requests: number }>;
  /** Connections by outcome (`ok` or the refusal code) since the last batch; absent until one is counted. */
  outcomes?: Map<string, number>;
}

const maxDomainsPerRecord = 50;
/** Domains kept apart per account between reports; the rest is `other` (bounded during a long outage). */
const maxDomainsInMemory = 500;
const maxRecordsPerBatch = 5_000;
/** Accounts with outcomes but no traffic kept between reports (names of refused clients may be anything). */
const maxOutcomeOnlyAccounts = 10_000;
/** Distinct outcome reasons per account (the shop takes 64 per record). */
const maxOutcomesPerAccount = 60;
const outcomePattern = /^[a-z0-9-]{1,48}$/;

/** The target domain as reported: lower case, or `other` when it does not fit the shop's pattern. */
export function domainOf(host: string): string {
  const lower = host.toLowerCase();
  return /^[a-z0-9._:[\]-]{1,253}$/.test(lower) ? lower : "other";
}

/**
 * Counts every account's bytes exactly and reports them to the shop about
 * every second in signed batches, with the grants the gateway is done with.
 * Nothing counted is ever dropped: a batch that fails, or that the shop
 * refuses, is kept and sent again with the same id (the shop charges it
 * once); one refused as too large is split; everything unreported is in the
 * journal, replayed at start. The shop's answer says which accounts must be
 * refused: their open tunnels are closed at once.
 */
export function createMeter(deps: {
  gatewayId: string;
  postBatch: (batch: UsageBatch) => Promise<UsageBatchResult>;
  onStates: (result: UsageBatchResult) => void;
  log: Logger;
  journal?: Journal;
  /** Grant ids to settle with the next batch. */
  releasedGrants?: () => string[];
  observeBatch?: (seconds: number, ok: boolean) => void;
  onBytes?: (up: number, down: number) => void;
  onRefusedBatch?: (reason: string) => void;
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;
  const open = new Map<string, Set<Metered>>();
  let current = new Map<string, Usage>();
  /** Batches formed and not yet accepted, oldest first. */
  let unaccepted: UsageBatch[] = [];
  const bootId = `${now().toString(36)}-${randomBytes(4).toString("hex")}`;
  let sequence = 0;
  let flushing: Promise<void> | null = null;
  let failures = 0;
  let retryAt = 0;

  function usageOf(account: string): Usage {
    let usage = current.get(account);
    if (!usage) {
      usage = { up: 0, down: 0, domains: new Map() };
      current.set(account, usage);
    }
    return usage;
  }

  function addToDomain(usage: Usage, domain: string, bytes: number, requests: number) {
    const key = usage.domains.has(domain) || usage.domains.size < maxDomainsInMemory ? domain : "other";
    const perDomain = usage.domains.get(key) ?? { bytes: 0, requests: 0 };
    perDomain.bytes += bytes;
    perDomain.requests += requests;
    usage.domains.set(key, perDomain);
  }

  function addOutcome(usage: Usage, reason: string, count: number) {
    usage.outcomes ??= new Map();
    const key = usage.outcomes.has(reason) || usage.outcomes.size < maxOutcomesPerAccount ? reason : "other";
    usage.outcomes.set(key, (usage.outcomes.get(key) ?? 0) + count);
  }

  function add(account: string, domain: string, up: number, down: number, requests: number) {
    if (up === 0 && down === 0 && requests === 0) return;
    const usage = usageOf(account);
    usage.up += up;
    usage.down += down;
    addToDomain(usage, domain, up + down, requests);
    deps.onBytes?.(up, down);
  }

  /**
   * A tunnel's bytes since it was last read, into the usage to report. The
   * journal already holds them: every chunk is written there before it moves
   * (`moved`).
   */
  function collect(item: Metered) {
    const { up, down } = item.collect();
    add(item.account, item.domain, up, down, 0);
    return { up, down };
  }

  /** The usage counted since the last batch, as journal lines. */
  function usageSinceBatch(): UsageDelta[] {
    return [...current].map(([account, usage]) => ({
      account,
      up: usage.up,
      down: usage.down,
      domains: [...usage.domains].map(([domain, d]): [string, number, number] => [domain, d.bytes, d.requests]),
      ...(usage.outcomes ? { outcomes: [...usage.outcomes] } : {}),
    }));
  }

  /** Replaces the journal by what is unaccepted and counted since; open tunnels' bytes are counted in first. */
  async function rewriteJournal(): Promise<void> {
    if (!deps.journal) return;
    for (const items of open.values()) for (const item of items) collect(item);
    await deps.journal.rewrite(unaccepted, usageSinceBatch());
  }

  // What the last run counted and the shop never accepted comes back first.
  if (deps.journal) {
    const left = deps.journal.replay();
    unaccepted = left.batches;
    for (const delta of left.usage) {
      const usage = usageOf(delta.account);
      usage.up += delta.up;
      usage.down += delta.down;
      for (const [domain, bytes, requests] of delta.domains ?? []) addToDomain(usage, domain, bytes, requests);
      for (const [reason, count] of delta.outcomes ?? []) addOutcome(usage, reason, count);
    }
    if (left.batches.length > 0 || left.usage.length > 0) {
      deps.log.info(
        { batches: left.batches.length, usageRecords: left.usage.length },
        "usage journal replayed: unreported usage from the last run will be sent",
      );
    }
  }

  function nextBatch(): UsageBatch | null {
    for (const items of open.values()) for (const item of items) collect(item);
    const watch = [...open.keys()].filter((account) => !current.has(account));
    const releasedGrants = deps.releasedGrants?.() ?? [];
    if (current.size === 0 && watch.length === 0 && releasedGrants.length === 0) return null;
    const at = new Date(now()).toISOString();
    const records: UsageRecord[] = [];
    const carry = new Map<string, Usage>();
    for (const [account, usage] of current) {
      if (records.length >= maxRecordsPerBatch) {
        carry.set(account, usage);
        continue;
      }
      records.push({
        account,
        bytesUp: usage.up,
        bytesDown: usage.down,
        at,
        domains: topDomains(usage.domains),
        ...(usage.outcomes ? { outcomes: [...usage.outcomes].map(([reason, count]) => ({ reason, count })) } : {}),
      });
    }
    current = carry;
    sequence += 1;
    return {
      batchId: `${bootId}-${sequence}`,
      gatewayId: deps.gatewayId,
      records,
      watch: watch.slice(0, maxRecordsPerBatch),
      ...(releasedGrants.length > 0 ? { releasedGrants } : {}),
    };
  }

  /** A batch the shop refused as too large, as two (never booked, so new ids are safe). */
  function split(batch: UsageBatch): UsageBatch[] {
    const half = Math.ceil(batch.records.length / 2);
    if (batch.records.length < 2) return [batch];
    return [
      { ...batch, batchId: `${batch.batchId}a`, records: batch.records.slice(0, half) },
      { ...batch, batchId: `${batch.batchId}b`, records: batch.records.slice(half), releasedGrants: undefined },
    ];
  }

  /** Sends one batch; true when the shop took it (or took it before). */
  async function send(batch: UsageBatch): Promise<"accepted" | "failed" | "too-large"> {
    const started = performance.now();
    try {
      const result = await deps.postBatch(batch);
      deps.observeBatch?.((performance.now() - started) / 1000, true);
      deps.log.debug(
        { batchId: batch.batchId, duplicate: result.duplicate, chargedBytes: result.chargedBytes },
        "usage batch accepted",
      );
      deps.onStates(result);
      for (const state of result.accounts) {
        if (state.status !== "active") cutOff(state.username);
      }
      return "accepted";
    } catch (error) {
      deps.observeBatch?.((performance.now() - started) / 1000, false);
      if (error instanceof ShopRefusedError) {
        // Kept and sent again: a refusal is a configuration problem to fix (a rotated secret),
        // not usage to forget.
        deps.onRefusedBatch?.(error.reason);
        deps.log.error(
          { batchId: batch.batchId, reason: error.reason, err: error.message },
          "usage batch refused by the shop; kept, will retry",
        );
        return error.status === 413 ? "too-large" : "failed";
      }
      deps.log.warn({ batchId: batch.batchId, err: (error as Error).message }, "usage batch not delivered, will retry");
      return "failed";
    }
  }

  /** Sends what failed before (same ids), then this interval's usage; the journal holds whatever is left. */
  async function flushOnce(): Promise<void> {
    const batch = nextBatch();
    if (batch) unaccepted.push(batch);
    await rewriteJournal();
    if (now() < retryAt) return;
    while (unaccepted.length > 0) {
      const head = unaccepted[0] as UsageBatch;
      const outcome = await send(head);
      if (outcome === "accepted") {
        unaccepted.shift();
        failures = 0;
        continue;
      }
      if (outcome === "too-large" && head.records.length > 1) {
        unaccepted.splice(0, 1, ...split(head));
        await rewriteJournal();
        continue;
      }
      // Backs off up to a minute while the shop refuses or is away.
      failures += 1;
      retryAt = now() + Math.min(60_000, 250 * 2 ** Math.min(failures, 8));
      break;
    }
    // Tunnels that ended while the batches were on their way are in `current`: they stay in the journal.
    await rewriteJournal();
  }

  /** One report (at most one at a time). */
  function flush(): Promise<void> {
    flushing ??= flushOnce().finally(() => {
      flushing = null;
    });
    return flushing;
  }

  function cutOff(account: string): number {
    const items = open.get(account);
    if (!items) return 0;
    let closed = 0;
    for (const item of [...items]) {
      collect(item);
      item.destroy();
      closed += 1;
    }
    return closed;
  }

  return {
    /**
     * What a tunnel of `account` to `domain` calls with the bytes about to move, for every chunk: they go to
     * the journal first (a write to the kernel: a kill -9 right after loses none of them). Its `collect`
     * reports them later. Made once per tunnel, so the per-chunk write encodes nothing again.
     */
    mover(account: string, domain: string): (up: number, down: number) => void {
      return deps.journal?.usageAppender(account, domain) ?? (() => {});
    },

    /**
     * One connection's outcome for "why it failed": `ok` when it reached its
     * target, else the refusal code its client was told. Once per connection,
     * never per chunk; reported with the account's next record. False when
     * dropped (a malformed name, or too many accounts without traffic).
     */
    countOutcome(account: string, reason: string): boolean {
      if (account.length === 0 || account.length > 200) return false;
      if (!current.has(account) && current.size >= maxOutcomeOnlyAccounts) return false;
      addOutcome(usageOf(account), outcomePattern.test(reason) ? reason : "other", 1);
      return true;
    },

    /** Starts metering a tunnel or request; call the returned function when it ends. */
    track(item: Metered): () => void {
      add(item.account, item.domain, 0, 0, 1);
      let items = open.get(item.account);
      if (!items) {
        items = new Set();
        open.set(item.account, items);
      }
      items.add(item);
      let done = false;
      return () => {
        if (done) return;
        done = true;
        collect(item);
        const set = open.get(item.account);
        set?.delete(item);
        if (set?.size === 0) open.delete(item.account);
      };
    },

    flush,

    /** Sends everything now, whatever the back-off (shutdown, tests). */
    flushNow(): Promise<void> {
      retryAt = 0;
      return flush();
    },

    /** Closes every open tunnel of an account now. */
    cutOff,

    /**
     * The account's access changed: each of its open tunnels whose credentials
     * no longer hold is closed; the others go on.
     */
    async recheck(account: string): Promise<number> {
      const items = open.get(account);
      if (!items) return 0;
      let closed = 0;
      await Promise.all(
        [...items].map(async (item) => {
          const holds = item.recheck ? await item.recheck().catch(() => false) : true;
          if (!holds) {
            collect(item);
            item.destroy();
            closed += 1;
          }
        }),
      );
      return closed;
    },

    hasTunnels(account: string): boolean {
      return open.has(account);
    },

    accountsWithTunnels(): string[] {
      return [...open.keys()];
    },

    openTunnels(): number {
      let count = 0;
      for (const items of open.values()) count += items.size;
      return count;
    },

    /** Batches waiting for the shop (metrics). */
    batchesWaiting(): number {
      return unaccepted.length;
    },

    /** Everything counted and not yet accepted by the shop (tests, shutdown). */
    unreported(): boolean {
      return unaccepted.length > 0 || current.size > 0;
    },
  };
}

export type Meter = ReturnType<typeof createMeter>;

function topDomains(domains: Map<string, { bytes: number; requests: number }>): UsageDomain[] | undefined {
  if (domains.size === 0) return undefined;
  const sorted = [...domains].sort(([, a], [, b]) => b.bytes - a.bytes);
  const kept = sorted.slice(0, maxDomainsPerRecord - 1).map(([domain, d]) => ({ domain, ...d }));
  const rest = sorted.slice(maxDomainsPerRecord - 1);
  if (rest.length > 0) {
    const other = rest.reduce((sum, [, d]) => ({ bytes: sum.bytes + d.bytes, requests: sum.requests + d.requests }), {
      bytes: 0,
      requests: 0,
    });
    const existing = kept.find((d) => d.domain === "other");
    if (existing) {
      existing.bytes += other.bytes;
      existing.requests += other.requests;
    } else kept.push({ domain: "other", ...other });
  }
  return kept;
}
