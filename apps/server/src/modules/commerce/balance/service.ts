import {
  type BalanceKindName,
  type BalanceMovementPage,
  type BalanceSummary,
  type Locale,
  topupLimitsFen,
  translateMessage,
} from "@shop/contract";
import type { Database } from "@shop/db";
import { tables } from "@shop/db";
import { count, eq } from "drizzle-orm";
import { toCsv } from "../../../lib/csv.ts";
import { createBalanceLedger } from "./ledger.ts";

const { balanceLedger } = tables;

/** Yuan as a number (a spreadsheet sums it; a negative number is data, never escaped as a formula). */
const yuan = (fen: number) => Number((fen / 100).toFixed(2));

/** The member's view of the CNY balance: the amount, its movements page by page, and all of them as CSV. */
export function createBalanceService(deps: { db: Database; now?: () => Date }) {
  const { db } = deps;
  const ledger = createBalanceLedger(db);
  const now = deps.now ?? (() => new Date());

  return {
    async summary(memberId: number): Promise<BalanceSummary> {
      return { balance: await ledger.balance(memberId), topupMin: topupLimitsFen.min, topupMax: topupLimitsFen.max };
    },

    async movements(memberId: number, query: { pageNo: number; pageSize: number }): Promise<BalanceMovementPage> {
      const rows = await ledger.history(memberId, query.pageSize, (query.pageNo - 1) * query.pageSize);
      const [total] = await db.select({ n: count() }).from(balanceLedger).where(eq(balanceLedger.memberId, memberId));
      return {
        list: rows.map((row) => ({
          id: row.id,
          kind: row.kind as BalanceKindName,
          cause: row.cause,
          amount: row.deltaFen,
          balanceAfter: row.balanceAfterFen,
          createdAt: row.createdAt.toISOString(),
        })),
        total: Number(total?.n ?? 0),
      };
    },

    /** Every movement, oldest first (a statement reads top to bottom), headers and kinds in the member's language. */
    async csv(memberId: number, locale: Locale): Promise<{ filename: string; csv: string }> {
      const rows = await db
        .select()
        .from(balanceLedger)
        .where(eq(balanceLedger.memberId, memberId))
        .orderBy(balanceLedger.id);
      const header = translateMessage(locale, "balance.csvHeaders").split(",");
      const body = rows.map((row) => [
        row.createdAt.toISOString().replace("T", " ").slice(0, 19),
        translateMessage(locale, `balance.kinds.${row.kind}`),
        row.cause,
        yuan(row.deltaFen),
        yuan(row.balanceAfterFen),
      ]);
      const day = now().toISOString().slice(0, 10);
      return { filename: `balance-history-${day}.csv`, csv: toCsv(header, body) };
    },
  };
}

export type BalanceService = ReturnType<typeof createBalanceService>;

/** The data download's part: the balance now and every movement, newest first. */
export async function balanceRecordsOf(service: BalanceService, memberId: number) {
  const movements: BalanceMovementPage["list"] = [];
  for (let pageNo = 1; ; pageNo++) {
    const page = await service.movements(memberId, { pageNo, pageSize: 500 });
    movements.push(...page.list);
    if (page.list.length === 0 || movements.length >= page.total) break;
  }
  return { balanceFen: (await service.summary(memberId)).balance, movements };
}
