import { type Currency, formatMoney, type PaymentMethodName, type PayOption } from "@shop/contract";
import { useT } from "../../i18n/use-locale.ts";
import { ChoiceCard } from "../../ui/choice-card.tsx";
import { Icon } from "../../ui/icon.tsx";
import { permilleText } from "./order-format.ts";

/** The payment methods of SPEC §4, in the order they are offered. */
export const payMethods = ["alipay", "wechat"] as const satisfies readonly PaymentMethodName[];

export function MethodMark({ method, size = "md" }: { method: PaymentMethodName; size?: "sm" | "md" }) {
  const box = size === "sm" ? "size-7 rounded-md text-sm" : "size-10 rounded-lg";
  if (method === "card") {
    return (
      <span
        aria-hidden="true"
        className={`inline-flex shrink-0 items-center justify-center bg-[#635bff] text-white ${box}`}
      >
        <Icon name="card" className={size === "sm" ? "size-4" : "size-5"} />
      </span>
    );
  }
  return method === "alipay" ? (
    <span
      aria-hidden="true"
      className={`inline-flex shrink-0 items-center justify-center bg-[#1677ff] font-bold text-white ${box}`}
    >
      支
    </span>
  ) : (
    <span
      aria-hidden="true"
      className={`inline-flex shrink-0 items-center justify-center bg-[#07c160] text-white ${box}`}
    >
      <Icon name="chat" className={size === "sm" ? "size-4" : "size-5"} />
    </span>
  );
}

/**
 * The order's payment methods as radio cards (Alipay and WeChat Pay; card for a USD order, or a
 * CNY one when the seller enables it), each with the handling fee and the total the server
 * computed for it (getPayInfo). Without options (before an order exists) the CNY methods are shown.
 */
export function PayMethodPicker({
  value,
  onChange,
  options,
  disabled = false,
  compact = false,
  currency = "CNY",
}: {
  value: PaymentMethodName;
  onChange(method: PaymentMethodName): void;
  options: PayOption[] | null;
  /** What the options' amounts are counted in. */
  currency?: Currency;
  disabled?: boolean;
  compact?: boolean;
}) {
  const t = useT();
  return (
    <fieldset disabled={disabled} data-testid="pay-method-picker">
      <legend className="font-semibold text-ink">{t("orders.pay.method")}</legend>
      {/* Side by side only when the picker itself is wide enough (not the window: the user centre has a sidebar
          and a summary column), so "支付宝" and "手续费" never break inside a word. */}
      <div className="@container mt-3">
        <div className={`grid gap-3 ${compact ? "" : "@2xl:grid-cols-2"}`}>
          {(options ? options.map((option) => option.method) : payMethods).map((method) => {
            const option = options?.find((candidate) => candidate.method === method);
            return (
              <ChoiceCard
                key={method}
                name="pay-method"
                value={method}
                checked={value === method}
                onChoose={() => onChange(method)}
                className="group flex items-center gap-3 border-slate-200 bg-white p-4 has-[:disabled]:cursor-not-allowed"
              >
                <MethodMark method={method} />
                <span className="min-w-0 flex-1">
                  <span className="block whitespace-nowrap font-semibold text-ink text-sm">
                    {t(`orders.methods.${method}`)}
                  </span>
                  <span className="block break-keep text-slate-600 text-xs leading-5">
                    {option
                      ? option.handlingFee > 0
                        ? t("orders.pay.feeLine", {
                            fee: formatMoney(option.handlingFee, currency),
                            rate: permilleText(option.handlingFeePermille),
                          })
                        : t("orders.pay.noFee")
                      : t(`orders.methodHints.${method}`)}
                  </span>
                </span>
                {option && (
                  <span className="shrink-0 text-right">
                    <span className="block font-bold text-ink" data-testid={`pay-total-${method}`}>
                      {formatMoney(option.total, currency)}
                    </span>
                  </span>
                )}
                <span
                  aria-hidden="true"
                  className="inline-flex size-5 shrink-0 items-center justify-center rounded-full border border-slate-300 text-white group-has-[:checked]:border-brand group-has-[:checked]:bg-brand"
                >
                  <Icon name="check" className="size-3.5" />
                </span>
              </ChoiceCard>
            );
          })}
        </div>
      </div>
    </fieldset>
  );
}
