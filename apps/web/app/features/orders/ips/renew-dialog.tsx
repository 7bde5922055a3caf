import { formatFen, type StaticIp } from "@shop/contract";
import { useEffect, useState } from "react";
import { useT } from "../../../i18n/use-locale.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { Button } from "../../../ui/button.tsx";
import { ChoiceCard } from "../../../ui/choice-card.tsx";
import { LoadingOverlay } from "../../../ui/loading-overlay.tsx";
import { ModalDialog } from "../../../ui/modal-dialog.tsx";
import { SummaryTotal } from "../../../ui/price-summary.tsx";
import { showMessage } from "../../../ui/toast.tsx";
import { useCreateRenewalOrder } from "../api/create-renewal-order.ts";
import { useRenewableIps } from "../api/renewable-ips.ts";
import type { OrderRef } from "../order-ref.ts";

/**
 * Renewal, step one: the chosen IPs and a duration with its price; creating
 * the renewal order hands over to the pay dialog (onCreated).
 */
export function RenewDialog({
  type,
  ips,
  onClose,
  onCreated,
}: {
  type: number;
  /** The IPs to renew; null when closed. */
  ips: StaticIp[] | null;
  onClose(): void;
  onCreated(ref: OrderRef): void;
}) {
  const t = useT();
  const open = ips !== null;
  const renewable = useRenewableIps(type, open);
  const [days, setDays] = useState<number | null>(null);
  const creation = useCreateRenewalOrder();
  // Once created the dialog moves on to paying: the button stays busy until it closes.
  const isCreating = creation.isPending || creation.isSuccess;

  useEffect(() => {
    if (!open) {
      setDays(null);
      creation.reset();
    }
  }, [open, creation.reset]);

  const byId = new Map((renewable.data ?? []).map((ip) => [ip.id, ip]));
  const chosen = (ips ?? []).map((ip) => byId.get(ip.id)).filter((ip) => ip !== undefined);
  const refused = (ips ?? []).filter((ip) => !byId.has(ip.id));
  const durations = chosen[0]?.prices ?? [];
  const selectedDays = days ?? durations[0]?.days ?? null;
  const total = chosen.reduce(
    (sum, ip) => sum + (ip.prices.find((price) => price.days === selectedDays)?.amount ?? 0),
    0,
  );

  const create = async () => {
    if (selectedDays === null || chosen.length === 0 || isCreating) return;
    try {
      const order = await creation.mutateAsync({
        ipIds: chosen.map((ip) => ip.id),
        days: selectedDays,
        source: "admin",
      });
      onCreated({ orderType: "static", id: order.id });
    } catch (error) {
      showMessage(
        error instanceof ApiError && error.kind === "business" ? error.message : t("orders.renew.failed"),
        "error",
      );
    }
  };

  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={t("orders.renew.title")}
      closeLabel={t("orders.close")}
      testId="renew-dialog"
    >
      <LoadingOverlay loading={renewable.isFetching} label={t("common.loading")}>
        {renewable.data && chosen.length === 0 ? (
          <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-800 text-sm">
            {t("orders.renew.noneRenewable")}
          </p>
        ) : (
          <div className="space-y-5">
            <div>
              <p className="font-medium text-ink text-sm">{t("orders.renew.ips", { count: chosen.length })}</p>
              <ul className="mt-2 max-h-32 space-y-1 overflow-y-auto rounded-lg bg-slate-50 p-3 font-mono text-slate-700 text-xs">
                {chosen.map((ip) => (
                  <li key={ip.id} className="flex justify-between gap-3">
                    <span>{ip.outIp}</span>
                    <span className="truncate text-slate-500">{ip.regionName}</span>
                  </li>
                ))}
              </ul>
              {refused.length > 0 && (
                <p className="mt-2 text-amber-800 text-xs">
                  {t("orders.renew.someRefused", { ips: refused.map((ip) => ip.outIp).join(", ") })}
                </p>
              )}
            </div>
            <fieldset>
              <legend className="font-medium text-ink text-sm">{t("orders.renew.duration")}</legend>
              <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
                {durations.map((duration) => (
                  <ChoiceCard
                    key={duration.days}
                    name="renew-days"
                    value={duration.days}
                    checked={duration.days === selectedDays}
                    onChoose={() => setDays(duration.days)}
                    className="flex flex-col border-slate-200 p-3 text-sm"
                  >
                    <span className="font-semibold text-ink">{t("orders.daysValue", { count: duration.days })}</span>
                    <span
                      className={`text-xs ${duration.discountPercent > 0 ? "font-semibold text-emerald-700" : "text-slate-500"}`}
                    >
                      {duration.discountPercent > 0
                        ? t("orders.renew.discount", { percent: duration.discountPercent })
                        : t("orders.renew.perIp", { price: formatFen(duration.amount) })}
                    </span>
                  </ChoiceCard>
                ))}
              </div>
            </fieldset>
            <SummaryTotal label={t("orders.renew.total")} testId="renew-total" className="">
              {formatFen(total)}
            </SummaryTotal>
            <p className="text-slate-500 text-xs leading-5">{t("orders.renew.note")}</p>
            <Button
              onClick={create}
              disabled={isCreating || selectedDays === null}
              aria-busy={isCreating}
              size="cta"
              block
            >
              {t("orders.renew.submit")}
            </Button>
          </div>
        )}
      </LoadingOverlay>
    </ModalDialog>
  );
}
