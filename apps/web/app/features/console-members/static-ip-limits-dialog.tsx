import {
  type ConsoleStaticIpLimitsRequest,
  consoleStaticIpLimitsRequestSchema,
  consoleTunnelPlanEndpoints,
  staticIpLimitBounds,
} from "@shop/contract";
import { useCallback, useState } from "react";
import { useLocale, useT } from "../../i18n/use-locale.ts";
import { ApiError } from "../../lib/api-client.ts";
import { useMessageT } from "../../lib/use-message-t.ts";
import { ConfirmFactsDialog } from "../../ui/confirm-facts-dialog.tsx";
import { showMessage } from "../../ui/toast.tsx";
import { consoleApi } from "../console/index.ts";
import { ActionDialog, DialogField } from "./action-dialog.tsx";

/** The static IP whose limits are being changed, with the values it has now. */
export type LimitedStaticIp = {
  id: number;
  outIp: string;
  maxConnections: number | null;
  bandwidthMbps: number | null;
};

const text = (form: FormData, name: string) => String(form.get(name) ?? "").trim();
/** Empty means no cap; anything else is left to the contract's schema to judge. */
const limitOf = (value: string): number | null => (value === "" ? null : Number(value));

/** "50 connections · 20 Mbps", or "no limits", for the member page's IP list and the confirmation. */
export function useStaticIpLimitsText() {
  const t = useT();
  const locale = useLocale();
  return useCallback(
    (limits: { maxConnections: number | null; bandwidthMbps: number | null }) => {
      const parts = [
        limits.maxConnections === null
          ? null
          : t("opsMembers.ipLimits.connectionsValue", {
              count: limits.maxConnections,
              connections: limits.maxConnections.toLocaleString(locale),
            }),
        limits.bandwidthMbps === null ? null : t("opsMembers.ipLimits.bandwidthValue", { mbps: limits.bandwidthMbps }),
      ].filter(Boolean);
      return parts.length > 0 ? parts.join(" · ") : t("opsMembers.ipLimits.none");
    },
    [t, locale],
  );
}

/**
 * An operator sets one of the member's static IPs' connection cap and bandwidth (the owner's
 * "Limits" in the user centre, audited here with a reason): prefilled with what the IP has now,
 * checked against the contract's bounds, then confirmed with the member and the IP named.
 */
export function StaticIpLimitsDialog({
  memberId,
  memberAccount,
  ip,
  onClose,
  refresh,
}: {
  memberId: number;
  memberAccount: string;
  ip: LimitedStaticIp | null;
  onClose(): void;
  refresh(): Promise<void>;
}) {
  const t = useT();
  const locale = useLocale();
  const messageOf = useMessageT();
  const limitsText = useStaticIpLimitsText();
  const [pending, setPending] = useState<{ ip: LimitedStaticIp; request: ConsoleStaticIpLimitsRequest } | null>(null);

  const save = async () => {
    if (!pending) return;
    const saved = await consoleApi.call(
      consoleTunnelPlanEndpoints.setStaticIpLimits,
      { params: { memberId, staticIpId: pending.ip.id }, body: pending.request },
      { quiet: true },
    );
    showMessage(
      t("opsMembers.ipLimits.saved", { member: memberAccount, ip: pending.ip.outIp, limits: limitsText(saved) }),
      "success",
    );
    await refresh();
  };

  return (
    <>
      <ActionDialog
        open={ip !== null}
        onClose={onClose}
        title={t("opsMembers.ipLimits.title", { ip: ip?.outIp ?? "" })}
        help={t("opsMembers.ipLimits.help")}
        submitLabel={t("opsMembers.ipLimits.next")}
        testId="static-ip-limits-dialog"
        onSubmit={async (form) => {
          if (!ip) return;
          const parsed = consoleStaticIpLimitsRequestSchema.safeParse({
            maxConnections: limitOf(text(form, "maxConnections")),
            bandwidthMbps: limitOf(text(form, "bandwidthMbps")),
            reason: text(form, "reason"),
          });
          if (!parsed.success) {
            throw new ApiError("business", messageOf(parsed.error.issues[0]?.message) ?? t("opsMembers.loadFailed"));
          }
          setPending({ ip, request: parsed.data });
        }}
      >
        <DialogField
          name="maxConnections"
          inputMode="numeric"
          required={false}
          label={t("opsMembers.ipLimits.connections")}
          defaultValue={ip?.maxConnections === null || !ip ? "" : String(ip.maxConnections)}
          placeholder={t("opsMembers.ipLimits.noCap")}
          hint={t("opsMembers.ipLimits.connectionsHint", {
            max: staticIpLimitBounds.maxConnections.toLocaleString(locale),
          })}
        />
        <DialogField
          name="bandwidthMbps"
          inputMode="numeric"
          required={false}
          label={t("opsMembers.ipLimits.bandwidth")}
          defaultValue={ip?.bandwidthMbps === null || !ip ? "" : String(ip.bandwidthMbps)}
          placeholder={t("opsMembers.ipLimits.noCap")}
          hint={t("opsMembers.ipLimits.bandwidthHint", {
            max: staticIpLimitBounds.bandwidthMbps.toLocaleString(locale),
          })}
        />
        <DialogField name="reason" label={t("opsMembers.detail.reason")} required={false} maxLength={500} />
      </ActionDialog>

      <ConfirmFactsDialog
        open={pending !== null}
        onClose={() => setPending(null)}
        title={t("opsMembers.ipLimits.confirmTitle")}
        intro={t("opsMembers.ipLimits.confirmIntro")}
        facts={[
          { label: t("console.orders.member"), value: memberAccount },
          { label: t("opsMembers.col.outIp"), value: pending?.ip.outIp ?? "" },
          { label: t("opsMembers.ipLimits.before"), value: pending ? limitsText(pending.ip) : "" },
          { label: t("opsMembers.ipLimits.after"), value: pending ? limitsText(pending.request) : "" },
          { label: t("opsMembers.detail.reason"), value: pending?.request.reason ?? "" },
        ]}
        confirmLabel={t("opsMembers.ipLimits.confirm", { ip: pending?.ip.outIp ?? "", member: memberAccount })}
        fallbackError={t("opsMembers.loadFailed")}
        onConfirm={save}
        testId="static-ip-limits-confirm"
      />
    </>
  );
}
