import type { BankTransferInfo, ChooseBankTransfer } from "../bank-transfer.ts";
import { endpointGroup } from "../endpoint.ts";
import type { OrderPaymentStatus } from "../orders.ts";
import type {
  OrderKind,
  PayAnswer,
  PayInfo,
  PaymentChannelName,
  PaymentMethodName,
  WechatAuthorize,
} from "../payments.ts";

const { get, post } = endpointGroup({ tag: "Payments", audience: "member" });

/** One payment attempt of an order: the method, the cashier (alipay_wap for /h5) and where Alipay returns to. */
export type PayOrderBody = {
  id: number;
  method: PaymentMethodName;
  channel?: PaymentChannelName;
  returnPath?: string;
  oauthCode?: string;
};
type OrderOfKind = { orderType: OrderKind; id: number };

/** Paying, cancelling and polling the member's own orders (SPEC §7 pay calls). */
export const paymentsEndpoints = {
  getPayInfo: get<{ query: OrderOfKind; data: PayInfo }>(
    "/app-api/order/getPayInfo",
    "An order's subject, deadline and what each payment method costs with its fee (fen)",
  ),
  payRechargeOrder: post<{ body: PayOrderBody; data: PayAnswer }>(
    "/app-api/order/pay",
    "Starts paying a traffic order: the Alipay cashier URL or the WeChat Pay code URL",
  ),
  payStaticOrder: post<{ body: PayOrderBody; data: PayAnswer }>(
    "/app-api/order/staticPay",
    "Starts paying a static order: the Alipay cashier URL or the WeChat Pay code URL",
  ),
  getRechargeOrderStatus: get<{ params: { id: number }; data: OrderPaymentStatus }>(
    "/app-api/ip/recharge-order/getStatus/:id",
    "A traffic order's status and newest payment attempt, asking the provider while it waits",
    { scope: "orders:read" },
  ),
  getStaticOrderStatus: get<{ params: { id: number }; data: OrderPaymentStatus }>(
    "/app-api/ip/static-order/getStatus/:id",
    "A static order's status and newest payment attempt, asking the provider while it waits",
    { scope: "orders:read" },
  ),
  wechatAuthorize: get<{ query: { returnPath: string }; data: WechatAuthorize }>(
    "/app-api/order/wechatAuthorize",
    "Inside WeChat: the OAuth URL that learns the member's OpenID and comes back to returnPath with a code",
  ),
  chooseBankTransfer: post<{ body: ChooseBankTransfer; data: BankTransferInfo }>(
    "/app-api/order/bankTransfer",
    "Pays a traffic or static order by bank transfer: the seller's account, the reference to write and the deadline",
  ),
  cancelOrder: post<{ body: OrderOfKind; data: OrderPaymentStatus }>(
    "/app-api/order/cancel",
    "Closes an unpaid order of the member, its trades at the provider first (a paid one stays paid)",
  ),
};
