import type {
  couponQuoteRequestSchema,
  createRenewalOrderSchema,
  createStaticOrderSchema,
  orderPageQuerySchema,
  staticIpPageQuerySchema,
} from "@shop/contract";
import {
  type CouponQuote,
  type CreateRechargeOrderRequest,
  type Currency,
  type Locale,
  type OrderStatusAnswer,
  type RechargeOrder,
  type RenewableIp,
  ResponseCode,
  type StaticOrder,
  staticPriceFen,
  translateMessage,
} from "@shop/contract";
import type { Database } from "@shop/db";
import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";
import { AppError } from "../../../http/app-error.ts";
import { type Executor, inTransaction } from "../../../lib/executor.ts";
import { createEventPublisher } from "../../platform/webhooks/publisher.ts";
import { bytesPerGb, createLedgerWriter } from "../../proxy/traffic/ledger.ts";
import type { CatalogueService } from "../catalogue/service.ts";
import { createStockRepo } from "../catalogue/stock.ts";
import { loadStaticStockConfig, type StaticStockConfig } from "./config.ts";
import { createIpExchange } from "./ip-exchange.ts";
import type { OrderKind, OrdersRepo, OrdersRepoTx, PaidWith, StaticOrderRow } from "./repo.ts";
import { createStaticIpExpiry } from "./static-ip-expiry.ts";
import { createStaticIpRefunds } from "./static-ip-refunds.ts";
import {
  badRequest,
  eightDigitPassword,
  listFilter,
  orderNumber,
  orderStatus,
  retryOnOrderNumberClash,
  staticAccountName,
  staticIpView,
  toRechargeOrder,
  toStaticOrder,
  undefinedIfNotFound,
} from "./views.ts";

export * from "./views.ts";

type StaticOrderInput = z.output<typeof createStaticOrderSchema>;
type RenewalInput = z.output<typeof createRenewalOrderSchema>;
export type PageQuery = z.output<typeof orderPageQuerySchema>;
type IpPageQuery = z.output<typeof staticIpPageQuerySchema>;

/** The products each create call sells (SPEC §7): /create ISP and data centre, /createNative, /createCN. */
export const staticCreateTypes = { isp: [1, 2], native: [3], cn: [12] } as const;

/** IPs of one node any member may hold reserved, whatever the node's size (the share limit starts above it). */
const minimumNodeShare = 5;

export interface OrdersDeps {
  db: Database;
  repo: OrdersRepo;
  catalogue: CatalogueService;
  /** Unpaid orders close this long after creation. */
  payTimeoutMs: number;
  /** Reservation, exchange and reclaiming limits (config STATIC_*); the defaults when left out. */
  stock?: StaticStockConfig;
  log?: Pick<FastifyBaseLogger, "warn">;
  now?: () => Date;
  /** Fen given back per order by refunds that went through (the payments module's); none when left out. */
  refundedFenByOrder?: (kind: OrderKind, orderIds: number[]) => Promise<Map<number, number>>;
  /** Coupons priced into new orders (the growth context's); without it a coupon code is refused. */
  discounts?: OrderDiscounts;
  /** Told inside the paying or closing transaction (the growth context: coupon uses, referral commissions). */
  events?: OrderEvents;
  /**
   * The part of a waiting order already paid from the member's balance (the balance module's holds):
   * given back in the transaction that closes the order unpaid, once (its ledger cause is unique).
   */
  balanceParts?: {
    giveBack(tx: Executor, kind: OrderKind, orderId: number): Promise<number>;
    /** Fen of each order's price taken from the balance before the rest went to a provider. */
    heldByOrders(kind: OrderKind, orderIds: number[]): Promise<Map<number, number>>;
  };
}

/** What a coupon is asked about: this member, this product (dynamic, static-<type>) at this list price. */
export interface DiscountAsk {
  memberId: number;
  code: string;
  product: string;
  listPriceFen: number;
  isFirstOrder: boolean;
}

