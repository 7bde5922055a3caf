import { type Commission, formatFen, type GiftRedemption } from "@shop/contract";
import { type FormEvent, useEffect, useState } from "react";
import { useLocale, useLocalizePath, useT } from "../../i18n/use-locale.ts";
import { ApiError } from "../../lib/api-client.ts";
import { formatDateTime } from "../../lib/format.ts";
import { Badge, type BadgeTone } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { CopyTextButton } from "../../ui/copy-text-button.tsx";
import { FieldError, inputClass } from "../../ui/field.tsx";
import { Table, TableBody, TableHead, TableMessageRow, Th } from "../../ui/table.tsx";
import { PageHeader, Panel, secondaryButtonClass } from "../proxies/index.ts";
import { useMyReferral } from "./api/my-referral.ts";
import { useRedeemGiftCode } from "./api/redeem-gift-code.ts";

const statusTone: Record<string, BadgeTone> = {
  holding: "info",
  credited: "success",
  cancelled: "neutral",
  withheld: "warning",
  reversed: "neutral",
};

/** The user centre's invite page: the member's link and code, what they earned, and redeeming a gift code. */
export function InviteView() {
  const t = useT();
  const locale = useLocale();
  const localize = useLocalizePath();
  const referral = useMyReferral();
  const data = referral.data;
  // The link is made in the browser: the address the member reached the shop on is the one to share.
  const [origin, setOrigin] = useState("");
  useEffect(() => setOrigin(window.location.origin), []);
  const link = data ? `${origin}${localize("/register")}?invite=${data.code}` : "";

  return (
    <div className="space-y-6 p-4 sm:p-8">
      <PageHeader
        title={t("growth.invite.title")}
        intro={data ? t("growth.invite.intro", { percent: data.percent, days: data.holdingDays }) : undefined}
      />
      <Panel title={t("growth.invite.linkTitle")} titleId="invite-link">
        {data && (
          <div className="space-y-4">
            <div className="flex flex-col gap-2 sm:flex-row">
              <input
                readOnly
                value={link}
                aria-label={t("growth.invite.linkTitle")}
                className={`${inputClass(false)} font-mono`}
                data-testid="invite-link"
              />
              <CopyTextButton
                text={link}
                copiedMessage={t("growth.invite.copied")}
                className={`${secondaryButtonClass} shrink-0`}
              >
                {t("growth.invite.copyLink")}
              </CopyTextButton>
            </div>
            <p className="text-slate-600 text-sm">
              {t("growth.invite.codeLabel")}{" "}
              <span className="font-mono font-semibold text-ink tracking-wider" data-testid="invite-code">
                {data.code}
              </span>
            </p>
            <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
              {[
                ["invitees", String(data.invitees)],
                ["credited", formatFen(data.creditedFen)],
                ["holding", formatFen(data.holdingFen)],
              ].map(([key, value]) => (
                <div key={key} className="rounded-lg bg-slate-50 px-4 py-3">
                  <dt className="text-slate-500 text-xs">{t(`growth.invite.totals.${key}`)}</dt>
                  <dd className="mt-1 font-semibold text-ink text-lg tabular-nums" data-testid={`invite-${key}`}>
                    {value}
                  </dd>
                </div>
              ))}
            </dl>
            <p className="text-slate-500 text-xs leading-5">{t("growth.invite.rules")}</p>
          </div>
        )}
      </Panel>
      <Panel title={t("growth.invite.commissionsTitle")} titleId="invite-commissions">
        <Table caption={t("growth.invite.commissionsTitle")} testId="commissions">
          <TableHead>
            <Th>{t("growth.invite.columns.order")}</Th>
            <Th>{t("growth.invite.columns.amount")}</Th>
            <Th className="hidden px-4 py-2.5 font-medium sm:table-cell">{t("growth.invite.columns.status")}</Th>
            <Th className="hidden px-4 py-2.5 font-medium sm:table-cell">{t("growth.invite.columns.availableAt")}</Th>
          </TableHead>
          <TableBody>
            {(data?.commissions ?? []).map((row) => (
              <tr key={row.id} data-testid="commission-row" className="align-top">
                <td className="px-4 py-3">
                  <div className="font-mono text-xs">{row.orderNo}</div>
                  <div className="text-slate-500 text-xs">
                    {t("growth.invite.ofPaid", { percent: row.percent, paid: formatFen(row.paidFen) })}
                  </div>
                </td>
                <td className="px-4 py-3">
                  {/* A withheld commission keeps its amount for the record, struck through: it is not paid. */}
                  <span className={`tabular-nums ${row.status === "withheld" ? "text-slate-400 line-through" : ""}`}>
                    {formatFen(row.amountFen - row.reversedFen)}
                  </span>
                  {/* On a phone the status sits under the amount: four columns do not fit. */}
                  <div className="mt-1 sm:hidden">
                    <CommissionState row={row} />
                  </div>
                </td>
                <td className="hidden px-4 py-3 sm:table-cell">
                  <CommissionState row={row} />
                </td>
                <td className="hidden px-4 py-3 text-slate-600 text-xs sm:table-cell">
                  {/* A commission that will never be paid has no date to wait for. */}
                  {row.status === "holding" || row.status === "credited"
                    ? formatDateTime(row.availableAt, locale)
                    : "—"}
                </td>
              </tr>
            ))}
            {data && data.commissions.length === 0 && (
              <TableMessageRow colSpan={4}>{t("growth.invite.noCommissions")}</TableMessageRow>
            )}
          </TableBody>
        </Table>
      </Panel>
      <RedeemGiftCode />
    </div>
  );
}

