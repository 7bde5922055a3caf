import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { staticIpPool, staticNodes } from "./catalogue.ts";
import { at, bigId, createdAt, id, operatorResolution, ref } from "./columns.ts";
import { members } from "./members.ts";
import { operators } from "./operators.ts";

/** Who placed an order, under which number: the first columns of both order tables. */
const orderIdentity = () => ({
  id: id(),
  orderNo: text("order_no").notNull(),
  memberId: ref("member_id", () => members.id),
});

/**
 * Order lifecycle shared by both order tables: `waiting` for payment, then
 * `paid` (exactly once, by whichever payment attempt pays) or `closed`
 * (unpaid past its deadline, or cancelled). Amounts are integer fen.
 */
const orderLifecycle = () => ({
  status: text("status").notNull().default("waiting"),
  /** Set with the payment attempt that paid it. */
  paymentMethod: text("payment_method"),
  handlingFeeFen: integer("handling_fee_fen"),
  payAmountFen: integer("pay_amount_fen"),
  paidAt: at("paid_at"),
  closedAt: at("closed_at"),
  /** Unpaid orders close at this time. */
  payDeadline: at("pay_deadline").notNull(),
  createdAt: createdAt(),
});

type OrderColumns = Record<"orderNo" | "memberId" | "status" | "payDeadline" | "createdAt", AnyPgColumn>;

/** The keys, indexes and status check of both order tables, named after the table. */
const orderConstraints = (table: string, t: OrderColumns) => [
  uniqueIndex(`${table}_order_no_key`).on(t.orderNo),
  index(`${table}_member_idx`).on(t.memberId, t.createdAt),
  index(`${table}_waiting_idx`).on(t.payDeadline).where(sql`${t.status} = 'waiting'`),
  check(`${table}_status_check`, sql`${t.status} in ('waiting', 'paid', 'closed')`),
];

/** A dynamic-traffic recharge order (SPEC §3 dynamic order). */
export const rechargeOrders = pgTable(
  "recharge_orders",
  {
    ...orderIdentity(),
    /** Where the order was placed: web, h5 or admin (user centre). */
    source: text("source").notNull(),
    /** The package bought, or null for a custom amount at the unit price. */
    packageId: integer("package_id"),
    trafficGb: integer("traffic_gb").notNull(),
    giftGb: integer("gift_gb").notNull().default(0),
    /**
     * Price of the traffic before the handling fee (SPEC "recharge amount"), in minor units of
     * `currency`: fen for CNY, cents for USD (the column keeps its old name).
     */
    amountFen: integer("amount_fen").notNull(),
    /** CNY or USD: what every amount of this order (and of its payment attempts) is counted in. */
    currency: text("currency").notNull().default("CNY"),
    ...orderLifecycle(),
  },
  (t) => [
    ...orderConstraints("recharge_orders", t),
    check("recharge_orders_currency_check", sql`${t.currency} in ('CNY', 'USD')`),
    check("recharge_orders_amounts", sql`${t.trafficGb} > 0 and ${t.giftGb} >= 0 and ${t.amountFen} > 0`),
  ],
);

/**
 * A static-IP order (SPEC §3 static order): either new IPs of one node
 * (`kind` new) or the renewal of IPs the member already holds (`kind` renewal,
 * with its IPs in static_order_renewal_items).
 */
export const staticOrders = pgTable(
  "static_orders",
  {
    ...orderIdentity(),
    kind: text("kind").notNull().default("new"),
    source: text("source").notNull(),
    resourceType: smallint("resource_type").notNull(),
    /** The node (region) of new IPs; null for renewals. */
    nodeId: integer("node_id").references(() => staticNodes.id),
    days: integer("days").notNull(),
    ipCount: integer("ip_count").notNull(),
    amountFen: integer("amount_fen").notNull(),
    ...orderLifecycle(),
  },
  (t) => [
    ...orderConstraints("static_orders", t),
    check("static_orders_kind_check", sql`${t.kind} in ('new', 'renewal')`),
    check("static_orders_resource_type_check", sql`${t.resourceType} in (1, 2, 3, 12)`),
    check("static_orders_amounts", sql`${t.days} > 0 and ${t.ipCount} > 0 and ${t.amountFen} > 0`),
  ],
);

/**
 * A static IP sold to a member (SPEC §3 static IP). Its pool row stays
 * `allocated`; an exchange points it at another pool row and keeps the expiry.
 */
export const staticIps = pgTable(
  "static_ips",
  {
    id: id(),
    memberId: ref("member_id", () => members.id),
    /** The order that first bought it. */
    orderId: ref("order_id", () => staticOrders.id),
    poolIpId: ref("pool_ip_id", () => staticIpPool.id),
    nodeId: integer("node_id")
      .notNull()
      .references(() => staticNodes.id),
    resourceType: smallint("resource_type").notNull(),
    host: text("host").notNull(),
    port: integer("port").notNull(),
    account: text("account").notNull(),
    /** SPEC §5: an 8-digit random number, shown to its owner. */
    password: text("password").notNull(),
    outIp: text("out_ip").notNull(),
    /**
     * SPEC §4: 1 Normal, 2 Expired; 3 Released: reclaimed after the renewal
     * grace period, its address back in the stock, the row kept as history.
     */
    status: smallint("status").notNull().default(1),
    purchasedAt: at("purchased_at").notNull(),
    expiresAt: at("expires_at").notNull(),
    releasedAt: at("released_at"),
    /** Open connections through this IP's account on every gateway together; null for no cap. */
    maxConnections: integer("max_connections"),
    /** Mbit/s each direction, per gateway; null for no cap. */
    bandwidthMbps: integer("bandwidth_mbps"),
  },
  (t) => [
    // Only live IPs hold their pool address; released ones leave it to the next buyer.
    uniqueIndex("static_ips_pool_ip_key").on(t.poolIpId).where(sql`${t.status} in (1, 2)`),
    uniqueIndex("static_ips_account_key").on(t.account),
    index("static_ips_member_idx").on(t.memberId, t.resourceType, t.expiresAt),
    index("static_ips_expiry_idx").on(t.expiresAt).where(sql`${t.status} = 1`),
    index("static_ips_reclaim_idx").on(t.expiresAt).where(sql`${t.status} = 2`),
    check("static_ips_status_check", sql`${t.status} in (1, 2, 3)`),
  ],
);