/** Coupons, as orders need them: a preview, and a claim inside the order's creating transaction. */
export interface OrderDiscounts {
  quote(ask: DiscountAsk): Promise<CouponQuote>;
  claim(
    tx: Executor,
    ask: DiscountAsk,
  ): Promise<{ discountFen: number; attach(order: { orderKind: OrderKind; orderId: number }): Promise<void> }>;
  /** The coupon each of these orders was priced with, by order id (orders without one are absent). */
  ofOrders(kind: OrderKind, orderIds: number[]): Promise<Map<number, PricedCoupon>>;
}

type OrderCoupon = NonNullable<RechargeOrder["coupon"]>;

const orderCoupon = (coupon: PricedCoupon): OrderCoupon => ({
  code: coupon.code,
  listPrice: Number(coupon.listPriceFen),
  discount: Number(coupon.discountFen),
});

/** A coupon as an order was priced with it. */
export interface PricedCoupon {
  code: string;
  listPriceFen: number;
  discountFen: number;
}

/** What other contexts are told of an order's end, inside that transaction. */
export interface OrderEvents {
  paid(
    tx: Executor,
    order: {
      orderKind: OrderKind;
      orderId: number;
      orderNo: string;
      memberId: number;
      amountFen: number;
      chargedFen: number;
      paidAt: Date;
    },
  ): Promise<void>;
  closed(tx: Executor, order: { orderKind: OrderKind; orderId: number }): Promise<void>;
}

export interface Payable {
  kind: OrderKind;
  id: number;
  memberId: number;
  orderNo: string;
  status: "waiting" | "paid" | "closed";
  /** Minor units of `currency`. */
  amountFen: number;
  /** CNY when absent; USD only for traffic orders priced from a package's USD price. */
  currency?: Currency;
  subject: string;
  payDeadline: Date;
}

/** What the order seams (creation, renewal, fulfilment, exchange, expiry) share. */
export interface OrdersContext {
  db: OrdersDeps["db"];
  repo: OrdersRepo;
  limits: StaticStockConfig;
  now: () => Date;
  renewalGraceMs: number;
}

