import { type Database, queryRows } from "@shop/db";
import { sql } from "drizzle-orm";

export interface LedgerProblem {
  memberId: number | null;
  problem: string;
}

export interface LedgerReport {
  members: number;
  entries: number;
  /** Operators' traffic adjustments applied through the console (each one ledger row). */
  adjustments: number;
  problems: LedgerProblem[];
}

const gb = sql`1073741824::numeric`;

/**
 * Proves the traffic ledger against what caused its rows, independently of
 * the code that wrote them: every paid recharge order credited exactly its
 * traffic and gift, no credit without a paid order, usage rows equal to the
 * hourly deductions, no balance below zero, and the running totals the
 * balances are read from equal to the ledger's sums. An operator audit, so it reads
 * across the orders, usage and traffic tables on purpose.
 */
export async function verifyLedger(db: Database): Promise<LedgerReport> {
  const problems: LedgerProblem[] = [];
  const [totals] = await queryRows<{ members: string; entries: string }>(
    db,
    sql`select count(distinct member_id) as members, count(*) as entries from traffic_ledger`,
  );

  for (const row of await queryRows<{ member_id: string; balance: string }>(
    db,
    sql`select member_id, sum(delta_bytes) as balance from traffic_ledger group by member_id having sum(delta_bytes) < 0`,
  )) {
    problems.push({ memberId: Number(row.member_id), problem: `balance is negative: ${row.balance} bytes` });
  }

  for (const row of await queryRows<{ member_id: string; problem: string }>(
    db,
    sql`
      select coalesce(l.member_id, b.member_id) as member_id,
             'running totals ' || coalesce(b.balance_bytes, 0) || '/' || coalesce(b.recharged_bytes, 0) || '/' ||
             coalesce(b.consumed_bytes, 0) || ' differ from the ledger''s sums ' || coalesce(l.balance, 0) || '/' ||
             coalesce(l.recharged, 0) || '/' || coalesce(l.consumed, 0) || ' (balance/recharged/consumed)' as problem
      from (select member_id, sum(delta_bytes) as balance,
                   coalesce(sum(delta_bytes) filter (where kind in ('recharge', 'gift')), 0) as recharged,
                   coalesce(-sum(delta_bytes) filter (where kind = 'usage'), 0) as consumed
            from traffic_ledger group by member_id) l
      full join traffic_balances b on b.member_id = l.member_id
      where coalesce(l.balance, 0) <> coalesce(b.balance_bytes, 0)
         or coalesce(l.recharged, 0) <> coalesce(b.recharged_bytes, 0)
         or coalesce(l.consumed, 0) <> coalesce(b.consumed_bytes, 0)`,
  )) {
    problems.push({ memberId: Number(row.member_id), problem: row.problem });
  }

  for (const row of await queryRows<{
    member_id: string;
    order_no: string;
    kind: string;
    expected: string;
    booked: string | null;
  }>(
    db,
    sql`
      select o.member_id, o.order_no, k.kind,
             (case when k.kind = 'recharge' then o.traffic_gb else o.gift_gb end) * ${gb} as expected,
             l.delta_bytes as booked
      from recharge_orders o
      cross join (values ('recharge'), ('gift')) as k(kind)
      left join traffic_ledger l on l.kind = k.kind and l.cause = 'recharge-order:' || o.id
      where o.status = 'paid'
        and (case when k.kind = 'recharge' then o.traffic_gb else o.gift_gb end) > 0
        and (l.id is null or l.delta_bytes <> (case when k.kind = 'recharge' then o.traffic_gb else o.gift_gb end) * ${gb}
             or l.member_id <> o.member_id)`,
  )) {
    problems.push({
      memberId: Number(row.member_id),
      problem: `paid order ${row.order_no}: ${row.kind} booked ${row.booked ?? "nothing"}, expected ${row.expected} bytes`,
    });
  }

  for (const row of await queryRows<{ member_id: string; cause: string; kind: string }>(
    db,
    sql`
      select l.member_id, l.cause, l.kind from traffic_ledger l
      left join recharge_orders o on l.cause = 'recharge-order:' || o.id and o.status = 'paid'
      where l.kind in ('recharge', 'gift') and o.id is null`,
  )) {
    problems.push({ memberId: Number(row.member_id), problem: `${row.kind} ${row.cause} has no paid order behind it` });
  }

  for (const row of await queryRows<{ member_id: string; ledger: string; hourly: string }>(
    db,
    sql`
      select coalesce(l.member_id, h.member_id) as member_id, coalesce(l.used, 0) as ledger, coalesce(h.used, 0) as hourly
      from (select member_id, -sum(delta_bytes) as used from traffic_ledger where kind = 'usage' group by member_id) l
      full join (select member_id, sum(deducted_bytes) as used from usage_hourly group by member_id) h
        on h.member_id = l.member_id
      where coalesce(l.used, 0) <> coalesce(h.used, 0)`,
  )) {
    problems.push({
      memberId: Number(row.member_id),
      problem: `usage in the ledger (${row.ledger} bytes) differs from the hourly deductions (${row.hourly} bytes)`,
    });
  }

  // Console adjustments: each applied one is exactly its ledger row, and no such row is without one.
  for (const row of await queryRows<{ member_id: string; problem: string }>(
    db,
    sql`
      select coalesce(a.member_id, l.member_id) as member_id,
             case when l.id is null then 'applied adjustment ' || a.id || ' has no ledger row'
                  when a.id is null then 'ledger row ' || l.cause || ' has no applied adjustment behind it'
                  else 'adjustment ' || a.id || ' moved ' || a.delta_bytes || ' bytes but its ledger row ' || l.delta_bytes
             end as problem
      from (select * from traffic_adjustments where status = 'applied') a
      full join (select * from traffic_ledger where kind = 'adjustment' and cause like 'console-adjustment:%') l
        on l.cause = 'console-adjustment:' || a.id
      where a.id is null or l.id is null or a.delta_bytes <> l.delta_bytes or a.member_id <> l.member_id`,
  )) {
    problems.push({ memberId: Number(row.member_id), problem: row.problem });
  }
  const [adjusted] = await queryRows<{ n: string }>(
    db,
    sql`select count(*) as n from traffic_adjustments where status = 'applied'`,
  );

  return {
    members: Number(totals?.members ?? 0),
    entries: Number(totals?.entries ?? 0),
    adjustments: Number(adjusted?.n ?? 0),
    problems,
  };
}