/** A commission's state, and for a withheld one the operator's reason: the referrer is told why. */
function CommissionState({ row }: { row: Commission }) {
  const t = useT();
  return (
    <>
      <Badge tone={statusTone[row.status] ?? "neutral"}>{t(`growth.invite.statuses.${row.status}`)}</Badge>
      {row.withheldReason && (
        <p className="mt-1 max-w-64 break-words text-slate-600 text-xs" data-testid="withheld-reason">
          {t("growth.invite.withheldReason", { reason: row.withheldReason })}
        </p>
      )}
    </>
  );
}

/** Redeeming a gift code: what it gave is said in words, refusals under the field. */
function RedeemGiftCode() {
  const t = useT();
  const redeem = useRedeemGiftCode();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<GiftRedemption | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setDone(null);
    if (!code.trim()) return setError(t("growth.gift.enterCode"));
    try {
      setDone(await redeem.mutateAsync(code.trim()));
      setCode("");
    } catch (caught) {
      if (caught instanceof ApiError) setError(caught.message);
    }
  };

  return (
    <Panel title={t("growth.gift.title")} titleId="gift-code">
      <form onSubmit={submit} noValidate className="max-w-xl">
        <label htmlFor="gift-code-input" className="text-slate-600 text-sm">
          {t("growth.gift.intro")}
        </label>
        <div className="mt-2 flex gap-2">
          <input
            id="gift-code-input"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            placeholder="XXXX-XXXX-XXXX-XXXX"
            autoComplete="off"
            maxLength={40}
            className={`${inputClass(Boolean(error))} font-mono uppercase`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "gift-code-input-error" : undefined}
          />
          <Button type="submit" loading={redeem.isPending} className="shrink-0">
            {t("growth.gift.redeem")}
          </Button>
        </div>
        <FieldError id="gift-code-input" error={error} testId="gift-error" />
        {done && (
          <p
            className="mt-3 rounded-lg bg-emerald-50 px-3 py-2 text-emerald-900 text-sm"
            role="status"
            data-testid="gift-done"
          >
            {done.kind === "traffic"
              ? t("growth.gift.gotTraffic", { gb: done.trafficGb ?? 0 })
              : t("growth.gift.gotBalance", { amount: formatFen(done.amountFen ?? 0) })}
          </p>
        )}
      </form>
    </Panel>
  );
}
