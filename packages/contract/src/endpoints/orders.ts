import { endpointGroup, type FileAnswer } from "../endpoint.ts";
import type {
  ExchangeNode,
  ExchangeQuote,
  OrderReceiptQuery,
  OrderSource,
  OrderStatus,
  RechargeOrder,
  RenewableIp,
  StaticIp,
  StaticIpPage,
  StaticOrder,
} from "../orders.ts";

const shared = { tag: "Orders", audience: "member" } as const;
const { post } = endpointGroup(shared);
/** Reading orders and IPs: what an API key with orders:read reaches. */
const reading = endpointGroup({ ...shared, scope: "orders:read" });
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
export type CreateStaticOrderBody = {
  nodeId: number;
  days: number;
  count: number;
  source?: OrderSource;
  couponCode?: string;
};
type Page<T> = { list: T[]; total: number };

/** Placing and listing orders, the member's IPs, renewal and IP exchange (SPEC §7 Orders, Static ISP, Static native). */
export const ordersEndpoints = {
  createRechargeOrder: post<{
    body: { packageId?: number; trafficGb?: number; source?: OrderSource; couponCode?: string };
    data: RechargeOrder;
  }>("/app-api/ip/recharge-order/create", "A traffic order for a package or a number of GB, priced on the server"),
  createStaticIspOrder: post<{ body: CreateStaticOrderBody; data: StaticOrder }>(
    "/app-api/ip/static-order/create",
    "An order of static ISP or data-centre IPs (types 1, 2) in one region, the IPs reserved with it",
  ),
  createStaticCnOrder: post<{ body: CreateStaticOrderBody; data: StaticOrder }>(
    "/app-api/ip/static-order/createCN",
    "An order of Chinese static IPs (type 12) in one region, the IPs reserved with it",
  ),
  createStaticNativeOrder: post<{ body: CreateStaticOrderBody; data: StaticOrder }>(
    "/app-api/ip/static-order/createNative",
    "An order of static native IPs (type 3) in one region, the IPs reserved with it",
  ),
  pageRechargeOrders: reading.get<{ query: OrderListQuery; data: Page<RechargeOrder> }>(
    "/app-api/ip/recharge-order/page",
    "A page of the member's traffic orders, newest first",
  ),
  pageStaticOrders: reading.get<{ query: OrderListQuery; data: Page<StaticOrder> }>(
    "/app-api/ip/static-order/page",
    "A page of the member's static orders (new and renewal), newest first",
  ),
  pageStaticIps: reading.get<{ query: StaticIpListQuery; data: StaticIpPage }>(
    "/app-api/ip/static-order-item/page",
    "A page of the member's static IPs with the server's clock",
  ),
  listRenewableIps: reading.post<{
    query: { type?: ResourceType };
    body: { type?: ResourceType };
    data: RenewableIp[];
  }>(
    "/app-api/ip/static-order-renewal/ips",
    "The member's IPs that may still be renewed, with the price of each duration (type in body or query)",
  ),
  createRenewalOrder: post<{ body: { ipIds: number[]; days: number; source?: OrderSource }; data: StaticOrder }>(
    "/app-api/ip/static-order-renewal/create",
    "A renewal order extending some of the member's IPs by one duration",
  ),
  listExchangeNodes: reading.get<{ query: { id: number }; data: ExchangeNode[] }>(
    "/app-api/ip/static-order-item-exchange/getExchangeNode",
    "Regions with stock an IP of the member can be exchanged into",
    { audience: "certified" },
  ),
  getExchangeQuote: reading.get<{ query: { id: number }; data: ExchangeQuote }>(
    "/app-api/ip/static-order-item-exchange/getExchangeQuote",
    "Before an exchange: the IP's price now, the regions it may move to with their prices, and the exchanges left in 24 hours",
    { audience: "certified" },
  ),
  exchangeIp: post<{ body: { id: number; nodeId: number }; data: StaticIp }>(
    "/app-api/ip/static-order-item-exchange/shareExchange",
    "Swaps an IP of the member for one in another region; answers the new IP",
    { audience: "certified" },
  ),
  getRechargeOrder: reading.get<{ query: { id: number }; data: RechargeOrder }>(
    "/app-api/order/getRechargeOrderInfo",
    "One of the member's traffic orders with every field",
  ),
  getStaticOrder: reading.get<{ query: { id: number }; data: StaticOrder }>(
    "/app-api/order/getStaticOrderInfo",
    "One of the member's static orders with every field, its IPs' expiry included",
  ),
  getOrderReceipt: reading.get<{ query: OrderReceiptQuery; data: FileAnswer }>(
    "/app-api/order/receipt",
    "The PDF receipt of one of the member's paid orders, in the request's language, as a download",
    { answersFile: true },
  ),
};
