import { randomInt } from "node:crypto";
import { type Locale, type RechargeOrder, ResponseCode, type StaticIp, type StaticOrder } from "@shop/contract";
import { AppError } from "../../../http/app-error.ts";
import { isUniqueViolation } from "../../../lib/postgres-errors.ts";
import type { StaticNodeRecord } from "../catalogue/stock.ts";
import type { RechargeOrderRow, StaticIpRow, StaticOrderRow } from "./repo.ts";
import type { PageQuery } from "./service.ts";

export function staticIpView(
  row: { ip: StaticIpRow; orderNo: string; node: StaticNodeRecord },
  locale: Locale,
): StaticIp {
  return {
    id: row.ip.id,
    orderNo: row.orderNo,
    host: row.ip.host,
    port: row.ip.port,
    account: row.ip.account,
    password: row.ip.password,
    outIp: row.ip.outIp,
    type: row.ip.resourceType,
    nodeId: row.ip.nodeId,
    countryCode: row.node.countryCode,
    regionName: locale === "en" ? row.node.regionNameEn : row.node.regionNameZh,
    purchaseTime: row.ip.purchasedAt.toISOString(),
    expireTime: row.ip.expiresAt.toISOString(),
    status: row.ip.status === 2 ? 2 : 1,
    maxConnections: row.ip.maxConnections,
    bandwidthMbps: row.ip.bandwidthMbps,
  };
}

export function listFilter(query: PageQuery) {
  return {
    orderNo: query.orderNo,
    status: query.status,
    from: query.startDate ? new Date(`${query.startDate}T00:00:00Z`) : undefined,
    until: query.endDate ? new Date(new Date(`${query.endDate}T00:00:00Z`).getTime() + 24 * 3600_000) : undefined,
    limit: query.pageSize,
    offset: (query.pageNo - 1) * query.pageSize,
  };
}

export function undefinedIfNotFound(error: unknown): undefined {
  if (error instanceof AppError && error.code === ResponseCode.NotFound) return undefined;
  throw error;
}

/**
 * Runs `create` again with a fresh random order number when the number was
 * already taken (its unique index, by name); any other failure goes on as it is.
 */
export async function retryOnOrderNumberClash<T>(constraint: string, create: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await create();
    } catch (error) {
      if (attempt >= 3 || !isUniqueViolation(error, constraint)) throw error;
    }
  }
}

export function orderStatus(status: string): "waiting" | "paid" | "closed" {
  return status === "paid" ? "paid" : status === "closed" ? "closed" : "waiting";
}

function method(value: string | null): "alipay" | "wechat" | "card" | null {
  return value === "alipay" || value === "wechat" || value === "card" ? value : null;
}

/** Where an order of either kind stands, as both order views show it. */
function stateOf(row: RechargeOrderRow | StaticOrderRow): Pick<RechargeOrder, "status" | "payStatus" | "source"> {
  return {
    status: orderStatus(row.status),
    payStatus: row.status === "paid" ? 1 : 0,
    source: row.source === "h5" || row.source === "admin" ? row.source : "web",
  };
}

/** What an order of either kind costs and how and when it was (or must be) paid. */
function paymentOf(row: RechargeOrderRow | StaticOrderRow) {
  return {
    amount: row.amountFen,
    handlingFee: row.handlingFeeFen,
    payAmount: row.payAmountFen,
    paymentMethod: method(row.paymentMethod),
    payTime: row.paidAt?.toISOString() ?? null,
    createTime: row.createdAt.toISOString(),
    payDeadline: row.payDeadline.toISOString(),
    refundedAmount: 0,
    balancePaid: 0,
    coupon: null,
  };
}

export function toRechargeOrder(row: RechargeOrderRow): RechargeOrder {
  return {
    id: row.id,
    orderNo: row.orderNo,
    ...stateOf(row),
    packageId: row.packageId,
    trafficGb: row.trafficGb,
    giftGb: row.giftGb,
    currency: row.currency === "USD" ? "USD" : "CNY",
    ...paymentOf(row),
  };
}

export function toStaticOrder(
  row: StaticOrderRow,
  node: StaticNodeRecord | undefined,
  latestExpiry: Date | null,
  locale: Locale,
  /** The earliest expiry of the order's IPs, when known (lists and details). */
  firstExpiry: Date | null = null,
): StaticOrder {
  const expireTime =
    latestExpiry ??
    (row.paidAt && row.kind === "new" ? new Date(row.paidAt.getTime() + row.days * 24 * 3600_000) : null);
  const firstExpireTime = firstExpiry ?? expireTime;
  return {
    id: row.id,
    orderNo: row.orderNo,
    kind: row.kind === "renewal" ? "renewal" : "new",
    ...stateOf(row),
    type: row.resourceType,
    nodeId: row.nodeId,
    countryCode: node?.countryCode ?? null,
    regionName: node ? (locale === "en" ? node.regionNameEn : node.regionNameZh) : null,
    regionsNow: [],
    days: row.days,
    count: row.ipCount,
    ...paymentOf(row),
    expireTime: expireTime?.toISOString() ?? null,
    firstExpireTime: firstExpireTime?.toISOString() ?? null,
  };
}

/** R/S/N + UTC time to the second + 6 random digits: sortable, unguessable enough, 21 characters. */
export function orderNumber(prefix: string, at: Date): string {
  return `${prefix}${utcStamp(at)}${String(randomInt(0, 1_000_000)).padStart(6, "0")}`;
}

/** yyyyMMddHHmmss in UTC: the time part of order and trade numbers. */
export function utcStamp(at: Date): string {
  return at.toISOString().replace(/\D/g, "").slice(0, 14);
}

/** SPEC §5: the static proxy password is an 8-digit random number. */
export function eightDigitPassword(): string {
  return String(randomInt(0, 100_000_000)).padStart(8, "0");
}

export function staticAccountName(): string {
  const letters = "abcdefghjkmnpqrstuvwxyz23456789";
  let name = "sp";
  for (let i = 0; i < 10; i++) name += letters[randomInt(0, letters.length)];
  return name;
}

/** A refusal the caller can fix, in their language. */
export const badRequest = (key: string, params?: Record<string, string | number>) =>
  new AppError(ResponseCode.BadRequest, key, params);
