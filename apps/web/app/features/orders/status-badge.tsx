import type { OrderStatus } from "@shop/contract";
import { useT } from "../../i18n/use-locale.ts";

const pill =
  "inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-0.5 font-medium text-xs ring-1 ring-inset";

const orderColours: Record<OrderStatus, string> = {
  waiting: "bg-amber-50 text-amber-800 ring-amber-600/25",
  paid: "bg-emerald-50 text-emerald-800 ring-emerald-600/25",
  closed: "bg-slate-100 text-slate-700 ring-slate-500/20",
};

/** waiting / paid / closed, in words and colour. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const t = useT();
  return (
    <span className={`${pill} ${orderColours[status]}`} data-testid="order-status">
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {t(`orders.status.${status}`)}
    </span>
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
  return (
    <span
      className={`${pill} ${status === 1 ? "bg-emerald-50 text-emerald-800 ring-emerald-600/25" : "bg-red-50 text-red-700 ring-red-600/20"}`}
    >
      {t(`orders.ipStatus.${status}`)}
    </span>
  );
}
