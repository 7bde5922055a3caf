import { type Database, queryRows } from "@shop/db";
import { sql } from "drizzle-orm";

interface LedgerProblem {
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
 * balances are read from equal to the ledger's sums; refunds never above what
 * their trade charged, and each refund's traffic taken back (and given back
 * when the provider refused) exactly once. An operator audit, so it reads
 * across the orders, payments, refunds, usage and traffic tables on purpose.
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

  problems.push(...(await verifyRefunds(db)));
  problems.push(...(await verifyBalanceLedger(db)));
  problems.push(...(await verifyGrowth(db)));

  return {
    members: Number(totals?.members ?? 0),
    entries: Number(totals?.entries ?? 0),
    adjustments: Number(adjusted?.n ?? 0),
    problems,
  };
}

async function verifyRefunds(db: Database): Promise<LedgerProblem[]> {
  const problems: LedgerProblem[] = [];

  // Through the provider, never more than its trade charged; in all (the balance part of an order
  // paid partly from the balance included), never more than the order charged.
  for (const row of await queryRows<{ member_id: string; out_trade_no: string; held: string; total: string }>(
    db,
    sql`
      select min(r.member_id) as member_id, min(r.out_trade_no) as out_trade_no,
             sum(r.amount_fen) as held, min(r.paid_fen) as total
      from refunds r
      join payment_attempts a on a.id = r.attempt_id
      left join payment_anomalies an on an.id = r.anomaly_id
      where r.status in ('requested', 'processing', 'succeeded')
      group by r.attempt_id
      having sum(r.amount_fen - r.to_balance_fen) > min(case when a.method = 'balance' then 0
                                                             else coalesce(an.amount_fen, a.amount_fen) end)
          or sum(r.amount_fen) > min(r.paid_fen)`,
  )) {
    problems.push({
      memberId: Number(row.member_id),
      problem: `trade ${row.out_trade_no}: refunds hold ${row.held} fen of the ${row.total} fen it charged`,
    });
  }

  // The balance part of each refund that succeeded: one balance-ledger "refund" row under its refund
  // number, equal to it; none for a refund that did not succeed.
  for (const row of await queryRows<{ member_id: string; refund_no: string; expected: string; booked: string | null }>(
    db,
    sql`
      select coalesce(r.member_id, l.member_id) as member_id, coalesce(r.refund_no, l.cause) as refund_no,
             coalesce(r.to_balance_fen, 0) as expected, l.delta_fen as booked
      from (select * from refunds where status = 'succeeded' and to_balance_fen > 0) r
      full join (select * from balance_ledger where kind = 'refund' and cause like 'RF%') l
        on l.cause = r.refund_no
      where r.refund_no is null or l.id is null or l.delta_fen <> r.to_balance_fen or l.member_id <> r.member_id`,
  )) {
    problems.push({
      memberId: Number(row.member_id),
      problem: `refund ${row.refund_no}: credited ${row.booked ?? "nothing"} fen to the balance, expected ${row.expected}`,
    });
  }

  for (const row of await queryRows<{ member_id: string; refund_no: string; problem: string }>(
    db,
    sql`
      select r.member_id, r.refund_no,
             case when r.anomaly_id is null and a.status <> 'paid' then 'refunds a trade that never paid its order'
                  when r.trade_total_fen <> coalesce(an.amount_fen, a.amount_fen) then 'trade total differs from what was charged'
             end as problem
      from refunds r
      join payment_attempts a on a.id = r.attempt_id
      left join payment_anomalies an on an.id = r.anomaly_id
      where (r.anomaly_id is null and a.status <> 'paid') or r.trade_total_fen <> coalesce(an.amount_fen, a.amount_fen)`,
  )) {
    problems.push({ memberId: Number(row.member_id), problem: `refund ${row.refund_no}: ${row.problem}` });
  }

  // Traffic taken back: one "refund" row per approved refund with traffic, equal to it, and nothing else.
  for (const row of await queryRows<{ member_id: string; refund_no: string; expected: string; booked: string | null }>(
    db,
    sql`
      select coalesce(r.member_id, l.member_id) as member_id,
             coalesce(r.refund_no, substr(l.cause, 8)) as refund_no,
             coalesce(r.traffic_bytes, 0) as expected, -l.delta_bytes as booked
      from (select * from refunds where status in ('processing', 'succeeded', 'failed') and traffic_bytes > 0) r
      full join (select * from traffic_ledger where kind = 'refund') l on l.cause = 'refund:' || r.refund_no
      where r.id is null or l.id is null or -l.delta_bytes <> r.traffic_bytes or l.member_id <> r.member_id`,
  )) {
    problems.push({
      memberId: Number(row.member_id),
      problem: `refund ${row.refund_no}: traffic taken back ${row.booked ?? "nothing"}, expected ${row.expected} bytes`,
    });
  }

  // A refund the provider refused gives its traffic back once; no other refund does.
  for (const row of await queryRows<{ member_id: string; refund_no: string; expected: string; booked: string | null }>(
    db,
    sql`
      select coalesce(r.member_id, l.member_id) as member_id,
             coalesce(r.refund_no, substr(l.cause, 15)) as refund_no,
             coalesce(r.traffic_bytes, 0) as expected, l.delta_bytes as booked
      from (select * from refunds where status = 'failed' and traffic_bytes > 0) r
      full join (select * from traffic_ledger where kind = 'adjustment' and cause like 'refund-failed:%') l
        on l.cause = 'refund-failed:' || r.refund_no
      where r.id is null or l.id is null or l.delta_bytes <> r.traffic_bytes or l.member_id <> r.member_id`,
  )) {
    problems.push({
      memberId: Number(row.member_id),
      problem: `refused refund ${row.refund_no}: traffic given back ${row.booked ?? "nothing"}, expected ${row.expected} bytes`,
    });
  }

  return problems;
}

