import type { TrafficRepo } from "./repo.ts";

export interface TrafficBalance {
  /** Remaining traffic in bytes (SPEC §3 limitBalance). */
  remainingBytes: bigint;
  totalRechargeBytes: bigint;
  totalConsumptionBytes: bigint;
}

/** Remaining traffic is always the sum of the member's ledger rows (kept as running totals). */
export function createTrafficService(repo: TrafficRepo) {
  return {
    async getBalance(memberId: number): Promise<TrafficBalance> {
      const sums = await repo.sumByMember(memberId);
      return { remainingBytes: sums.balance, totalRechargeBytes: sums.recharged, totalConsumptionBytes: sums.consumed };
    },
  };
}

export type TrafficService = ReturnType<typeof createTrafficService>;
