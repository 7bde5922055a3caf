import type {
  AutoRenewRequest,
  AutoRenewSetting,
  BalanceMovementPage,
  BalanceMovementsQuery,
  BalancePayAnswer,
  BalancePayRequest,
  BalanceSummary,
  CreateTopupOrderRequest,
  TopupOrder,
  UseBalanceAnswer,
  UseBalanceRequest,
} from "../balance.ts";
import { endpointGroup, type FileAnswer } from "../endpoint.ts";
import type { OrderPaymentStatus } from "../orders.ts";
import type { PayAnswer } from "../payments.ts";
import type { PayOrderBody } from "./payments.ts";

const shared = { tag: "Balance", audience: "member" } as const;
const { get, post } = endpointGroup(shared);
const reading = endpointGroup({ ...shared, scope: "orders:read" });

/** The member's CNY balance (issue #29): top-ups, paying from it, its history and auto-renewal of static IPs. */
export const balanceEndpoints = {
  getBalance: reading.get<{ data: BalanceSummary }>(
    "/app-api/balance/get",
    "The member's CNY balance (fen) and the smallest and largest top-up",
  ),
  listMovements: reading.get<{ query: BalanceMovementsQuery; data: BalanceMovementPage }>(
    "/app-api/balance/movements",
    "The balance's movements, newest first: kind, cause, amount and the running total after each (fen)",
  ),
  exportMovements: reading.get<{ data: FileAnswer }>(
    "/app-api/balance/movements/export",
    "Every movement of the balance as CSV (UTF-8 with BOM, headers in the request's language)",
    { answersFile: true },
  ),
  createTopupOrder: post<{ body: CreateTopupOrderRequest; data: TopupOrder }>(
    "/app-api/balance/topup/create",
    "A top-up order of the balance (fen, within the limits), paid with Alipay or WeChat Pay",
  ),
  payTopupOrder: post<{ body: PayOrderBody; data: PayAnswer }>(
    "/app-api/order/topupPay",
    "Starts paying a top-up order: the Alipay cashier URL or the WeChat Pay code URL",
  ),
  getTopupOrderStatus: reading.get<{ params: { id: number }; data: OrderPaymentStatus }>(
    "/app-api/balance/topup/getStatus/:id",
    "A top-up order's status and newest payment attempt, asking the provider while it waits",
  ),
  payFromBalance: post<{ body: BalancePayRequest; data: BalancePayAnswer }>(
    "/app-api/order/balancePay",
    "Pays a waiting traffic or static order wholly from the balance, in one transaction with the ledger",
  ),
  useBalanceForOrder: post<{ body: UseBalanceRequest; data: UseBalanceAnswer }>(
    "/app-api/order/useBalance",
    "Pays part of a waiting order from the balance (given back if the order closes unpaid); the rest is paid with Alipay or WeChat Pay",
  ),
  listAutoRenew: get<{ data: AutoRenewSetting[] }>(
    "/app-api/ip/static-ip/autoRenew/list",
    "The member's static IPs with auto-renewal from the balance turned on",
  ),
  setAutoRenew: post<{ body: AutoRenewRequest; data: AutoRenewSetting }>(
    "/app-api/ip/static-ip/autoRenew",
    "Turns auto-renewal from the balance on or off for one of the member's static IPs",
  ),
};