/**
 * The CNY balance ledger (issue #29): each member's rows form an unbroken
 * chain (every row's balance_after_fen is the previous row's plus its delta,
 * the first row's is its delta), no balance is negative, and the balance the
 * member is shown (member_balances) is the last row's. A row edited or deleted
 * after the fact breaks the chain and is reported here.
 */
export async function verifyBalanceLedger(db: Database): Promise<LedgerProblem[]> {
  const problems: LedgerProblem[] = [];
  for (const row of await queryRows<{ member_id: string; id: string; expected: string; recorded: string }>(
    db,
    sql`
      select member_id, id, expected, balance_after_fen as recorded
      from (select member_id, id, balance_after_fen,
                   sum(delta_fen) over (partition by member_id order by id) as expected
            from balance_ledger) chain
      where expected <> balance_after_fen or balance_after_fen < 0
      order by member_id, id`,
  )) {
    problems.push({
      memberId: Number(row.member_id),
      problem: `balance ledger row ${row.id}: balance after is ${row.recorded} fen, its running sum is ${row.expected} fen`,
    });
  }
  for (const row of await queryRows<{ member_id: string; shown: string | null; last: string | null }>(
    db,
    sql`
      select coalesce(b.member_id, l.member_id) as member_id, b.balance_fen as shown, l.balance_after_fen as last
      from member_balances b
      full join (select distinct on (member_id) member_id, balance_after_fen
                 from balance_ledger order by member_id, id desc) l on l.member_id = b.member_id
      where coalesce(b.balance_fen, 0) <> coalesce(l.balance_after_fen, 0)`,
  )) {
    problems.push({
      memberId: Number(row.member_id),
      problem: `balance shown ${row.shown ?? 0} fen differs from the ledger's last running total ${row.last ?? 0} fen`,
    });
  }
  return problems;
}

/**
 * The growth tables against the ledgers (issue #29): every credited referral commission is one
 * balance credit of its amount to its referrer and every commission credit has its commission;
 * every redeemed gift code is one balance or traffic credit of its batch's value to its redeemer
 * and every gift credit has its redeemed code; every coupon use matches its order (held while
 * waiting, used once paid, the order's amount its list price less the discount) and no coupon
 * counts more uses than its total.
 */
