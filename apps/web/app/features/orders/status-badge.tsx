import type { OrderStatus } from "@shop/contract";
import { useT } from "../../i18n/use-locale.ts";
import { Badge, type BadgeTone } from "../../ui/badge.tsx";

const orderTones: Record<OrderStatus, BadgeTone> = {
  waiting: "warning",
  paid: "success",
  closed: "neutral",
};

/** waiting / paid / closed, in words and colour. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const t = useT();
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
