import { formatFen, ResponseCode, type StaticIp } from "@shop/contract";
import { useEffect, useId, useState } from "react";
import { LocalizedLink } from "../../../i18n/localized-link.tsx";
import { useT } from "../../../i18n/use-locale.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { Button } from "../../../ui/button.tsx";
import { LoadingOverlay } from "../../../ui/loading-overlay.tsx";
import { ModalDialog } from "../../../ui/modal-dialog.tsx";
import { showMessage } from "../../../ui/toast.tsx";
import { CountryBadge } from "../../catalogue/index.ts";
import { useExchangeIp, useExchangeQuote } from "../api/exchange-ip.ts";

/**
 * Swaps one IP for a new address in another region of the same product. The
 * account, password and expiry stay; only host, port and exit IP change. Everything
 * that stops or changes the move is said inside the dialog: why it cannot go ahead,
 * what a renewal will cost in the new region, and how many exchanges are left.
 */
export function ExchangeDialog({ ip, onClose }: { ip: StaticIp | null; onClose(): void }) {
  const t = useT();
  const quote = useExchangeQuote(ip?.id ?? null);
  const [nodeId, setNodeId] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const exchange = useExchangeIp();
  const busy = exchange.isPending;
  const legendId = useId();

  useEffect(() => {
    if (!ip) {
      setNodeId(null);
      setProblem(null);
      exchange.reset();
    }
  }, [ip, exchange.reset]);

  const confirm = async () => {
    if (!ip || busy) return;
    if (nodeId === null) {
      setProblem(t("orders.exchange.regionRequired"));
      return;
    }
    try {
      const swapped = await exchange.mutateAsync({ id: ip.id, nodeId });
      showMessage(t("orders.exchange.done", { ip: swapped.outIp, region: swapped.regionName }), "success");
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.kind === "business") setProblem(error.message);
      else onClose();
    }
  };

  const list = quote.data?.nodes ?? [];
  const left = quote.data?.exchangesLeft ?? 0;
  const here = quote.data?.pricePer30Days ?? 0;
  const chosen = list.find((node) => node.id === nodeId);
  const refusal = quote.error instanceof ApiError ? quote.error : null;
  const canExchange = quote.isSuccess && list.length > 0 && left > 0;
  return (
    <ModalDialog
      open={ip !== null}
      onClose={onClose}
      title={t("orders.exchange.title")}
      closeLabel={t("orders.close")}
      testId="exchange-dialog"
    >
      {ip && (
        <LoadingOverlay loading={quote.isFetching || busy} label={t("common.loading")}>
          <div className="space-y-4">
            <p className="text-slate-600 text-sm leading-6">
              {t("orders.exchange.current", { ip: ip.outIp, region: ip.regionName })}
            </p>
            <p className="rounded-lg bg-slate-50 px-3 py-2 text-slate-600 text-xs leading-5">
              {t("orders.exchange.keeps")}
            </p>
            {refusal && (
              <div role="alert" className="space-y-2 rounded-xl bg-amber-50 p-4 text-amber-900 text-sm">
                <p>{refusal.message}</p>
                {refusal.code === ResponseCode.NotAuthenticated && (
                  <>
                    <p className="text-amber-800 text-xs leading-5">{t("api.certificationRequired.description")}</p>
                    <LocalizedLink to="/admin/auth" className="inline-block font-medium text-brand underline">
                      {t("api.certificationRequired.action")}
                    </LocalizedLink>
                  </>
                )}
              </div>
            )}
            {quote.isSuccess && (
              <p data-testid="exchanges-left" className="text-slate-600 text-sm">
                {left > 0 ? t("orders.exchange.left", { count: left }) : t("orders.exchange.noneLeft")}
              </p>
            )}
            {quote.isSuccess && list.length === 0 && (
              <p role="alert" className="rounded-xl bg-amber-50 p-4 text-amber-900 text-sm">
                {t("orders.exchange.noRegions")}
              </p>
            )}
            {quote.isSuccess && list.length > 0 && (
              <fieldset aria-labelledby={legendId} className="space-y-2" disabled={left === 0}>
                <legend id={legendId} className="font-medium text-slate-700 text-sm">
                  {t("orders.exchange.chooseRegion")}
                </legend>
                <div className="max-h-64 space-y-2 overflow-y-auto pr-1">
                  {list.map((node) => (
                    <label
                      key={node.id}
                      className={`flex cursor-pointer items-center justify-between gap-3 rounded-lg border px-3 py-2.5 text-sm ${nodeId === node.id ? "border-brand bg-brand/5" : "border-slate-200 hover:border-slate-300"}`}
                    >
                      <span className="flex min-w-0 items-center gap-2">
                        <input
                          type="radio"
                          name="exchange-region"
                          value={node.id}
                          checked={nodeId === node.id}
                          onChange={() => {
                            setNodeId(node.id);
                            setProblem(null);
                          }}
                          className="accent-[var(--brand)]"
                        />
                        <CountryBadge code={node.countryCode} />
                        <span className="font-medium text-ink">{node.regionName}</span>
                        {node.ispName && <span className="hidden text-slate-500 sm:inline">{node.ispName}</span>}
                      </span>
                      <span className="shrink-0 text-right text-slate-500 text-xs leading-5">
                        <span className="block text-ink">
                          {t("orders.exchange.price", { price: formatFen(node.pricePer30Days) })}
                        </span>
                        {t("orders.exchange.stock", { count: node.stock })}
                      </span>
                    </label>
                  ))}
                </div>
              </fieldset>
            )}
            {chosen && (
              <p data-testid="exchange-price-change" className="text-slate-600 text-sm leading-6">
                {chosen.pricePer30Days === here
                  ? t("orders.exchange.samePrice", { price: formatFen(here) })
                  : t("orders.exchange.priceChange", {
                      from: formatFen(here),
                      to: formatFen(chosen.pricePer30Days),
                    })}
              </p>
            )}
            {problem && (
              <p role="alert" className="text-red-700 text-sm">
                {problem}
              </p>
            )}
            <div className="flex justify-end gap-2 pt-1">
              <Button onClick={onClose} variant="secondary" size="sm">
                {t("orders.exchange.cancel")}
              </Button>
              <Button onClick={() => void confirm()} disabled={!canExchange} loading={busy} size="sm">
                {t("orders.exchange.confirm")}
              </Button>
            </div>
          </div>
        </LoadingOverlay>
      )}
    </ModalDialog>
  );
}