export async function verifyGrowth(db: Database): Promise<LedgerProblem[]> {
  const problems: LedgerProblem[] = [];
  const collect = async (query: ReturnType<typeof sql>) => {
    for (const row of await queryRows<{ member_id: string | null; problem: string }>(db, query)) {
      problems.push({ memberId: row.member_id === null ? null : Number(row.member_id), problem: row.problem });
    }
  };
  await collect(sql`
    select coalesce(c.referrer_id, l.member_id) as member_id,
           case when l.id is null then 'referral commission ' || c.id || ' is credited but has no balance credit'
                when c.id is null then 'balance row ' || l.id || ' (' || l.cause || ') credits no credited commission'
                else 'referral commission ' || c.id || ' of ' || c.amount_fen || ' fen to member ' || c.referrer_id
                     || ' was credited as ' || l.delta_fen || ' fen to member ' || l.member_id
           end as problem
    from (select * from referral_commissions where credited_at is not null) c
    full join (select * from balance_ledger where kind = 'commission' and cause like 'referral-commission:%') l
      on l.cause = 'referral-commission:' || c.id
    where c.id is null or l.id is null or l.delta_fen <> c.amount_fen or l.member_id <> c.referrer_id`);
  await collect(sql`
    select coalesce(g.redeemed_by_member_id, l.member_id) as member_id,
           case when l.member_id is null then 'gift code ' || g.id || ' is redeemed but credited nothing'
                when g.id is null then 'gift ' || l.ledger || ' row (' || l.cause || ') has no redeemed gift code'
                else 'gift code ' || g.id || ' is worth ' || g.value || ' but credited ' || l.delta
                     || ' to member ' || l.member_id
           end as problem
    from (select gc.id, gc.redeemed_by_member_id, b.kind,
                 case when b.kind = 'balance' then b.amount_fen::numeric
                      else b.traffic_gb::numeric * 1073741824 end as value
          from gift_codes gc join gift_code_batches b on b.id = gc.batch_id
          where gc.redeemed_by_member_id is not null) g
    full join (select 'balance' as ledger, member_id, cause, delta_fen::numeric as delta
               from balance_ledger where kind = 'gift' and cause like 'gift-code:%'
               union all
               select 'traffic', member_id, cause, delta_bytes::numeric
               from traffic_ledger where kind = 'gift' and cause like 'gift-code:%') l
      on l.cause = 'gift-code:' || g.id and l.ledger = g.kind
    where g.id is null or l.member_id is null or l.delta <> g.value or l.member_id <> g.redeemed_by_member_id`);
  await collect(sql`
    select r.member_id,
           'coupon use ' || r.id || ' is ' || r.status || ' but its ' || r.order_kind || ' order ' || r.order_id ||
           coalesce(' is ' || o.status || ' at ' || o.amount_fen || ' fen (list ' || r.list_price_fen ||
                    ' less ' || r.discount_fen || ')', ' does not exist') as problem
    from coupon_redemptions r
    left join (select 'recharge' as kind, id, member_id, status, amount_fen from recharge_orders
               union all
               select 'static', id, member_id, status, amount_fen from static_orders) o
      on o.kind = r.order_kind and o.id = r.order_id
    where o.id is null or o.member_id <> r.member_id or o.amount_fen <> r.list_price_fen - r.discount_fen
       or (r.status = 'used' and o.status <> 'paid') or (r.status = 'held' and o.status <> 'waiting')`);
  await collect(sql`
    select null as member_id,
           'coupon ' || c.code || ' counts ' || count(r.id) || ' uses, more than its total of ' || c.total_uses as problem
    from coupons c join coupon_redemptions r on r.coupon_id = c.id and r.status in ('held', 'used')
    where c.total_uses is not null
    group by c.id, c.code, c.total_uses
    having count(r.id) > c.total_uses`);
  return problems;
}