/** The IPs a renewal order extends. */
export const staticOrderRenewalItems = pgTable(
  "static_order_renewal_items",
  {
    orderId: ref("order_id", () => staticOrders.id),
    staticIpId: ref("static_ip_id", () => staticIps.id),
  },
  (t) => [uniqueIndex("static_order_renewal_items_key").on(t.orderId, t.staticIpId)],
);

/** History of IP exchanges: which pool IP was swapped for which, by whom. */
export const staticIpExchanges = pgTable(
  "static_ip_exchanges",
  {
    id: id(),
    staticIpId: ref("static_ip_id", () => staticIps.id),
    memberId: ref("member_id", () => members.id),
    fromPoolIpId: bigId("from_pool_ip_id").notNull(),
    toPoolIpId: bigId("to_pool_ip_id").notNull(),
    fromNodeId: integer("from_node_id").notNull(),
    toNodeId: integer("to_node_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("static_ip_exchanges_ip_idx").on(t.staticIpId, t.createdAt),
    index("static_ip_exchanges_member_idx").on(t.memberId, t.createdAt),
  ],
);

/**
 * Who held which exit address when: one row per holding of a pool IP, from
 * allocation (or an exchange) until an exchange or reclaiming ends it.
 */
export const staticIpAssignments = pgTable(
  "static_ip_assignments",
  {
    id: id(),
    staticIpId: ref("static_ip_id", () => staticIps.id),
    memberId: ref("member_id", () => members.id),
    poolIpId: bigId("pool_ip_id").notNull(),
    outIp: text("out_ip").notNull(),
    startedAt: at("started_at").notNull(),
    endedAt: at("ended_at"),
    /** exchanged, reclaimed, or refunded (a refund took the IP back); null while held. */
    endReason: text("end_reason"),
  },
  (t) => [
    index("static_ip_assignments_out_ip_idx").on(t.outIp, t.startedAt),
    // One open holding per IP row, and one holder per address at any time.
    uniqueIndex("static_ip_assignments_open_key").on(t.staticIpId).where(sql`${t.endedAt} is null`),
    uniqueIndex("static_ip_assignments_pool_ip_open_key").on(t.poolIpId).where(sql`${t.endedAt} is null`),
    check("static_ip_assignments_end_reason_check", sql`${t.endReason} in ('exchanged', 'reclaimed', 'refunded')`),
  ],
);

/**
 * What a refund took back of a static order, one row per IP: released (a
 * purchase refunded in full) or its expiry moved back (a renewal refunded in
 * full). `held` while the provider has not answered: the address stays off
 * sale so it can be given back if the refund is refused; `done` once the
 * money went back (the address is on sale again); `given-back` when refused.
 */
export const staticIpTakebacks = pgTable(
  "static_ip_takebacks",
  {
    id: id(),
    orderId: ref("order_id", () => staticOrders.id),
    staticIpId: ref("static_ip_id", () => staticIps.id),
    /** refund:<refund number>. */
    cause: text("cause").notNull(),
    statusBefore: smallint("status_before").notNull(),
    expiresBefore: at("expires_before").notNull(),
    expiresAfter: at("expires_after").notNull(),
    /** The IP was released (not only shortened). */
    released: boolean("released").notNull(),
    state: text("state").notNull().default("held"),
    createdAt: createdAt(),
    settledAt: at("settled_at"),
  },
  (t) => [
    uniqueIndex("static_ip_takebacks_cause_ip_key").on(t.cause, t.staticIpId),
    index("static_ip_takebacks_order_idx").on(t.orderId),
    check("static_ip_takebacks_state_check", sql`${t.state} in ('held', 'done', 'given-back')`),
  ],
);

/** A paid static order that did not get the IPs it bought: listed for the operator (ops orders:anomalies). */
export const fulfilmentAnomalies = pgTable(
  "fulfilment_anomalies",
  {
    id: id(),
    orderId: ref("order_id", () => staticOrders.id),
    memberId: ref("member_id", () => members.id),
    expectedIps: integer("expected_ips").notNull(),
    deliveredIps: integer("delivered_ips").notNull(),
    /** open until an operator resolves it (delivers by hand or refunds). */
    status: text("status").notNull().default("open"),
    note: text("note"),
    ...operatorResolution(() => operators.id),
  },
  (t) => [
    uniqueIndex("fulfilment_anomalies_order_key").on(t.orderId),
    check("fulfilment_anomalies_status_check", sql`${t.status} in ('open', 'resolved')`),
  ],
);
