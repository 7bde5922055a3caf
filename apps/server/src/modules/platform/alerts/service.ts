import { type AlertSettings, type AlertSettingsInput, ResponseCode } from "@shop/contract";
import type { Database } from "@shop/db";
import { AppError } from "../../../http/app-error.ts";
import { type Executor, inTransaction } from "../../../lib/executor.ts";
import { createMemberAlerts } from "./alerts.ts";
import { type AlertSettingsRow, alertsRepo } from "./repo.ts";

const gb = 1024 ** 3;
const dayMs = 24 * 60 * 60_000;

export interface AlertsServiceDeps {
  db: Database;
  /**
   * Whether notice SMS can be sent: only through the outbox (development, demo); Aliyun and Tencent
   * send approved templates only and the shop has none for notices, so SMS alerts are refused there.
   */
  smsNoticesAvailable: boolean;
  clock?: () => Date;
  /** Whether the member has an e-mail address and a mobile number (the auth module's). */
  contactOf(memberId: number): Promise<{ email: string | null; mobile: string | null } | null>;
  /** Live static IPs of members expiring after `from` and by `until` (the orders module's). */
  liveExpiringBetween(
    from: Date,
    until: Date,
  ): Promise<{ id: number; memberId: number; outIp: string; account: string; expiresAt: Date }[]>;
}

/** The member's alert settings (user centre and API) and the ip.expiring job. */
export function createAlertsService(deps: AlertsServiceDeps) {
  const { db } = deps;
  const clock = deps.clock ?? (() => new Date());
  const repo = alertsRepo(db);

  async function view(memberId: number, row: AlertSettingsRow | null): Promise<AlertSettings> {
    const contact = await deps.contactOf(memberId);
    return {
      trafficBelowGb:
        row?.trafficBelowBytes == null ? null : Math.round((Number(row.trafficBelowBytes) / gb) * 100) / 100,
      trafficBelowPercent: row?.trafficBelowPercent ?? null,
      subaccountCap: row?.subaccountCap ?? false,
      ipExpiryDays: row?.ipExpiryDays ?? [],
      balanceBelowYuan: row?.balanceBelowFen == null ? null : row.balanceBelowFen / 100,
      byEmail: row?.byEmail ?? false,
      bySms: row?.bySms ?? false,
      byWebhook: row?.byWebhook ?? false,
      hasEmail: Boolean(contact?.email),
      hasMobile: Boolean(contact?.mobile),
      smsAvailable: deps.smsNoticesAvailable,
    };
  }

  return {
    async get(memberId: number): Promise<AlertSettings> {
      return view(memberId, await repo.settingsOf(memberId));
    },

    /** The data download's part: the thresholds and channels the member set (null when never saved). */
    async exportOf(memberId: number) {
      const row = await repo.settingsOf(memberId);
      return row ? { ...(await view(memberId, row)), updatedAt: row.updatedAt.toISOString() } : null;
    },

    /** Inside the closing transaction: settings and alert states erased (docs/decisions.md). */
    eraseForClosureWithin: (tx: Executor, memberId: number) => alertsRepo(tx).eraseMember(memberId),

    /** Saves the settings; a changed threshold starts armed (its old fired state is cleared). */
    async save(memberId: number, input: AlertSettingsInput): Promise<AlertSettings> {
      if (input.bySms && !deps.smsNoticesAvailable)
        throw new AppError(ResponseCode.BadRequest, "alerts.smsUnavailable");
      const at = clock();
      const row = await inTransaction(db, async (tx) => {
        const r = alertsRepo(tx);
        const before = await r.settingsOf(memberId);
        const values = {
          trafficBelowBytes: input.trafficBelowGb === null ? null : BigInt(Math.round(input.trafficBelowGb * gb)),
          trafficBelowPercent: input.trafficBelowPercent,
          subaccountCap: input.subaccountCap,
          ipExpiryDays: input.ipExpiryDays,
          balanceBelowFen: input.balanceBelowYuan === null ? null : Math.round(input.balanceBelowYuan * 100),
          byEmail: input.byEmail,
          bySms: input.bySms,
          byWebhook: input.byWebhook,
        };
        if (
          before?.trafficBelowBytes !== values.trafficBelowBytes ||
          before?.trafficBelowPercent !== values.trafficBelowPercent
        ) {
          await r.rearm(memberId, "traffic-low", at);
        }
        if (before?.balanceBelowFen !== values.balanceBelowFen) await r.rearm(memberId, "balance-low", at);
        return r.saveSettings(memberId, values, at);
      });
      return view(memberId, row);
    },

    /**
     * Job (once across processes: the job gate). Every live IP within 7 days of its expiry is
     * checked against the nearest of its member's thresholds (7, 3, 1 days) it is within; each IP,
     * threshold and period (the expiry it runs to) fires once however often the job runs.
     */
    async publishExpiringIps(): Promise<{ checked: number; fired: number }> {
      const now = clock();
      const ips = await deps.liveExpiringBetween(now, new Date(now.getTime() + 7 * dayMs));
      let fired = 0;
      for (const ip of ips) {
        const done = await inTransaction(db, (tx) =>
          createMemberAlerts(tx, () => now).ipExpiring({
            memberId: ip.memberId,
            staticIpId: ip.id,
            ip: ip.outIp,
            account: ip.account,
            expiresAt: ip.expiresAt,
            leftMs: ip.expiresAt.getTime() - now.getTime(),
          }),
        );
        if (done) fired += 1;
      }
      return { checked: ips.length, fired };
    },
  };
}

export type AlertsService = ReturnType<typeof createAlertsService>;
