import type { Database } from "@shop/db";
import { createAuthRepo } from "../auth/repo.ts";
import { demoAccount } from "../auth/seed-demo.ts";
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
 * Demo mode only, after the demo account exists: one sub-account and a
 * one-time adjustment of traffic. Idempotent (unique username, unique ledger cause).
 */
export async function seedDemoProxyCentre(db: Database): Promise<void> {
  const member = await createAuthRepo(db).findMemberByMobile(demoAccount.mobile);
  if (!member) return;
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
