import { type ExchangeNode, type ExchangeQuote, type Locale, ResponseCode, type StaticIp } from "@shop/contract";
import { AppError } from "../../../http/app-error.ts";
import { type Executor, inTransaction } from "../../../lib/executor.ts";
import { createStockRepo } from "../catalogue/stock.ts";
import type { OrdersContext } from "./service.ts";
import { badRequest, staticIpView } from "./views.ts";

/**
 * Exchanging a static IP for one in another region (the member's own, with daily limits) and an
 * operator's replacement or extension of it, each inside one transaction.
 */
export function createIpExchange(ctx: Pick<OrdersContext, "db" | "repo" | "limits" | "now">) {
  const { db, repo, limits, now } = ctx;

  /** Swaps one of the member's IPs for an available one of another region, in the caller's transaction. */
  async function exchangeInTransaction(
    tx: Executor,
    memberId: number,
    ipId: number,
    nodeId: number,
    options: { dailyLimits: boolean },
  ): Promise<{ fromIp: string; toIp: string; fromNodeId: number; toNodeId: number }> {
    const bound = repo.bind(tx);
    const stock = createStockRepo(tx);
    const ip = await bound.findIpForUpdate(memberId, ipId);
    if (!ip) throw new AppError(ResponseCode.NotFound, "errors.notFound");
    const at = now();
    if (ip.status !== 1 || ip.expiresAt.getTime() <= at.getTime()) throw badRequest("orders.exchangeExpired");
    // Exchanges cost the stock churn: a few per IP and per member per 24 hours. The IP's row lock
    // serialises one IP's exchanges; the member's order lock serialises their IPs' exchanges.
    await bound.lockMemberOrders(memberId);
    const since = new Date(at.getTime() - 24 * 3600_000);
    if (
      options.dailyLimits &&
      (await bound.countExchangesSince(since, { staticIpId: ip.id })) >= limits.exchangesPerIpPerDay
    ) {
      throw badRequest("orders.exchangeLimitIp", { max: limits.exchangesPerIpPerDay });
    }
    if (
      options.dailyLimits &&
      (await bound.countExchangesSince(since, { memberId })) >= limits.exchangesPerMemberPerDay
    ) {
      throw badRequest("orders.exchangeLimitMember", { max: limits.exchangesPerMemberPerDay });
    }
    const node = await stock.findNode(nodeId);
    if (!node || node.resourceType !== ip.resourceType || node.id === ip.nodeId) {
      throw badRequest("orders.exchangeRegionRequired");
    }
    // Never onto an address whose upstream lease ends before this IP does.
    const replacement = await stock.takeOne(node.id, at, ip.expiresAt);
    if (!replacement) throw badRequest("orders.exchangeFailed");
    await bound.moveIp(ip.id, {
      poolIpId: replacement.id,
      nodeId: node.id,
      host: replacement.host,
      port: replacement.port,
      outIp: replacement.outIp,
    });
    await stock.putBack([ip.poolIpId]);
    await bound.endAssignments([ip.id], at, "exchanged");
    await bound.startAssignments([{ ...ip, poolIpId: replacement.id, outIp: replacement.outIp }], at);
    await bound.insertExchange({
      staticIpId: ip.id,
      memberId,
      fromPoolIpId: ip.poolIpId,
      toPoolIpId: replacement.id,
      fromNodeId: ip.nodeId,
      toNodeId: node.id,
    });
    return { fromIp: ip.outIp, toIp: replacement.outIp, fromNodeId: ip.nodeId, toNodeId: node.id };
  }
  /** How many more exchanges the daily limits allow this IP now: the smaller of its own and the member's. */
  async function exchangesLeft(executor: Executor, memberId: number, ipId: number): Promise<number> {
    const bound = repo.bind(executor);
    const since = new Date(now().getTime() - 24 * 3600_000);
    const byIp = limits.exchangesPerIpPerDay - (await bound.countExchangesSince(since, { staticIpId: ipId }));
    const byMember = limits.exchangesPerMemberPerDay - (await bound.countExchangesSince(since, { memberId }));
    return Math.max(0, Math.min(byIp, byMember));
  }

  async function nodesFor(memberId: number, ipId: number, locale: Locale) {
    const [ip] = await repo.findIps(memberId, [ipId]);
    if (!ip) throw new AppError(ResponseCode.NotFound, "errors.notFound");
    const stock = createStockRepo(db);
    const nodes = await stock.nodesWithStock(ip.resourceType, now(), ip.nodeId);
    const list: ExchangeNode[] = nodes.map((node) => ({
      id: node.id,
      countryCode: node.countryCode,
      regionName: locale === "en" ? node.regionNameEn : node.regionNameZh,
      ispName: locale === "en" ? (node.ispNameEn ?? node.ispName) : node.ispName,
      stock: node.stock,
      pricePer30Days: node.priceFenPer30Days,
    }));
    const [current] = await stock.findNodes([ip.nodeId]);
    return { ip, list, current };
  }

  return {
    async exchangeNodes(memberId: number, ipId: number, locale: Locale): Promise<ExchangeNode[]> {
      return (await nodesFor(memberId, ipId, locale)).list;
    },

    /** What the exchange dialog shows before the move: prices here and there, and the exchanges left. */
    async exchangeQuote(memberId: number, ipId: number, locale: Locale): Promise<ExchangeQuote> {
      const { ip, list, current } = await nodesFor(memberId, ipId, locale);
      return {
        pricePer30Days: current?.priceFenPer30Days ?? 0,
        exchangesLeft: await exchangesLeft(db, memberId, ip.id),
        nodes: list,
      };
    },

    /**
     * Swaps one of the member's IPs for an available one in another region of
     * the same product, keeping its expiry, account and password, in one
     * transaction; the old address goes back to the stock and the swap is recorded.
     */
    async exchange(memberId: number, ipId: number, nodeId: number, locale: Locale): Promise<StaticIp> {
      await inTransaction(db, (tx) => exchangeInTransaction(tx, memberId, ipId, nodeId, { dailyLimits: true }));
      const [row] = await repo.ipsWithDetails(memberId, [ipId]);
      if (!row) throw new AppError(ResponseCode.NotFound, "errors.notFound");
      return staticIpView(row, locale);
    },

    /**
     * An operator replaces a member's IP (a complaint, a blocked address) inside
     * the caller's transaction: the same swap as the member's own exchange,
     * without the member's daily exchange limits. Returns the old and new exit.
     */
    async exchangeByOperator(tx: Executor, memberId: number, ipId: number, nodeId: number) {
      return exchangeInTransaction(tx, memberId, ipId, nodeId, { dailyLimits: false });
    },

    /**
     * An operator extends a member's IP by `days` inside the caller's transaction
     * (the renewal's own extension, without an order): from its expiry, or from
     * now when it already expired. Returns the expiry before and after.
     */
    async extendByOperator(tx: Executor, memberId: number, ipId: number, days: number) {
      const bound = repo.bind(tx);
      const ip = await bound.findIpForUpdate(memberId, ipId);
      if (!ip) throw new AppError(ResponseCode.NotFound, "errors.notFound");
      if ((await bound.extendIps([ip.id], days, now())) !== 1) throw AppError.notFound();
      const [after] = await bound.findIps(memberId, [ip.id]);
      return { before: ip.expiresAt, after: after?.expiresAt ?? ip.expiresAt };
    },
  };
}