export function createOrdersService(deps: OrdersDeps) {
  const { db, repo, catalogue } = deps;
  const limits = deps.stock ?? loadStaticStockConfig({});
  const now = deps.now ?? (() => new Date());
  const renewalGraceMs = limits.reclaimGraceMs;

  /**
   * The member's own view of orders says what was refunded of them and which coupon priced them
   * (code, list price, discount: the receipt's lines).
   */
  async function withRefunds<
    T extends {
      id: number;
      refundedAmount: number;
      coupon: OrderCoupon | null;
      payAmount: number | null;
      balancePaid: number;
    },
  >(kind: OrderKind, orders: T[]) {
    if (orders.length === 0) return orders;
    const ids = orders.map((order) => order.id);
    const [refunded, coupons, fromBalance] = await Promise.all([
      deps.refundedFenByOrder?.(kind, ids) ?? new Map<number, number>(),
      deps.discounts?.ofOrders(kind, ids) ?? new Map<number, PricedCoupon>(),
      deps.balanceParts?.heldByOrders(kind, ids) ?? new Map<number, number>(),
    ]);
    return orders.map((order) => {
      const coupon = coupons.get(order.id);
      const balancePaid = fromBalance.get(order.id) ?? 0;
      return {
        ...order,
        refundedAmount: refunded.get(order.id) ?? 0,
        coupon: coupon ? orderCoupon(coupon) : null,
        // The provider's charge (the order row's) and the part paid from the balance before it.
        payAmount: order.payAmount === null ? null : order.payAmount + balancePaid,
        balancePaid,
      };
    });
  }

  /**
   * Inside the creating transaction: takes the member's order lock, then
   * counts, so parallel creates cannot all pass a count taken before any of
   * them inserted.
   */
  async function guardWaitingLimit(tx: Executor, memberId: number) {
    const bound = repo.bind(tx);
    await bound.lockMemberOrders(memberId);
    if ((await bound.countWaiting(memberId)) >= limits.maxWaitingOrders) {
      throw badRequest("orders.tooManyWaiting", { max: limits.maxWaitingOrders });
    }
  }

  /** The member's unpaid reservations may not grow past the per-member cap or the node share. */
  async function guardReservationLimits(tx: Executor, memberId: number, nodeId: number, count: number, at: Date) {
    const stock = createStockRepo(tx);
    const held = await stock.reservedByMember(memberId, at);
    const total = [...held.values()].reduce((sum, n) => sum + n, 0);
    if (total + count > limits.maxReservedIps) {
      throw badRequest("orders.reservationLimit", { max: limits.maxReservedIps, held: total });
    }
    // A few IPs are always allowed, so a small node stays sellable to a buyer who needs several.
    const share = Math.max(
      minimumNodeShare,
      Math.floor(((await stock.unsoldCount(nodeId)) * limits.maxNodeSharePercent) / 100),
    );
    const onNode = held.get(nodeId) ?? 0;
    if (onNode + count > share) {
      throw badRequest("orders.reservationNodeShare", { max: share, held: onNode });
    }
  }

  /**
   * Fills in where exchanges moved a new order's IPs: the order names the region it was bought in,
   * and the member must not be told an IP is still there once it has moved.
   */
  async function withMoves(orders: StaticOrder[], locale: Locale): Promise<StaticOrder[]> {
    const ids = orders.filter((order) => order.kind === "new").map((order) => order.id);
    const placed = await repo.ipNodesOfOrders(ids);
    const nodes = await nodeNames([...new Set([...placed.values()].flat())]);
    return orders.map((order) => {
      const nodeIds = placed.get(order.id) ?? [];
      if (nodeIds.every((nodeId) => nodeId === order.nodeId)) return order;
      const regionsNow = nodeIds
        .map((nodeId) => nodes.get(nodeId))
        .filter((node) => node !== undefined)
        .map((node) => (locale === "en" ? node.regionNameEn : node.regionNameZh));
      return { ...order, regionsNow };
    });
  }

  /** Tells the growth context an order was paid (coupon use final, referral commission starts). */
  async function tellPaid(
    tx: Executor,
    orderKind: OrderKind,
    order: { id: number; orderNo: string; memberId: number; amountFen: number },
    paid: PaidWith,
  ) {
    await deps.events?.paid(tx, {
      orderKind,
      orderId: order.id,
      orderNo: order.orderNo,
      memberId: order.memberId,
      amountFen: order.amountFen,
      chargedFen: paid.payAmountFen,
      paidAt: paid.paidAt,
    });
  }

  async function nodeNames(nodeIds: number[]) {
    const nodes = await createStockRepo(db).findNodes(nodeIds);
    return new Map(nodes.map((node) => [node.id, node]));
  }

  /** Paid but not (fully) delivered: never silent. The operator lists these (ops orders:anomalies). */
  async function recordShortDelivery(bound: OrdersRepoTx, order: StaticOrderRow, expected: number, delivered: number) {
    await bound.recordFulfilmentAnomaly({
      orderId: order.id,
      memberId: order.memberId,
      expectedIps: expected,
      deliveredIps: delivered,
    });
    deps.log?.warn(
      { orderId: order.id, orderNo: order.orderNo, expected, delivered },
      "static order paid but not fully delivered: fulfilment anomaly recorded",
    );
  }

  /**
   * A traffic order's list price: a package's price, or GB at the unit price within its bounds.
   * In USD only a package with a USD price (cents) can be bought: no rate converts CNY prices.
   */
  async function priceRecharge(input: { packageId?: unknown; trafficGb?: unknown; currency?: Currency }) {
    const usd = input.currency === "USD";
    if (input.packageId !== undefined) {
      // Only "no such package" means unavailable; a database failure is a server error with a request id.
      const found = await catalogue.getTrafficPackage(Number(input.packageId), "en").catch(undefinedIfNotFound);
      if (!found) throw badRequest("orders.packageUnavailable");
      const amountFen = usd ? found.usdPrice : found.price;
      if (amountFen == null) throw badRequest("orders.noUsdPrice");
      return { trafficGb: found.trafficGb, giftGb: found.giftGb, amountFen, packageId: found.id };
    }
    if (usd) throw badRequest("orders.noUsdPrice");
    const unit = await catalogue.getUnitPrice();
    const trafficGb = Number(input.trafficGb);
    if (trafficGb < unit.minGb || trafficGb > unit.maxGb) {
      throw badRequest("orders.trafficOutOfRange", { min: unit.minGb, max: unit.maxGb });
    }
    return { trafficGb, giftGb: 0, amountFen: unit.unitPrice * trafficGb, packageId: null };
  }

  /**
   * Inside the creating transaction: the coupon checked and held for this order (growth's coupon
   * row lock serialises concurrent checkouts). The server prices; the client never sends a price.
   */
  async function claimCoupon(tx: Executor, ask: Omit<DiscountAsk, "isFirstOrder">) {
    if (!deps.discounts) throw badRequest("growth.coupon.not-found");
    const isFirstOrder = !(await repo.bind(tx).hasPaidOrder(ask.memberId));
    return deps.discounts.claim(tx, { ...ask, isFirstOrder });
  }

  return {
    async createRechargeOrder(
      memberId: number,
      input: CreateRechargeOrderRequest & { source: "web" | "h5" | "admin" },
    ) {
      const currency: Currency = input.currency === "USD" ? "USD" : "CNY";
      const { trafficGb, giftGb, amountFen: listPriceFen, packageId } = await priceRecharge({ ...input, currency });
      const created = now();
      const couponCode = typeof input.couponCode === "string" && input.couponCode.trim() ? input.couponCode : undefined;
      // Coupons take fen off CNY prices; a USD order has none to take off.
      if (couponCode && currency === "USD") throw badRequest("orders.couponCnyOnly");
      const row = await retryOnOrderNumberClash("recharge_orders_order_no_key", () =>
        inTransaction(db, async (tx) => {
          await guardWaitingLimit(tx, memberId);
          const coupon = couponCode
            ? await claimCoupon(tx, { memberId, code: couponCode, product: "dynamic", listPriceFen })
            : undefined;
          const order = await repo.bind(tx).insertRechargeOrder({
            orderNo: orderNumber("R", created),
            memberId,
            source: input.source,
            packageId,
            trafficGb,
            giftGb,
            amountFen: listPriceFen - (coupon?.discountFen ?? 0),
            currency,
            payDeadline: new Date(created.getTime() + deps.payTimeoutMs),
            createdAt: created,
          });
          await coupon?.attach({ orderKind: "recharge", orderId: order.id });
          return order;
        }),
      );
      const [view] = await withRefunds("recharge", [toRechargeOrder(row)]);
      return view as RechargeOrder;
    },

    /**
     * What a coupon takes off a choice from /buy, priced here as the order would be (nothing is
     * held or reserved): the checkout's preview. A choice that cannot be bought is refused as the
     * create call would refuse it.
     */
    async quoteCoupon(memberId: number, input: z.output<typeof couponQuoteRequestSchema>): Promise<CouponQuote> {
      if (!deps.discounts) throw badRequest("growth.coupon.not-found");
      let product = "dynamic";
      let listPriceFen: number;
      if (input.nodeId !== undefined) {
        const stock = createStockRepo(db);
        const node = await stock.findNode(input.nodeId);
        if (!node) throw badRequest("orders.nodeUnavailable");
        const duration = await stock.findDuration(node.resourceType, input.days ?? 0);
        if (!duration) throw badRequest("orders.durationUnavailable");
        product = `static-${node.resourceType}`;
        listPriceFen = staticPriceFen({
          pricePer30Days: node.priceFenPer30Days,
          days: input.days ?? 0,
          discountPercent: duration.discountPercent,
          count: input.count ?? 1,
        });
      } else {
        listPriceFen = (await priceRecharge({ packageId: input.packageId, trafficGb: input.trafficGb })).amountFen;
      }
      return deps.discounts.quote({
        memberId,
        code: input.code,
        product,
        listPriceFen,
        isFirstOrder: !(await repo.hasPaidOrder(memberId)),
      });
    },

    /** Creates the order and reserves its IPs in one transaction; refuses more IPs than the node has. */
    async createStaticOrder(
      memberId: number,
      input: StaticOrderInput,
      allowedTypes: readonly number[],
      locale: Locale,
    ): Promise<StaticOrder> {
      const created = now();
      const payDeadline = new Date(created.getTime() + deps.payTimeoutMs);
      // The reservation lasts no longer than paying may take, and never past the order's deadline.
      const reservedUntil = new Date(Math.min(created.getTime() + limits.reservationMs, payDeadline.getTime()));
      const create = () =>
        inTransaction(db, async (tx) => {
          await guardWaitingLimit(tx, memberId);
          const stock = createStockRepo(tx);
          const node = await stock.findNode(input.nodeId);
          if (!node || !allowedTypes.includes(node.resourceType)) throw badRequest("orders.nodeUnavailable");
          const duration = await stock.findDuration(node.resourceType, input.days);
          if (!duration) throw badRequest("orders.durationUnavailable");
          // More than the node has is told as such before any hoarding limit.
          // Paid at the latest when the reservation ends, the IPs are sold until then plus the duration.
          const soldUntil = new Date(reservedUntil.getTime() + input.days * 24 * 3600_000);
          const available = await stock.availableCount(node.id, created, soldUntil);
          if (available < input.count) throw badRequest("orders.stockInsufficient", { stock: available });
          await guardReservationLimits(tx, memberId, node.id, input.count, created);
          const listPriceFen = staticPriceFen({
            pricePer30Days: node.priceFenPer30Days,
            days: input.days,
            discountPercent: duration.discountPercent,
            count: input.count,
          });
          const coupon = input.couponCode
            ? await claimCoupon(tx, {
                memberId,
                code: input.couponCode,
                product: `static-${node.resourceType}`,
                listPriceFen,
              })
            : undefined;
          const amountFen = listPriceFen - (coupon?.discountFen ?? 0);
          const order = await repo.bind(tx).insertStaticOrder({
            orderNo: orderNumber("S", created),
            memberId,
            kind: "new",
            source: input.source,
            resourceType: node.resourceType,
            nodeId: node.id,
            days: input.days,
            ipCount: input.count,
            amountFen,
            payDeadline,
            createdAt: created,
          });
          await coupon?.attach({ orderKind: "static", orderId: order.id });
          const reserved = await stock.reserve(node.id, input.count, order.id, created, reservedUntil, soldUntil);
          if (reserved < input.count) {
            // The whole transaction rolls back: nothing stays reserved, no order remains.
            throw badRequest("orders.stockInsufficient", { stock: reserved });
          }
          return { order, node };
        });
      const { order, node } = await retryOnOrderNumberClash("static_orders_order_no_key", create);
      const [view] = await withRefunds("static", [toStaticOrder(order, node, null, locale)]);
      return view as StaticOrder;
    },

    async renewableIps(memberId: number, type: number | undefined, locale: Locale): Promise<RenewableIp[]> {
      const rows = await repo.ipsWithDetails(memberId);
      const cutoff = now().getTime() - renewalGraceMs;
      const stock = createStockRepo(db);
      const durations = new Map<number, Awaited<ReturnType<typeof stock.listDurations>>>();
      const result: RenewableIp[] = [];
      for (const row of rows) {
        if (type !== undefined && row.ip.resourceType !== type) continue;
        if (row.ip.expiresAt.getTime() < cutoff) continue;
        if (!durations.has(row.ip.resourceType)) {
          durations.set(row.ip.resourceType, await stock.listDurations(row.ip.resourceType));
        }
        result.push({
          ...staticIpView(row, locale),
          prices: (durations.get(row.ip.resourceType) ?? []).map((d) => ({
            days: d.days,
            discountPercent: d.discountPercent,
            amount: staticPriceFen({
              pricePer30Days: row.node.priceFenPer30Days,
              days: d.days,
              discountPercent: d.discountPercent,
              count: 1,
            }),
          })),
        });
      }
      return result;
    },

    async createRenewalOrder(memberId: number, input: RenewalInput, locale: Locale): Promise<StaticOrder> {
      const ids = [...new Set(input.ipIds.map(Number))];
      const rows = await repo.ipsWithDetails(memberId, ids);
      // Another member's IP looks exactly like one that does not exist.
      if (rows.length !== ids.length) throw badRequest("orders.renewalFailed");
      const types = new Set(rows.map((row) => row.ip.resourceType));
      if (types.size !== 1) throw badRequest("orders.renewalMixedTypes");
      const cutoff = now().getTime() - renewalGraceMs;
      const stale = rows.find((row) => row.ip.expiresAt.getTime() < cutoff);
      if (stale) throw badRequest("orders.renewalNotAllowed", { ip: stale.ip.outIp });
      const resourceType = rows[0]?.ip.resourceType ?? 0;
      const duration = await createStockRepo(db).findDuration(resourceType, input.days);
      if (!duration) throw badRequest("orders.durationUnavailable");
      const amountFen = rows.reduce(
        (sum, row) =>
          sum +
          staticPriceFen({
            pricePer30Days: row.node.priceFenPer30Days,
            days: input.days,
            discountPercent: duration.discountPercent,
            count: 1,
          }),
        0,
      );
      const created = now();
      const order = await retryOnOrderNumberClash("static_orders_order_no_key", () =>
        inTransaction(db, async (tx) => {
          await guardWaitingLimit(tx, memberId);
          const bound = repo.bind(tx);
          const order = await bound.insertStaticOrder({
            orderNo: orderNumber("N", created),
            memberId,
            kind: "renewal",
            source: input.source,
            resourceType,
            nodeId: null,
            days: input.days,
            ipCount: ids.length,
            amountFen,
            payDeadline: new Date(created.getTime() + deps.payTimeoutMs),
            createdAt: created,
          });
          await bound.insertRenewalItems(order.id, ids);
          return order;
        }),
      );
      return toStaticOrder(order, undefined, null, locale);
    },

    async pageRechargeOrders(memberId: number, query: PageQuery) {
      const page = await repo.pageRechargeOrders({ memberId, ...listFilter(query) });
      return { list: await withRefunds("recharge", page.list.map(toRechargeOrder)), total: page.total };
    },

    async pageStaticOrders(memberId: number, query: PageQuery, locale: Locale) {
      const page = await repo.pageStaticOrders({ memberId, ...listFilter(query), resourceType: query.type });
      const list = page.list.map((row) =>
        toStaticOrder(
          row.order,
          row.node ?? undefined,
          row.latestExpiry ? new Date(row.latestExpiry) : null,
          locale,
          row.firstExpiry ? new Date(row.firstExpiry) : null,
        ),
      );
      return { list: await withRefunds("static", await withMoves(list, locale)), total: page.total };
    },

    async pageStaticIps(memberId: number, query: IpPageQuery, locale: Locale) {
      const page = await repo.pageStaticIps({
        memberId,
        resourceType: query.type,
        nodeId: query.nodeId,
        status: query.status,
        orderNo: query.orderNo,
        limit: query.pageSize,
        offset: (query.pageNo - 1) * query.pageSize,
      });
      return {
        list: page.list.map((row) => staticIpView(row, locale)),
        total: page.total,
        serverTime: now().toISOString(),
      };
    },

    async getRechargeOrder(memberId: number, id: number): Promise<RechargeOrder> {
      const row = await repo.findRechargeOrder(id);
      if (!row || row.memberId !== memberId) throw new AppError(ResponseCode.NotFound, "orders.orderNotFound");
      const [order] = await withRefunds("recharge", [toRechargeOrder(row)]);
      return order as RechargeOrder;
    },

    async getStaticOrder(memberId: number, id: number, locale: Locale): Promise<StaticOrder> {
      const row = await repo.findStaticOrder(id);
      if (!row || row.memberId !== memberId) throw new AppError(ResponseCode.NotFound, "orders.orderNotFound");
      const node = row.nodeId ? (await nodeNames([row.nodeId])).get(row.nodeId) : undefined;
      const expiry = await repo.expiryRange(row.id);
      const [order] = await withRefunds(
        "static",
        await withMoves([toStaticOrder(row, node, expiry.last, locale, expiry.first)], locale),
      );
      return order as StaticOrder;
    },

    async status(memberId: number, kind: OrderKind, id: number): Promise<OrderStatusAnswer> {
      const row = kind === "recharge" ? await repo.findRechargeOrder(id) : await repo.findStaticOrder(id);
      if (!row || row.memberId !== memberId) throw new AppError(ResponseCode.NotFound, "orders.orderNotFound");
      return {
        id: row.id,
        orderNo: row.orderNo,
        status: orderStatus(row.status),
        payStatus: row.status === "paid" ? 1 : 0,
      };
    },

    /**
     * Before a payment starts: a new static order's IPs are held again for as long as paying may
     * take, its lapsed reservation renewed or the shortfall taken from the node. Refuses when the
     * node no longer has them, so no one pays for IPs that cannot be delivered.
     */
    /** Bank transfer: the waiting order waits for the money until `until`, in the caller's transaction. */
    extendPayDeadline: (tx: Executor, kind: OrderKind, id: number, until: Date) =>
      repo.bind(tx).extendPayDeadline(kind, id, until),

    async holdStockForPayment(memberId: number, kind: OrderKind, id: number): Promise<void> {
      if (kind !== "static") return;
      const at = now();
      await inTransaction(db, async (tx) => {
        const order = await repo.bind(tx).findStaticOrder(id);
        if (!order || order.memberId !== memberId || order.status !== "waiting") return;
        if (order.kind !== "new" || !order.nodeId) return;
        const until = new Date(Math.min(at.getTime() + limits.reservationMs, order.payDeadline.getTime()));
        const stock = createStockRepo(tx);
        const held = await stock.extendReservation(order.id, until);
        const missing = order.ipCount - held;
        if (missing <= 0) return;
        const soldUntil = new Date(until.getTime() + order.days * 24 * 3600_000);
        const taken = await stock.reserve(order.nodeId, missing, order.id, at, until, soldUntil);
        if (taken < missing) throw badRequest("orders.stockInsufficient", { stock: held + taken });
      });
    },

    /** What a payment is for: the member's own order, with its amount and a subject line. */
    async payable(memberId: number, kind: OrderKind, id: number, locale: Locale): Promise<Payable> {
      const row = kind === "recharge" ? await repo.findRechargeOrder(id) : await repo.findStaticOrder(id);
      if (!row || row.memberId !== memberId) throw new AppError(ResponseCode.NotFound, "orders.orderNotFound");
      let subject: string;
      if ("trafficGb" in row) {
        subject = translateMessage(locale, "orders.subjectTraffic", { gb: row.trafficGb + row.giftGb });
      } else if (row.kind === "renewal") {
        subject = translateMessage(locale, "orders.subjectRenewal", { count: row.ipCount, days: row.days });
      } else {
        const node = row.nodeId ? (await nodeNames([row.nodeId])).get(row.nodeId) : undefined;
        subject = translateMessage(locale, "orders.subjectStatic", {
          product: translateMessage(locale, `orders.productNames.${row.resourceType}`),
          region: node ? (locale === "en" ? node.regionNameEn : node.regionNameZh) : "",
          count: row.ipCount,
          days: row.days,
        });
      }
      return {
        kind,
        id: row.id,
        memberId: row.memberId,
        orderNo: row.orderNo,
        status: orderStatus(row.status),
        amountFen: row.amountFen,
        currency: "currency" in row && row.currency === "USD" ? "USD" : "CNY",
        subject,
        payDeadline: row.payDeadline,
      };
    },

    /**
     * Marks the order paid and delivers it, inside the caller's transaction:
     * traffic into the ledger, new IPs allocated, renewed IPs extended.
     * False when the order was not waiting any more (paid by another attempt, or closed).
     */
    async fulfilInTransaction(tx: Executor, kind: OrderKind, orderId: number, paid: PaidWith): Promise<boolean> {
      const bound = repo.bind(tx);
      if (kind === "recharge") {
        const order = await bound.markRechargePaid(orderId, paid);
        if (!order) return false;
        const ledger = createLedgerWriter(tx);
        await ledger.lockMember(order.memberId);
        const cause = `recharge-order:${order.id}`;
        await ledger.book([
          { memberId: order.memberId, kind: "recharge", deltaBytes: BigInt(order.trafficGb) * bytesPerGb, cause },
          { memberId: order.memberId, kind: "gift", deltaBytes: BigInt(order.giftGb) * bytesPerGb, cause },
        ]);
        await tellPaid(tx, "recharge", order, paid);
        return true;
      }
      const order = await bound.markStaticPaid(orderId, paid);
      if (!order) return false;
      await tellPaid(tx, "static", order, paid);
      if (order.kind === "renewal") {
        const items = await bound.renewalItems(order.id);
        const extended = await bound.extendIps(items, order.days, paid.paidAt);
        if (extended !== items.length) await recordShortDelivery(bound, order, items.length, extended);
        // ip.renewed, in the renewal's transaction (the webhooks outbox).
        const events = createEventPublisher(tx, now);
        for (const ip of await bound.ipsByIds(items)) {
          await events.publish(order.memberId, "ip.renewed", {
            ip: ip.outIp,
            proxy_account: ip.account,
            expires_at: ip.expiresAt.toISOString(),
            order_id: order.id,
          });
        }
        return true;
      }
      const stock = createStockRepo(tx);
      let pool = await stock.allocateReserved(order.id);
      if (pool.length < order.ipCount && order.nodeId !== null) {
        // Its reservation ran out and someone else bought part of it: sell what the node has on sale now.
        const soldUntil = new Date(paid.paidAt.getTime() + order.days * 24 * 3600_000);
        pool = pool.concat(
          await stock.takeOnSale(order.nodeId, order.ipCount - pool.length, order.id, now(), soldUntil),
        );
      }
      if (pool.length !== order.ipCount) await recordShortDelivery(bound, order, order.ipCount, pool.length);
      const expiresAt = new Date(paid.paidAt.getTime() + order.days * 24 * 3600_000);
      const inserted = await bound.insertStaticIps(
        pool.map((ip) => ({
          memberId: order.memberId,
          orderId: order.id,
          poolIpId: ip.id,
          nodeId: ip.nodeId,
          resourceType: order.resourceType,
          host: ip.host,
          port: ip.port,
          account: staticAccountName(),
          password: eightDigitPassword(),
          outIp: ip.outIp,
          status: 1,
          purchasedAt: paid.paidAt,
          expiresAt,
        })),
      );
      await bound.startAssignments(inserted, paid.paidAt);
      return true;
    },

    /** Closes a waiting order, puts its reserved IPs and its balance part back; false when it was not waiting. */
    async closeInTransaction(tx: Executor, kind: OrderKind, orderId: number): Promise<boolean> {
      const bound = repo.bind(tx);
      const closed =
        kind === "recharge" ? await bound.closeRecharge(orderId, now()) : await bound.closeStatic(orderId, now());
      if (closed && kind === "static") await createStockRepo(tx).release(orderId);
      if (closed) await deps.balanceParts?.giveBack(tx, kind, orderId);
      if (closed) await deps.events?.closed(tx, { orderKind: kind, orderId });
      return closed;
    },

    countWaiting: (memberId: number) => repo.countWaiting(memberId),

    /** Closes every order of the member still waiting for payment, inside the caller's transaction. */
    async closeWaitingOrdersOf(tx: Executor, memberId: number): Promise<number> {
      let closed = 0;
      for (const order of await repo.bind(tx).waitingOrdersOf(memberId)) {
        if (await this.closeInTransaction(tx, order.kind, order.id)) closed++;
      }
      return closed;
    },

    /** Regions of the same product with stock to replace one of the member's IPs. */
    ...createIpExchange({ db, repo, limits, now }),
    ...createStaticIpExpiry({ db, repo, now, renewalGraceMs }),
    /** What refunds read and take back of orders, inside the refund's transaction. */
    forRefunds: createStaticIpRefunds({ repo, now }),
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
export type { OrderKind } from "./repo.ts";
