import { randomUUID } from "node:crypto";
import type { Executor } from "../../../lib/executor.ts";
import type { MemberEventType } from "../webhooks/events.ts";
import { createEventPublisher } from "../webhooks/publisher.ts";
import { type AlertSettingsRow, alertsRepo } from "./repo.ts";

/** The days before an IP's expiry a member may be told at. */
export const ipExpiryAlertDays = [7, 3, 1] as const;

/** What a fired alert says (the notice texts and the webhook payload are made from it). */
export type AlertNoticeData =
  | { alert: "balance-low"; balanceFen: number; thresholdFen: number }
  | { alert: "traffic-low"; remainingBytes: string; thresholdBytes: string | null; thresholdPercent: number | null }
  | { alert: "subaccount-cap"; account: string; limitBytes: string; usedBytes: string }
  | { alert: "ip-expiring"; ip: string; account: string; expiresAt: string; days: number };

/**
 * The member's alerts, evaluated inside the transaction that changed the value
 * (so the fired state, the webhook event and the queued notices commit with
 * it, or not at all). Each alert fires once when the value crosses below its
 * line and is armed again only once the value is back above it.
 */
export function createMemberAlerts(x: Executor, clock: () => Date = () => new Date()) {
  const repo = alertsRepo(x);

  /** Delivers a fired alert by the member's channels: webhook event, e-mail and/or SMS notices. */
  async function deliver(
    settings: AlertSettingsRow,
    stateKey: string,
    event: MemberEventType,
    payload: Record<string, unknown>,
    data: AlertNoticeData,
  ) {
    const at = clock();
    if (settings.byWebhook) await createEventPublisher(x, () => at).publish(settings.memberId, event, payload);
    // Once per firing is the armed state's job (fire); the key only has to be unique.
    const firing = `${settings.memberId}:${stateKey}:${randomUUID()}`;
    for (const channel of [settings.byEmail && "email", settings.bySms && "sms"] as const) {
      if (!channel) continue;
      await repo.enqueueNotice({
        memberId: settings.memberId,
        key: `alert:${firing}:${channel}`,
        kind: `alert.${data.alert}`,
        channel,
        data,
        at,
      });
    }
  }

  return {
    /** From the balance ledger's hook: balance.low when the CNY balance goes below the member's line. */
    async balanceChanged(change: { memberId: number; balanceAfterFen: number }): Promise<boolean> {
      const settings = await repo.settingsOf(change.memberId);
      const line = settings?.balanceBelowFen ?? null;
      if (!settings || line === null) return false;
      if (change.balanceAfterFen >= line) {
        await repo.rearm(change.memberId, "balance-low", clock());
        return false;
      }
      if (!(await repo.fire(change.memberId, "balance-low", clock()))) return false;
      await deliver(
        settings,
        "balance-low",
        "balance.low",
        { balance_fen: change.balanceAfterFen, threshold_fen: line },
        { alert: "balance-low", balanceFen: change.balanceAfterFen, thresholdFen: line },
      );
      return true;
    },

    /**
     * From usage charging: remaining traffic below the member's bytes line or percentage of all
     * traffic they bought. One alert for both lines; armed again when above both.
     */
    async trafficChanged(change: {
      memberId: number;
      remainingBytes: bigint;
      /** All traffic bought; asked only when the member set a percentage (charging's hot path). */
      boughtBytes: bigint | (() => Promise<bigint>);
    }): Promise<boolean> {
      const settings = await repo.settingsOf(change.memberId);
      if (!settings) return false;
      const bytesLine = settings.trafficBelowBytes;
      const percent = settings.trafficBelowPercent;
      if (bytesLine === null && percent === null) return false;
      const belowBytes = bytesLine !== null && change.remainingBytes < bytesLine;
      const bought =
        percent === null
          ? 0n
          : typeof change.boughtBytes === "bigint"
            ? change.boughtBytes
            : await change.boughtBytes();
      const belowPercent = percent !== null && bought > 0n && change.remainingBytes * 100n < bought * BigInt(percent);
      if (!belowBytes && !belowPercent) {
        await repo.rearm(change.memberId, "traffic-low", clock());
        return false;
      }
      if (!(await repo.fire(change.memberId, "traffic-low", clock()))) return false;
      await deliver(
        settings,
        "traffic-low",
        "traffic.low",
        {
          remaining_bytes: String(change.remainingBytes),
          threshold_bytes: bytesLine === null ? null : String(bytesLine),
          threshold_percent: percent,
          source: "alert",
        },
        {
          alert: "traffic-low",
          remainingBytes: String(change.remainingBytes),
          thresholdBytes: bytesLine === null ? null : String(bytesLine),
          thresholdPercent: percent,
        },
      );
      return true;
    },

    /**
     * From usage charging, when a sub-account's use crosses its own cap (charging sees the
     * crossing: before below, after at or over, so this is once per crossing). E-mail and SMS
     * only: the subaccount.limit_reached webhook event is published by charging for every cap.
     */
    async subaccountCapReached(change: {
      memberId: number;
      account: string;
      limitBytes: bigint;
      usedBytes: bigint;
    }): Promise<boolean> {
      const settings = await repo.settingsOf(change.memberId);
      if (!settings?.subaccountCap) return false;
      await deliver(
        { ...settings, byWebhook: false },
        `subaccount-cap:${change.account}:${change.limitBytes}`,
        "subaccount.limit_reached",
        {},
        {
          alert: "subaccount-cap",
          account: change.account,
          limitBytes: String(change.limitBytes),
          usedBytes: String(change.usedBytes),
        },
      );
      return true;
    },

    /**
     * One live IP `leftMs` from its expiry: fires for the nearest of the member's thresholds
     * (7/3/1 days) it is within, once per IP, threshold and period (the expiry it runs to; a
     * renewal starts a new period). False when not set, not yet within one, or already told.
     */
    async ipExpiring(ip: {
      memberId: number;
      staticIpId: number;
      ip: string;
      account: string;
      expiresAt: Date;
      leftMs: number;
    }): Promise<boolean> {
      const settings = await repo.settingsOf(ip.memberId);
      if (!settings || ip.leftMs <= 0) return false;
      const days = [...settings.ipExpiryDays].sort((a, b) => a - b).find((d) => ip.leftMs <= d * 24 * 60 * 60_000);
      if (days === undefined) return false;
      const key = `ip-expiring:${ip.staticIpId}:${ip.expiresAt.toISOString()}:${days}`;
      if (!(await repo.fire(ip.memberId, key, clock()))) return false;
      await deliver(
        settings,
        key,
        "ip.expiring",
        { ip: ip.ip, proxy_account: ip.account, expires_at: ip.expiresAt.toISOString(), days_left: days },
        { alert: "ip-expiring", ip: ip.ip, account: ip.account, expiresAt: ip.expiresAt.toISOString(), days },
      );
      return true;
    },
  };
}
