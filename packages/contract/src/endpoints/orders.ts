import { defineEndpoint } from "../endpoint.ts";
import type {
  ExchangeNode,
  OrderSource,
  OrderStatus,
  RechargeOrder,
  RenewableIp,
  StaticIp,
  StaticIpPage,
  StaticOrder,
} from "../orders.ts";

const tag = "Orders";
type Paging = { pageNo?: number; pageSize?: number };
/** SPEC §3 resource type: 1, 2, 3 or 12. */
type ResourceType = number;

/** A member's traffic or static orders: by order number, status, UTC days (inclusive) and static type. */
export type OrderListQuery = Paging & {
  orderNo?: string;
  status?: OrderStatus;
  startDate?: string;
  endDate?: string;
  type?: ResourceType;
};
/** A member's IPs: by type, region, status (1 Normal, 2 Expired) and order number. */
export type StaticIpListQuery = Paging & {
  type?: ResourceType;
  nodeId?: number;
  status?: 1 | 2;
  orderNo?: string;
};
export type CreateStaticOrderBody = { nodeId: number; days: number; count: number; source?: OrderSource };
type Page<T> = { list: T[]; total: number };

/** Placing and listing orders, the member's IPs, renewal and IP exchange (SPEC §7 Orders, Static ISP, Static native). */
export const ordersEndpoints = {
  createRechargeOrder: defineEndpoint<{
    body: { packageId?: number; trafficGb?: number; source?: OrderSource };
    data: RechargeOrder;
  }>({
    method: "POST",
    path: "/app-api/ip/recharge-order/create",
    audience: "member",
    tag,
    summary: "A traffic order for a package or a number of GB, priced on the server",
  }),
  createStaticIspOrder: defineEndpoint<{ body: CreateStaticOrderBody; data: StaticOrder }>({
    method: "POST",
    path: "/app-api/ip/static-order/create",
    audience: "member",
    tag,
    summary: "An order of static ISP or data-centre IPs (types 1, 2) in one region, the IPs reserved with it",
  }),
  createStaticCnOrder: defineEndpoint<{ body: CreateStaticOrderBody; data: StaticOrder }>({
    method: "POST",
    path: "/app-api/ip/static-order/createCN",
    audience: "member",
    tag,
    summary: "An order of Chinese static IPs (type 12) in one region, the IPs reserved with it",
  }),
  createStaticNativeOrder: defineEndpoint<{ body: CreateStaticOrderBody; data: StaticOrder }>({
    method: "POST",
    path: "/app-api/ip/static-order/createNative",
    audience: "member",
    tag,
    summary: "An order of static native IPs (type 3) in one region, the IPs reserved with it",
  }),
  pageRechargeOrders: defineEndpoint<{ query: OrderListQuery; data: Page<RechargeOrder> }>({
    method: "GET",
    path: "/app-api/ip/recharge-order/page",
    audience: "member",
    scope: "orders:read",
    tag,
    summary: "A page of the member's traffic orders, newest first",
  }),
  pageStaticOrders: defineEndpoint<{ query: OrderListQuery; data: Page<StaticOrder> }>({
    method: "GET",
    path: "/app-api/ip/static-order/page",
    audience: "member",
    scope: "orders:read",
    tag,
    summary: "A page of the member's static orders (new and renewal), newest first",
  }),
  pageStaticIps: defineEndpoint<{ query: StaticIpListQuery; data: StaticIpPage }>({
    method: "GET",
    path: "/app-api/ip/static-order-item/page",
    audience: "member",
    scope: "orders:read",
    tag,
    summary: "A page of the member's static IPs with the server's clock",
  }),
  listRenewableIps: defineEndpoint<{
    query: { type?: ResourceType };
    body: { type?: ResourceType };
    data: RenewableIp[];
  }>({
    method: "POST",
    path: "/app-api/ip/static-order-renewal/ips",
    audience: "member",
    scope: "orders:read",
    tag,
    summary: "The member's IPs that may still be renewed, with the price of each duration (type in body or query)",
  }),
  createRenewalOrder: defineEndpoint<{
    body: { ipIds: number[]; days: number; source?: OrderSource };
    data: StaticOrder;
  }>({
    method: "POST",
    path: "/app-api/ip/static-order-renewal/create",
    audience: "member",
    tag,
    summary: "A renewal order extending some of the member's IPs by one duration",
  }),
  listExchangeNodes: defineEndpoint<{ query: { id: number }; data: ExchangeNode[] }>({
    method: "GET",
    path: "/app-api/ip/static-order-item-exchange/getExchangeNode",
    audience: "certified",
    scope: "orders:read",
    tag,
    summary: "Regions with stock an IP of the member can be exchanged into",
  }),
  exchangeIp: defineEndpoint<{ body: { id: number; nodeId: number }; data: StaticIp }>({
    method: "POST",
    path: "/app-api/ip/static-order-item-exchange/shareExchange",
    audience: "certified",
    tag,
    summary: "Swaps an IP of the member for one in another region; answers the new IP",
  }),
  getRechargeOrder: defineEndpoint<{ query: { id: number }; data: RechargeOrder }>({
    method: "GET",
    path: "/app-api/order/getRechargeOrderInfo",
    audience: "member",
    scope: "orders:read",
    tag,
    summary: "One of the member's traffic orders with every field",
  }),
  getStaticOrder: defineEndpoint<{ query: { id: number }; data: StaticOrder }>({
    method: "GET",
    path: "/app-api/order/getStaticOrderInfo",
    audience: "member",
    scope: "orders:read",
    tag,
    summary: "One of the member's static orders with every field, its IPs' expiry included",
  }),
};
