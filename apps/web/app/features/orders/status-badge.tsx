import type { OrderStatus } from "@shop/contract";
import { useT } from "../../i18n/use-locale.ts";
import { Badge, type BadgeTone } from "../../ui/badge.tsx";

const orderTones: Record<OrderStatus | "refunded", BadgeTone> = {
  waiting: "warning",
  paid: "success",
  closed: "neutral",
  refunded: "neutral",
};

/** What a member's order shows as its status: a paid order whose money all came back reads "refunded". */
export interface OrderStatusFacts {
  status: OrderStatus;
  amount: number;
  payAmount: number | null;
  refundedAmount: number;
}

function shownOrderStatus(order: OrderStatusFacts): OrderStatus | "refunded" {
  const paid = order.payAmount ?? order.amount;
  return order.status === "paid" && order.refundedAmount > 0 && order.refundedAmount >= paid
    ? "refunded"
    : order.status;
}

/** waiting / paid / closed / refunded, in words and colour. */
export function OrderStatusBadge({ order }: { order: OrderStatusFacts }) {
  const t = useT();
  const status = shownOrderStatus(order);
  return (
    <Badge tone={orderTones[status]} dot testId="order-status">
      {t(`orders.status.${status}`)}
    </Badge>
  );
}

/** SPEC §4 payment status: 0 Pending, 1 Success. */
export function PayStatusText({ payStatus }: { payStatus: 0 | 1 }) {
  const t = useT();
  return (
    <span className={payStatus === 1 ? "text-emerald-700" : "text-slate-600"}>
      {t(`orders.payStatus.${payStatus}`)}
    </span>
  );
}

/** SPEC §4 static IP status: 1 Normal, 2 Expired. */
export function IpStatusBadge({ status }: { status: 1 | 2 }) {
  const t = useT();
  return <Badge tone={status === 1 ? "success" : "danger"}>{t(`orders.ipStatus.${status}`)}</Badge>;
}
