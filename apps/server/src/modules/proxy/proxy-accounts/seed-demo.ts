import type { Database } from "@shop/db";
import { bytesPerGb, createLedgerWriter } from "../traffic/ledger.ts";
import { createProxyAccountsRepo } from "./repo.ts";

/** The demo account's proxy sub-account, which `npm run simulate:usage` reports traffic for. */
export const demoProxyAccount = { username: "demo_main", password: "DemoProxy2026" } as const;
/**
 * Traffic the demo account starts with, so the dashboard shows use against a
 * real balance. An adjustment, not a gift: gifts come only with paid orders
 * (`npm run ops -- ledger:verify` checks that).
 */
const demoGiftGb = 20n;

/**
 * Demo mode only, for the demo account (auth/seed-demo.ts): one sub-account and a
 * one-time adjustment of traffic. Idempotent (unique username, unique ledger cause).
 */
export async function seedDemoProxyCentre(db: Database, demoMemberId: number): Promise<void> {
  const member = { id: demoMemberId };
  await createProxyAccountsRepo(db).insertAccount({
    memberId: member.id,
    username: demoProxyAccount.username,
    password: demoProxyAccount.password,
    remark: "Demo",
  });
  await createLedgerWriter(db).book([
    {
      memberId: member.id,
      kind: "adjustment",
      deltaBytes: demoGiftGb * bytesPerGb,
      cause: `demo-seed:${member.id}`,
      note: "demo traffic",
    },
  ]);
}
