import { tables } from "@shop/db";
import type { Executor } from "../../../lib/executor.ts";
import { createLedgerWriter } from "../../proxy/traffic/ledger.ts";
import { readGrowthSettings } from "../settings/service.ts";

const { trialGrants } = tables;
const bytesPerMb = 1024n * 1024n;

/** How the real-name trial ended for one verification. */
export type TrialOutcome = "granted" | "off" | "identity-had-trial";

/**
 * The real-name trial (issue #29): when a person passes real-name
 * verification and the console has it switched on (off by default), a small
 * traffic grant, once per verified identity: the ID number's keyed hash is the
 * key, so the same person verifying a second account gets none. Runs in the
 * verification's transaction.
 */
export async function grantTrialOnVerification(
  tx: Executor,
  verified: { memberId: number; identityKey: string },
): Promise<TrialOutcome> {
  const settings = await readGrowthSettings(tx);
  if (!settings.trialEnabled) return "off";
  const inserted = await tx
    .insert(trialGrants)
    .values({ identityKey: verified.identityKey, memberId: verified.memberId, megabytes: settings.trialMb })
    .onConflictDoNothing()
    .returning({ key: trialGrants.identityKey });
  if (inserted.length === 0) return "identity-had-trial";
  const ledger = createLedgerWriter(tx);
  await ledger.lockMember(verified.memberId);
  await ledger.book([
    {
      memberId: verified.memberId,
      kind: "gift",
      deltaBytes: BigInt(settings.trialMb) * bytesPerMb,
      cause: `real-name-trial:${verified.memberId}`,
      note: "real-name verification trial",
    },
  ]);
  return "granted";
}
