import { randomBytes } from "node:crypto";
import type { UsageBatch, UsageBatchResult, UsageDomain, UsageRecord } from "@shop/contract";
import type { Logger } from "pino";
import { ShopRefusedError } from "./shop-client.ts";

/** One open tunnel or forwarded request, as the meter sees it. */
export interface Metered {
  account: string;
  domain: string;
  /** Bytes since the last call: up (client → target) and down (target → client). */
  collect(): { up: number; down: number };
  /** Closes it now (cut-off). */
  destroy(): void;
}

interface Usage {
  up: number;
  down: number;
  domains: Map<string, { bytes: number; requests: number }>;
}

const maxDomainsPerRecord = 50;
const maxRecordsPerBatch = 5_000;

/** The target domain as reported: lower case, or `other` when it does not fit the shop's pattern. */
export function domainOf(host: string): string {
  const lower = host.toLowerCase();
  return /^[a-z0-9._:[\]-]{1,253}$/.test(lower) ? lower : "other";
}

/**
 * Counts every account's bytes exactly and reports them to the shop about
 * every second in signed batches. A batch that fails is sent again with the
 * same id (the shop charges it once); a clean shutdown flushes. The shop's
 * answer says which accounts must be refused: their open tunnels are closed
 * at once.
 */
export function createMeter(deps: {
  gatewayId: string;
  postBatch: (batch: UsageBatch) => Promise<UsageBatchResult>;
  onStates: (result: UsageBatchResult) => void;
  log: Logger;
  observeBatch?: (seconds: number, ok: boolean) => void;
  onBytes?: (up: number, down: number) => void;
}) {
  const open = new Map<string, Set<Metered>>();
  let current = new Map<string, Usage>();
  let pending: UsageBatch | null = null;
  const bootId = `${Date.now().toString(36)}-${randomBytes(4).toString("hex")}`;
  let sequence = 0;
  let flushing: Promise<void> | null = null;

  function usageOf(account: string): Usage {
    let usage = current.get(account);
    if (!usage) {
      usage = { up: 0, down: 0, domains: new Map() };
      current.set(account, usage);
    }
    return usage;
  }

  function add(account: string, domain: string, up: number, down: number, requests: number) {
    if (up === 0 && down === 0 && requests === 0) return;
    const usage = usageOf(account);
    usage.up += up;
    usage.down += down;
    const perDomain = usage.domains.get(domain) ?? { bytes: 0, requests: 0 };
    perDomain.bytes += up + down;
    perDomain.requests += requests;
    usage.domains.set(domain, perDomain);
    deps.onBytes?.(up, down);
  }

  function collect(item: Metered) {
    const { up, down } = item.collect();
    add(item.account, item.domain, up, down, 0);
  }

  function nextBatch(): UsageBatch | null {
    for (const items of open.values()) for (const item of items) collect(item);
    const watch = [...open.keys()].filter((account) => !current.has(account));
    if (current.size === 0 && watch.length === 0) return null;
    const at = new Date().toISOString();
    const records: UsageRecord[] = [];
    const carry = new Map<string, Usage>();
    for (const [account, usage] of current) {
      if (records.length >= maxRecordsPerBatch) {
        carry.set(account, usage);
        continue;
      }
      records.push({ account, bytesUp: usage.up, bytesDown: usage.down, at, domains: topDomains(usage.domains) });
    }
    current = carry;
    sequence += 1;
    return {
      batchId: `${bootId}-${sequence}`,
      gatewayId: deps.gatewayId,
      records,
      watch: watch.slice(0, maxRecordsPerBatch),
    };
  }

  async function send(batch: UsageBatch): Promise<boolean> {
    const started = performance.now();
    try {
      const result = await deps.postBatch(batch);
      deps.observeBatch?.((performance.now() - started) / 1000, true);
      deps.onStates(result);
      for (const state of result.accounts) {
        if (state.status !== "active") cutOff(state.username);
      }
      return true;
    } catch (error) {
      deps.observeBatch?.((performance.now() - started) / 1000, false);
      if (error instanceof ShopRefusedError) {
        // The shop will never take this batch (a bug, or records outside its window): keep going without it.
        deps.log.error({ batchId: batch.batchId, err: error.message }, "usage batch refused by the shop, dropped");
        return true;
      }
      deps.log.warn({ batchId: batch.batchId, err: (error as Error).message }, "usage batch not delivered, will retry");
      return false;
    }
  }

  /** Sends the batch that failed before (same id), then this interval's usage. */
  async function flushOnce(): Promise<void> {
    if (pending && !(await send(pending))) return;
    pending = nextBatch();
    if (pending && (await send(pending))) pending = null;
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

    /** One report (at most one at a time). */
    flush(): Promise<void> {
      flushing ??= flushOnce().finally(() => {
        flushing = null;
      });
      return flushing;
    },

    /** Closes every open tunnel of an account now. */
    cutOff,

    accountsWithTunnels(): string[] {
      return [...open.keys()];
    },

    openTunnels(): number {
      let count = 0;
      for (const items of open.values()) count += items.size;
      return count;
    },

    /** Everything counted and not yet accepted by the shop (tests, shutdown). */
    unreported(): boolean {
      return pending !== null || current.size > 0;
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
