/**
 * Asynchronous notifications from the sandbox to the shop: sent at once, then
 * again on a shortened version of the providers' schedules (Alipay: 4 m, 10 m,
 * 10 m, 1 h, 2 h, 6 h, 15 h; WeChat Pay: 15 s, 15 s, 30 s, 3 m, …) until the
 * shop gives the reply that provider expects.
 */

type DeliveryKind = "normal" | "duplicate" | "out-of-order" | "replay";

interface DeliveryAttempt {
  at: string;
  /** null when no HTTP answer came (refused, timed out). */
  status: number | null;
  reply: string;
  error?: string;
}

export interface NotificationRecord {
  id: number;
  channel: "alipay" | "wechat" | "stripe";
  outTradeNo: string;
  kind: DeliveryKind;
  /** The trade state the notification reports (TRADE_SUCCESS, NOTPAY, …). */
  tradeState: string;
  url: string;
  headers: Record<string, string>;
  body: string;
  attempts: DeliveryAttempt[];
  /** The shop gave the expected reply: no more retries. */
  isAcknowledged: boolean;
  /** Retries are still scheduled. */
  isPending: boolean;
}

export type NotificationMessage = Pick<
  NotificationRecord,
  "channel" | "outTradeNo" | "kind" | "tradeState" | "url" | "headers" | "body"
>;

export interface NotifierOptions {
  /** Waits before each retry; 7 of them (8 tries in all) by default. */
  retryDelaysMs?: readonly number[];
  /** Per attempt. */
  timeoutMs?: number;
  /** Records kept for the notifications hook (oldest dropped first). */
  keep?: number;
}

const defaultRetryDelaysMs = [1000, 2000, 4000, 8000, 16_000, 32_000, 64_000] as const;

export function createNotifier(
  isAcknowledged: (status: number, body: string) => boolean,
  options: NotifierOptions = {},
) {
  const retryDelaysMs = options.retryDelaysMs ?? defaultRetryDelaysMs;
  const timeoutMs = options.timeoutMs ?? 5000;
  const keep = options.keep ?? 1000;
  const records: NotificationRecord[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let nextId = 1;
  let isStopped = false;

  async function attempt(record: NotificationRecord): Promise<void> {
    const entry: DeliveryAttempt = { at: new Date().toISOString(), status: null, reply: "" };
    try {
      const response = await fetch(record.url, {
        method: "POST",
        headers: record.headers,
        body: record.body,
        redirect: "manual",
        signal: AbortSignal.timeout(timeoutMs),
      });
      entry.status = response.status;
      entry.reply = (await response.text()).slice(0, 2000);
    } catch (error) {
      entry.error = (error as Error).name === "TimeoutError" ? "timed out" : (error as Error).message;
    }
    record.attempts.push(entry);
    if (entry.status !== null && isAcknowledged(entry.status, entry.reply)) record.isAcknowledged = true;
  }

  function scheduleRetry(record: NotificationRecord) {
    const delay = retryDelaysMs[record.attempts.length - 1];
    if (record.isAcknowledged || delay === undefined || isStopped) {
      record.isPending = false;
      return;
    }
    const timer = setTimeout(() => {
      timers.delete(timer);
      void attempt(record).then(() => scheduleRetry(record));
    }, delay);
    timer.unref();
    timers.add(timer);
  }

  return {
    /** Sends one notification; resolves after the first attempt, retries go on in the background. */
    async deliver(message: NotificationMessage): Promise<NotificationRecord> {
      const record: NotificationRecord = {
        ...message,
        id: nextId++,
        attempts: [],
        isAcknowledged: false,
        isPending: true,
      };
      records.push(record);
      if (records.length > keep) records.splice(0, records.length - keep);
      await attempt(record);
      scheduleRetry(record);
      return record;
    },

    list(filter: { outTradeNo?: string } = {}): NotificationRecord[] {
      return records.filter((record) => filter.outTradeNo === undefined || record.outTradeNo === filter.outTradeNo);
    },

    /** The last notification sent for a trade, for replays. */
    last(outTradeNo: string): NotificationRecord | undefined {
      return records.findLast((record) => record.outTradeNo === outTradeNo && record.kind !== "replay");
    },

    /** Cancels every scheduled retry (the server is closing). */
    stop() {
      isStopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      for (const record of records) record.isPending = false;
    },
  };
}

export type Notifier = ReturnType<typeof createNotifier>;

/** How the test hooks deliver a payment's notification. */
export type DeliveryMode = "normal" | "never" | "duplicates" | "out-of-order";

/**
 * normal: one notification; never: none (the shop must find out by querying);
 * duplicates: `copies` identical ones at once; out-of-order: the success one,
 * then one reporting the trade as still unpaid.
 */
export async function deliverPayment(
  notifier: Notifier,
  mode: DeliveryMode,
  copies: number,
  paid: NotificationMessage | null,
  unpaid: () => NotificationMessage | null,
): Promise<NotificationRecord[]> {
  if (paid === null || mode === "never") return [];
  if (mode === "duplicates") {
    return Promise.all(Array.from({ length: copies }, () => notifier.deliver({ ...paid, kind: "duplicate" })));
  }
  const first = await notifier.deliver(paid);
  if (mode !== "out-of-order") return [first];
  const stale = unpaid();
  return stale ? [first, await notifier.deliver({ ...stale, kind: "out-of-order" })] : [first];
}
