import { type Currency, formatMoney, type OrderSource, type PaymentMethodName } from "@shop/contract";
import type { ReactNode } from "react";
import { useLocale, useT } from "../../../i18n/use-locale.ts";
import { formatDateTime } from "../../../lib/format.ts";
import { buttonClass } from "../../../ui/button.tsx";
import { compactDateTime } from "../order-format.ts";
import { MethodMark } from "../pay-method-picker.tsx";

/** Shared cells of the order lists. */
export function DateTime({ iso, compact = false }: { iso: string | null; compact?: boolean }) {
  const locale = useLocale();
  if (!iso) return <span className="text-slate-400">—</span>;
  const text = compact ? compactDateTime(iso, locale) : formatDateTime(iso, locale);
  // The clock stays on one line; a narrow cell (an order card, the payment result on a phone) puts
  // the zone's name, "(Beijing time)" / "（北京时间）", whole on the next line instead of running
  // past the edge or breaking inside it.
  const [, clock = text, gap = "", zone = ""] = /^(.*?)(\s?)([（(].*)?$/.exec(text) ?? [];
  return (
    <time dateTime={iso} className="tabular-nums">
      <span className="whitespace-nowrap">{clock}</span>
      {gap || <wbr />}
      {zone && <span className="whitespace-nowrap">{zone}</span>}
    </time>
  );
}

/**
 * When an order's IPs expire: one time, or "first – last" once only some of
 * them were renewed (each IP's own expiry is in IP management).
 */
export function ExpiryRange({
  first,
  last,
  compact = false,
}: {
  first: string | null;
  last: string | null;
  compact?: boolean;
}) {
  if (!first || !last || first === last) return <DateTime iso={last ?? first} compact={compact} />;
  return (
    <span data-testid="expiry-range">
      <DateTime iso={first} compact={compact} /> – <DateTime iso={last} compact={compact} />
    </span>
  );
}

/** Minor units of the order's currency (fen, or cents of a USD order), shown in that currency. */
export function Money({ fen, currency }: { fen: number | null; currency?: Currency }) {
  return fen === null ? <span className="text-slate-400">—</span> : formatMoney(fen, currency);
}

export function MethodName({ method }: { method: PaymentMethodName | null }) {
  const t = useT();
  if (!method) return <span className="text-slate-400">—</span>;
  return (
    <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
      <MethodMark method={method} size="sm" />
      {t(`orders.methods.${method}`)}
    </span>
  );
}

export function SourceName({ source }: { source: OrderSource }) {
  const t = useT();
  return <>{t(`orders.source.${source}`)}</>;
}

/** A label and a value in the phone cards and the details dialog. */
export function Field({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={`min-w-0 ${wide ? "col-span-2" : ""}`}>
      <dt className="text-slate-500 text-xs">{label}</dt>
      <dd className="mt-0.5 break-words font-medium text-ink text-sm">{children}</dd>
    </div>
  );
}

export const actionButton = buttonClass({ variant: "secondary", size: "h8", className: "whitespace-nowrap" });
export const primaryActionButton = buttonClass({ size: "h8", className: "whitespace-nowrap" });

/** A table cell: the order's amount, and below it what was paid (with the handling fee) and refunded. */
export function AmountCell({
  amount,
  payAmount,
  refunded,
  currency,
}: {
  amount: number;
  payAmount: number | null;
  refunded: number;
  currency?: Currency;
}) {
  const t = useT();
  return (
    <>
      <span className="block whitespace-nowrap font-semibold text-ink">{formatMoney(amount, currency)}</span>
      {payAmount !== null && (
        <span className="mt-0.5 block whitespace-nowrap text-slate-600 text-xs">
          {t("orders.fields.paidAmountShort", { amount: formatMoney(payAmount, currency) })}
        </span>
      )}
      {refunded > 0 && (
        <span className="mt-0.5 block whitespace-nowrap text-rose-700 text-xs" data-testid="order-refunded">
          {t("orders.fields.refundedShort", { amount: formatMoney(refunded, currency) })}
        </span>
      )}
    </>
  );
}

/** A table cell: how and when the order was paid, or a dash. */
export function PaymentCell({ method, payTime }: { method: PaymentMethodName | null; payTime: string | null }) {
  if (!method) return <span className="text-slate-400">—</span>;
  return (
    <>
      <span className="block text-ink text-xs">
        <MethodName method={method} />
      </span>
      <span className="mt-1 block text-slate-600 text-xs">
        <DateTime iso={payTime} compact />
      </span>
    </>
  );
}

/** Where a static order's IPs are: the region bought, or where exchanges moved them with the region bought beside. */
export function regionLine(
  order: { regionName: string | null; regionsNow: string[] },
  t: (key: string, options?: Record<string, string | number>) => string,
): string {
  if (order.regionsNow.length === 0) return order.regionName ?? "";
  return t("orders.regionsNow", {
    regions: order.regionsNow.join(t("orders.regionSeparator")),
    region: order.regionName ?? "",
  });
}
