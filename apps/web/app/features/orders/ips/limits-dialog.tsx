import { type StaticIp, staticIpLimitBounds, staticIpLimitsRequestSchema } from "@shop/contract";
import { type FormEvent, useEffect, useId, useState } from "react";
import { useT } from "../../../i18n/use-locale.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { Button } from "../../../ui/button.tsx";
import { ModalDialog } from "../../../ui/modal-dialog.tsx";
import { showMessage } from "../../../ui/toast.tsx";
import { useSetStaticIpLimits } from "../api/set-static-ip-limits.ts";

/** Empty means no cap; anything else must be a whole number the product allows (the contract's schema decides). */
const parseLimit = (value: string): number | null => (value.trim() === "" ? null : Number(value));

/**
 * A static IP's cap on open connections and its bandwidth, enforced by the
 * gateways (connections across all of them, bandwidth on each). Empty fields
 * remove a cap.
 */
export function LimitsDialog({ ip, onClose }: { ip: StaticIp | null; onClose(): void }) {
  const t = useT();
  const save = useSetStaticIpLimits();
  const [connections, setConnections] = useState("");
  const [mbps, setMbps] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const connectionsId = useId();
  const mbpsId = useId();

  useEffect(() => {
    setConnections(ip?.maxConnections ? String(ip.maxConnections) : "");
    setMbps(ip?.bandwidthMbps ? String(ip.bandwidthMbps) : "");
    setProblem(null);
  }, [ip]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ip) return;
    const parsed = staticIpLimitsRequestSchema.safeParse({
      id: ip.id,
      maxConnections: parseLimit(connections),
      bandwidthMbps: parseLimit(mbps),
    });
    if (!parsed.success) {
      setProblem(
        t(
          `staticLimits.${parsed.error.issues[0]?.path[0] === "bandwidthMbps" ? "bandwidthInvalid" : "connectionsInvalid"}`,
        ),
      );
      return;
    }
    try {
      await save.mutateAsync(parsed.data);
      showMessage(t("staticLimits.saved", { ip: ip.outIp }), "success");
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.kind === "business") setProblem(error.message);
      else onClose();
    }
  };

  const input =
    "mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm tabular-nums focus:border-brand focus:outline-none";
  return (
    <ModalDialog
      open={ip !== null}
      onClose={onClose}
      title={t("staticLimits.title", { ip: ip?.outIp ?? "" })}
      closeLabel={t("orders.close")}
      testId="static-limits-dialog"
    >
      <form className="space-y-4" onSubmit={submit}>
        <p className="text-slate-600 text-sm leading-6">{t("staticLimits.intro")}</p>
        <div>
          <label htmlFor={connectionsId} className="font-medium text-slate-700 text-sm">
            {t("staticLimits.connections")}
          </label>
          <input
            id={connectionsId}
            inputMode="numeric"
            className={input}
            value={connections}
            placeholder={t("staticLimits.none")}
            onChange={(event) => setConnections(event.target.value)}
          />
          <p className="mt-1 text-slate-500 text-xs">
            {t("staticLimits.connectionsHint", { max: staticIpLimitBounds.maxConnections.toLocaleString() })}
          </p>
        </div>
        <div>
          <label htmlFor={mbpsId} className="font-medium text-slate-700 text-sm">
            {t("staticLimits.bandwidth")}
          </label>
          <input
            id={mbpsId}
            inputMode="numeric"
            className={input}
            value={mbps}
            placeholder={t("staticLimits.none")}
            onChange={(event) => setMbps(event.target.value)}
          />
          <p className="mt-1 text-slate-500 text-xs">
            {t("staticLimits.bandwidthHint", { max: staticIpLimitBounds.bandwidthMbps.toLocaleString() })}
          </p>
        </div>
        {problem && (
          <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-amber-900 text-sm">
            {problem}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t("orders.close")}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t("staticLimits.save")}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}

/** "50 connections · 20 Mbps", or "no limits", for the IP list. */
export function useLimitsText() {
  const t = useT();
  return (ip: StaticIp) => {
    const parts = [
      ip.maxConnections ? t("staticLimits.connectionsValue", { count: ip.maxConnections }) : null,
      ip.bandwidthMbps ? t("staticLimits.bandwidthValue", { mbps: ip.bandwidthMbps }) : null,
    ].filter(Boolean);
    return parts.length > 0 ? parts.join(" · ") : t("staticLimits.noLimits");
  };
}
