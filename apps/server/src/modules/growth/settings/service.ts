import type { GrowthSettings } from "@shop/contract";
import { type Database, tables } from "@shop/db";
import { eq, sql } from "drizzle-orm";
import { type AuditRecorder, type ConsoleActor, changedFields } from "../../../lib/console-actor.ts";
import { type Executor, inTransaction } from "../../../lib/executor.ts";

const { growthSettings } = tables;

/** The defaults of migration 0032: 10 % commission, 14 holding days, no trial (200 MB when switched on). */
const defaults: GrowthSettings = { commissionPercent: 10, holdingDays: 14, trialEnabled: false, trialMb: 200 };

/** Reads the one settings row (the defaults until an operator first saves). */
export async function readGrowthSettings(x: Executor): Promise<GrowthSettings> {
  const [row] = await x.select().from(growthSettings).where(eq(growthSettings.id, 1));
  if (!row) return defaults;
  return {
    commissionPercent: row.commissionPercent,
    holdingDays: row.holdingDays,
    trialEnabled: row.trialEnabled,
    trialMb: row.trialMb,
  };
}

/** The console's growth settings: commission percent and holding period, the real-name trial. */
export function createGrowthSettingsService(deps: { db: Database; audit: AuditRecorder }) {
  const { db, audit } = deps;
  return {
    get: () => readGrowthSettings(db),
    async update(actor: ConsoleActor, next: GrowthSettings): Promise<GrowthSettings> {
      return inTransaction(db, async (tx) => {
        await tx.insert(growthSettings).values({ id: 1 }).onConflictDoNothing();
        await tx.select().from(growthSettings).where(eq(growthSettings.id, 1)).for("update");
        const before = await readGrowthSettings(tx);
        await tx
          .update(growthSettings)
          .set({ ...next, version: sql`${growthSettings.version} + 1`, updatedAt: sql`now()` })
          .where(eq(growthSettings.id, 1));
        await audit.record(tx, {
          context: actor.audit,
          action: "growth-settings.update",
          recordType: "growth-settings",
          recordId: 1,
          ...changedFields(before, next),
          outcome: "ok",
        });
        return readGrowthSettings(tx);
      });
    },
  };
}

export type GrowthSettingsService = ReturnType<typeof createGrowthSettingsService>;
