import type { ConsoleOrderDetail, RefundDestination } from "@shop/contract/core";
import { type FormEvent, type ReactNode, useState } from "react";
import { LocalizedLink } from "../../i18n/localized-link.tsx";
import { useLocale, useT } from "../../i18n/use-locale.ts";
import { ApiError } from "../../lib/api-client.ts";
import { formatDateTime, formatTraffic } from "../../lib/format.ts";
import { Alert } from "../../ui/alert.tsx";
import { ConfirmFactsDialog } from "../../ui/confirm-facts-dialog.tsx";
import { FormError } from "../../ui/form-controls.tsx";
import { HeadingCells } from "../../ui/heading-cells.tsx";
import { showMessage } from "../../ui/toast.tsx";
import { useServerCall } from "../../ui/use-server-call.ts";
import {
  anomalyReasonLabel,
  notificationOutcome,
  paymentMethodLabel,
  productText,
  useConsoleSession,
} from "../console/index.ts";
import { MemberLink } from "../console-members/index.ts";
import { useOrder, useOrderActions } from "./api.ts";
import { buttonClass, cardClass, formatFen, refundChannelText, yuanInputToFen } from "./format.ts";
import { LabelledInput } from "./labelled-input.tsx";
import { OrderStatusBadge } from "./orders-view.tsx";
import { RefundsTable } from "./refunds-view.tsx";

/** One order: what was bought, every payment attempt, the raw notifications, refunds and the actions on it. */
export function OrderDetailView({ kind, id }: { kind: "recharge" | "static"; id: number }) {
  const t = useT();
  const locale = useLocale();
  const order = useOrder(kind, id);
  const session = useConsoleSession();
  const can = (permission: string) => session.data?.permissions.includes(permission as never) ?? false;
  if (order.isError)
    return (
      <FormError message={order.error instanceof ApiError ? order.error.message : t("console.orders.loadFailed")} />
    );
  if (!order.data) return <p className="text-slate-500 text-sm">{t("console.loading")}</p>;
  const detail = order.data;
  const o = detail.order;
  // Part paid from the balance before the rest went to the provider (the order row holds the provider's charge).
  const fromBalance =
    o.paymentMethod !== "balance" && detail.refundable
      ? Math.max(0, detail.refundable.paidFen - detail.refundable.tradeTotalFen)
      : 0;

  return (
    <div className="space-y-6">
      <section className={cardClass} aria-labelledby="order-summary">
        <h2 id="order-summary" className="mb-3 font-semibold text-ink">
          <span className="font-mono">{o.orderNo}</span> <OrderStatusBadge order={o} />
        </h2>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
          <Item
            label={t("console.orders.member")}
            value={
              <>
                {o.memberAccount} (<MemberLink memberId={o.memberId} />)
              </>
            }
          />
          <Item label={t("console.orders.product")} value={productText(o, t)} />
          <Item label={t("console.orders.amount")} value={formatFen(o.amountFen, locale, o.currency)} />
          <Item
            label={t("console.orders.paid")}
            value={
              o.payAmountFen === null
                ? "—"
                : fromBalance > 0 && detail.refundable
                  ? t("console.orders.paidWithBalance", {
                      total: formatFen(detail.refundable.paidFen, locale, o.currency),
                      balance: formatFen(fromBalance, locale, o.currency),
                    })
                  : formatFen(o.payAmountFen, locale, o.currency)
            }
          />
          <Item
            label={t("console.orders.method")}
            value={o.paymentMethod ? t(`console.orders.methods.${o.paymentMethod}`) : "—"}
          />
          <Item label={t("console.orders.refundedLabel")} value={formatFen(o.refundedFen, locale, o.currency)} />
          <Item label={t("console.orders.createdAt")} value={formatDateTime(o.createdAt, locale)} />
          <Item label={t("console.orders.paidAt")} value={o.paidAt ? formatDateTime(o.paidAt, locale) : "—"} />
        </dl>
      </section>

      {o.status === "waiting" && (can("orders.close") || can("orders.mark-paid")) && (
        <WaitingActions detail={detail} canClose={can("orders.close")} canMarkPaid={can("orders.mark-paid")} />
      )}
      {detail.refundable && detail.refundable.availableFen > 0 && can("refunds.request") && (
        <RefundRequestForm detail={detail} />
      )}

      <section className={cardClass} aria-labelledby="order-refunds">
        <h2 id="order-refunds" className="mb-3 font-semibold text-ink">
          {t("console.refunds.title")}
        </h2>
        {detail.refunds.length ? (
          <RefundsTable refunds={detail.refunds} />
        ) : (
          <p className="text-slate-500 text-sm">{t("console.refunds.none")}</p>
        )}
      </section>

      <section className={cardClass} aria-labelledby="order-attempts">
        <h2 id="order-attempts" className="mb-3 font-semibold text-ink">
          {t("console.orders.attempts")}
        </h2>
        <div className="overflow-x-auto">
          <table className="min-w-full text-sm">
            <thead className="text-left text-slate-600">
              <tr>
                <HeadingCells
                  className="whitespace-nowrap px-2 py-1 font-medium"
                  labels={["outTradeNo", "method", "amount", "status", "providerTradeNo", "createdAt"].map((key) =>
                    t(`console.orders.${key}`),
                  )}
                />
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {detail.attempts.map((a) => (
                <tr key={a.id}>
                  <td className="px-2 py-1 font-mono text-xs">{a.outTradeNo}</td>
                  <td className="whitespace-nowrap px-2 py-1">{paymentMethodLabel(t, a.method)}</td>
                  <td className="px-2 py-1 tabular-nums">{formatFen(a.amountFen, locale, o.currency)}</td>
                  <td className="px-2 py-1">
                    {t(`console.orders.attemptStatuses.${a.status}`)}
                    {a.anomaly && (
                      <span className="ml-2 rounded bg-red-50 px-1.5 py-0.5 text-red-700 text-xs">
                        {t("console.orders.anomaly", {
                          reason: anomalyReasonLabel(t, a.anomaly.reason),
                          amount: formatFen(a.anomaly.amountFen, locale, o.currency),
                        })}
                      </span>
                    )}
                  </td>
                  <td className="px-2 py-1 font-mono text-xs">{a.providerTradeNo ?? "—"}</td>
                  <td className="px-2 py-1 whitespace-nowrap">{formatDateTime(a.createdAt, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section className={cardClass} aria-labelledby="order-notifications">
        <h2 id="order-notifications" className="mb-3 font-semibold text-ink">
          {t("console.orders.notifications")}
        </h2>
        {detail.notifications.length === 0 && (
          <p className="text-slate-500 text-sm">{t("console.orders.noNotifications")}</p>
        )}
        <ul className="space-y-2">
          {detail.notifications.map((n) => (
            <li key={n.id}>
              <details className="rounded-lg border border-slate-200 px-3 py-2 text-sm">
                <summary className="cursor-pointer">
                  {formatDateTime(n.receivedAt, locale)} · {t(`console.orders.methods.${n.method}`)} ·{" "}
                  {notificationOutcome(t, n.outcome)}
                  {!n.signatureValid && <span className="ml-2 text-red-700">{t("console.orders.badSignature")}</span>}
                </summary>
                <pre className="mt-2 max-h-64 overflow-auto whitespace-pre-wrap break-all rounded bg-slate-50 p-2 text-xs">
                  {n.body}
                </pre>
              </details>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function Item({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <dt className="text-slate-500">{label}</dt>
      <dd className="text-ink">{value}</dd>
    </div>
  );
}

function WaitingActions({
  detail,
  canClose,
  canMarkPaid,
}: {
  detail: ConsoleOrderDetail;
  canClose: boolean;
  canMarkPaid: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const { close, markPaid } = useOrderActions();
  const { error, run: call } = useServerCall();
  const o = detail.order;
  const amount = formatFen(o.amountFen, locale, o.currency);
  const [marking, setMarking] = useState<{
    bankReference: string;
    reason: string;
    amountFen: number;
    payerName: string;
    receivedOn: string;
  } | null>(null);
  const [markingError, setMarkingError] = useState<string | null>(null);
  const run = (work: () => Promise<unknown>, done: string) =>
    call(
      async () => {
        await work();
        showMessage(done, "success");
      },
      { fallback: t("console.orders.failed") },
    );
  return (
    <section className={cardClass} aria-labelledby="order-waiting">
      <h2 id="order-waiting" className="mb-3 font-semibold text-ink">
        {t("console.orders.waitingActions")}
      </h2>
      <FormError message={error} />
      {detail.memberBankReference ? (
        <p className="mb-3 text-sm" data-testid="member-bank-reference">
          {t("console.orders.memberBankReference")}{" "}
          <span className="font-bold font-mono tracking-widest">{detail.memberBankReference}</span>
        </p>
      ) : null}
      {(detail.bankTransferMismatches ?? []).map((m) => (
        <p
          key={m.id}
          role="status"
          className="mb-3 rounded-md border border-red-200 bg-red-50 p-3 text-red-900 text-sm"
          data-testid="bank-transfer-mismatch"
        >
          {t("console.orders.bankTransferMismatch", {
            amount: formatFen(m.amountFen, locale),
            expected: amount,
            reference: m.bankReference,
          })}
        </p>
      ))}
      <FormError message={markingError} />
      {detail.bankTransfer && canMarkPaid && <BankTransferDecision detail={detail} />}
      <div className="mt-3 grid gap-6 md:grid-cols-2">
        {canClose && (
          <WaitingActionForm
            fields={[{ name: "reason", label: t("console.orders.closeReason"), maxLength: 200 }]}
            submitLabel={t("console.orders.close")}
            busy={close.isPending}
            onSend={({ reason }) =>
              void run(() => close.mutateAsync({ kind: o.kind, id: o.id, reason }), t("console.orders.closed"))
            }
          />
        )}
        {canMarkPaid && !detail.bankTransfer && (
          <WaitingActionForm
            fields={[
              { name: "receivedYuan", label: t("console.orders.receivedAmount"), maxLength: 14 },
              { name: "payerName", label: t("console.orders.payerName"), maxLength: 100 },
              { name: "receivedOn", label: t("console.orders.receivedOn"), maxLength: 10 },
              { name: "bankReference", label: t("console.orders.bankReference"), maxLength: 64 },
              { name: "reason", label: t("console.orders.markPaidReason"), maxLength: 200 },
            ]}
            submitLabel={t("console.orders.recordTransfer")}
            busy={markPaid.isPending}
            onSend={({ receivedYuan, ...values }) => {
              const amountFen = yuanInputToFen(receivedYuan);
              if (amountFen === null || amountFen <= 0) return setMarkingError(t("console.refunds.amountInvalid"));
              setMarkingError(null);
              setMarking({ ...values, amountFen });
            }}
          />
        )}
      </div>
      <ConfirmFactsDialog
        open={marking !== null}
        onClose={() => setMarking(null)}
        title={t("console.orders.markPaidConfirmTitle")}
        intro={t("console.orders.markPaidConfirmIntro")}
        facts={[
          { label: t("console.orders.amount"), value: amount },
          { label: t("console.orders.receivedAmount"), value: marking ? formatFen(marking.amountFen, locale) : "" },
          { label: t("console.orders.payerName"), value: marking?.payerName ?? "" },
          { label: t("console.orders.receivedOn"), value: marking?.receivedOn ?? "" },
          { label: t("console.refunds.channel"), value: t("console.orders.methods.bank") },
          { label: t("console.orders.bankReference"), value: marking?.bankReference ?? "" },
          { label: t("console.orders.member"), value: o.memberAccount },
          { label: t("console.orders.product"), value: productText(o, t) },
        ]}
        confirmLabel={t("console.orders.markPaid", { amount })}
        fallbackError={t("console.orders.failed")}
        onConfirm={async () => {
          if (!marking) return;
          await markPaid.mutateAsync({ kind: o.kind, id: o.id, ...marking });
          showMessage(t("console.orders.markedPaidWhat", { amount, member: o.memberAccount }), "success");
        }}
      />
    </section>
  );
}

/** The second operator's half of a bank transfer: confirm (the order is paid) or reject, never one's own. */
function BankTransferDecision({ detail }: { detail: ConsoleOrderDetail }) {
  const t = useT();
  const locale = useLocale();
  const session = useConsoleSession();
  const { decideBankTransfer } = useOrderActions();
  const { error, run } = useServerCall();
  const [rejecting, setRejecting] = useState(false);
  const claim = detail.bankTransfer;
  if (!claim) return null;
  const o = detail.order;
  const amount = formatFen(claim.amountFen, locale);
  const own = session.data?.id === claim.requestedBy.id;
  const decide = (decision: "confirm" | "reject", reason?: string) =>
    run(
      async () => {
        await decideBankTransfer.mutateAsync({ kind: o.kind, id: o.id, decision, reason });
        showMessage(
          t(decision === "confirm" ? "console.orders.bankTransferConfirmed" : "console.orders.bankTransferRejected"),
          "success",
        );
      },
      { fallback: t("console.orders.failed") },
    );
  return (
    <section
      className="mb-4 space-y-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm"
      aria-label={t("console.orders.bankTransferTitle")}
    >
      <p className="font-medium text-ink">{t("console.orders.bankTransferTitle")}</p>
      <p>
        {t("console.orders.bankTransferFacts", {
          name: claim.requestedBy.name,
          amount,
          reference: claim.bankReference,
          at: formatDateTime(claim.createdAt, locale),
        })}
      </p>
      {claim.payerName || claim.receivedOn ? (
        <p data-testid="bank-transfer-payer">
          {t("console.orders.bankTransferPayer", { payer: claim.payerName ?? "-", date: claim.receivedOn ?? "-" })}
        </p>
      ) : null}
      {claim.amountFen !== o.amountFen ? (
        <p className="font-medium text-red-800">
          {t("console.orders.bankTransferAmountDiffers", { expected: formatFen(o.amountFen, locale) })}
        </p>
      ) : null}
      {own ? (
        <p className="text-slate-600">{t("console.orders.bankTransferOwn")}</p>
      ) : (
        <>
          <p className="text-slate-600">{t("console.orders.bankTransferCheck")}</p>
          <FormError message={error} />
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              className={buttonClass}
              disabled={decideBankTransfer.isPending}
              onClick={() => void decide("confirm")}
            >
              {t("console.orders.bankTransferConfirm", { amount })}
            </button>
            {!rejecting && (
              <button type="button" className={buttonClass} onClick={() => setRejecting(true)}>
                {t("console.orders.bankTransferReject")}
              </button>
            )}
          </div>
          {rejecting && (
            <WaitingActionForm
              fields={[{ name: "reason", label: t("console.orders.bankTransferRejectReason"), maxLength: 200 }]}
              submitLabel={t("console.orders.bankTransferReject")}
              busy={decideBankTransfer.isPending}
              onSend={({ reason }) => void decide("reject", reason)}
            />
          )}
        </>
      )}
    </section>
  );
}

/** One action on a waiting order: its required boxes, sent by name with what was typed in them. */
function WaitingActionForm<Name extends string>({
  fields,
  submitLabel,
  busy,
  onSend,
}: {
  fields: { name: Name; label: string; maxLength: number }[];
  submitLabel: string;
  busy: boolean;
  onSend(values: Record<Name, string>): void;
}) {
  return (
    <form
      className="space-y-2"
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        const values = Object.fromEntries(fields.map(({ name }) => [name, String(form.get(name) ?? "")]));
        onSend(values as Record<Name, string>);
      }}
    >
      {fields.map((field) => (
        <LabelledInput key={field.name} {...field} labelClassName="block text-slate-700 text-sm" required />
      ))}
      <button type="submit" className={buttonClass} disabled={busy}>
        {submitLabel}
      </button>
    </form>
  );
}

/** The first operator's half of a refund: amount (at most what is left), reason, and the honest-ledger choice. */
function RefundRequestForm({ detail }: { detail: ConsoleOrderDetail }) {
  const t = useT();
  const locale = useLocale();
  const { requestRefund } = useOrderActions();
  const available = detail.refundable?.availableFen ?? 0;
  const [amount, setAmount] = useState((available / 100).toFixed(2));
  const [reason, setReason] = useState("");
  const [keepUsedTraffic, setKeepUsedTraffic] = useState(false);
  // Through the provider it came from, or to the member's balance; a balance payment has only the balance.
  const providerAvailable = detail.refundable?.providerAvailableFen ?? 0;
  const [destination, setDestination] = useState<RefundDestination>("original");
  const chosen: RefundDestination = providerAvailable > 0 ? destination : "balance";
  const balancePartFen = Math.max(0, (detail.refundable?.paidFen ?? 0) - (detail.refundable?.tradeTotalFen ?? 0));
  // One key per form: a double click or a resend answers the refund the first click made.
  const [requestKey, setRequestKey] = useState(() => crypto.randomUUID());
  const [error, setError] = useState<string | null>(null);

  const [confirmingFen, setConfirmingFen] = useState<number | null>(null);

  // Checked here, sent only from the confirmation that names the amount, channel and member.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amountFen = yuanInputToFen(amount);
    if (amountFen === null) return setError(t("console.refunds.amountInvalid"));
    if (amountFen > available)
      return setError(t("console.refunds.amountTooLarge", { amount: formatFen(available, locale, o.currency) }));
    if (!reason.trim()) return setError(t("console.refunds.reasonRequired"));
    setError(null);
    setConfirmingFen(amountFen);
  };
  const o = detail.order;
  const method = o.paymentMethod ? paymentMethodLabel(t, o.paymentMethod) : "—";
  // The split the server makes: the provider's part first (what it has left), the rest to the balance.
  const providerPart = (amountFen: number) => (chosen === "balance" ? 0 : Math.min(amountFen, providerAvailable));
  const channelOf = (amountFen: number) =>
    refundChannelText(t, locale, method, providerPart(amountFen), amountFen - providerPart(amountFen));
  const send = async (amountFen: number) => {
    const done = await requestRefund.mutateAsync({
      orderKind: o.kind,
      orderId: o.id,
      amountFen,
      reason,
      keepUsedTraffic,
      destination: chosen,
      requestKey,
    });
    const words = { amount: formatFen(done.amountFen, locale, o.currency), member: o.memberAccount };
    showMessage(
      done.toBalanceFen === done.amountFen
        ? t("console.refunds.requestedToBalance", words)
        : t("console.refunds.requestedWhat", {
            ...words,
            channel: refundChannelText(t, locale, method, done.amountFen - done.toBalanceFen, done.toBalanceFen),
          }),
      "success",
    );
    setReason("");
    setRequestKey(crypto.randomUUID());
  };

  return (
    <section className={cardClass} aria-labelledby="refund-request">
      <h2 id="refund-request" className="mb-1 font-semibold text-ink">
        {t("console.refunds.requestTitle")}
      </h2>
      <p className="mb-3 text-slate-600 text-sm">
        {t("console.refunds.available", { amount: formatFen(available, locale, o.currency) })}
        {detail.refundable &&
          detail.refundable.creditedBytes > 0 &&
          ` ${t("console.refunds.trafficNote", { traffic: formatTraffic(detail.refundable.creditedBytes, locale) })}`}
      </p>
      {detail.refundable?.staticIps && <StaticIpsNote ips={detail.refundable.staticIps} />}
      {o.paymentMethod === "balance" ? (
        <Alert tone="info" className="mb-3" testId="refund-balance-only">
          {t("console.refunds.balanceOnly")}
        </Alert>
      ) : (
        balancePartFen > 0 && (
          <Alert tone="info" className="mb-3" testId="refund-balance-part">
            {t("console.refunds.balancePartNote", { amount: formatFen(balancePartFen, locale) })}
          </Alert>
        )
      )}
      <form onSubmit={submit} noValidate className="grid gap-3 md:grid-cols-2">
        <div className="md:col-span-2">
          <FormError message={error} />
        </div>
        <LabelledInput
          label={t("console.refunds.amount")}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          inputMode="decimal"
        />
        <LabelledInput
          label={t("console.refunds.reason")}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={200}
        />
        {providerAvailable > 0 && (
          <fieldset className="md:col-span-2">
            <legend className="mb-1 font-medium text-slate-700 text-sm">{t("console.refunds.destination")}</legend>
            <div className="flex flex-wrap gap-x-6 gap-y-2 text-slate-700 text-sm">
              {(["original", "balance"] as const).map((value) => (
                <label key={value} className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="refund-destination"
                    value={value}
                    checked={destination === value}
                    onChange={() => setDestination(value)}
                  />
                  {value === "original"
                    ? t("console.refunds.destinationOriginal", { channel: method })
                    : t("console.refunds.destinationBalance")}
                </label>
              ))}
            </div>
            <p className="mt-1 text-slate-500 text-xs">{t("console.refunds.destinationHint")}</p>
          </fieldset>
        )}
        {/* Only traffic can have been used: a static order's refund has no ledger choice to make. */}
        {(detail.refundable?.creditedBytes ?? 0) > 0 && (
          <label className="flex items-start gap-2 text-slate-700 text-sm md:col-span-2">
            <input
              type="checkbox"
              checked={keepUsedTraffic}
              onChange={(e) => setKeepUsedTraffic(e.target.checked)}
              className="mt-0.5"
            />
            <span>
              <span className="font-medium">{t("console.refunds.keepLedgerHonest")}</span>
              <span className="block text-slate-500">{t("console.refunds.keepLedgerHonestHint")}</span>
            </span>
          </label>
        )}
        <div>
          <button type="submit" className={buttonClass} disabled={requestRefund.isPending}>
            {t("console.refunds.request")}
          </button>
        </div>
      </form>
      <ConfirmFactsDialog
        open={confirmingFen !== null}
        onClose={() => setConfirmingFen(null)}
        title={t("console.refunds.requestConfirmTitle")}
        intro={t("console.refunds.requestConfirmIntro")}
        facts={[
          { label: t("console.refunds.amount"), value: formatFen(confirmingFen ?? 0, locale) },
          { label: t("console.refunds.channel"), value: channelOf(confirmingFen ?? 0) },
          { label: t("console.orders.member"), value: o.memberAccount },
          { label: t("console.orders.orderNo"), value: o.orderNo },
          { label: t("console.refunds.reason"), value: reason },
        ]}
        confirmLabel={t("console.refunds.request")}
        fallbackError={t("console.orders.failed")}
        onConfirm={() => send(confirmingFen ?? 0)}
      />
    </section>
  );
}

type StaticIpsHeld = NonNullable<NonNullable<ConsoleOrderDetail["refundable"]>["staticIps"]>;

/** What a refund of a static order does to its IPs: a full one takes them back, a partial one gives money only. */
function StaticIpsNote({ ips }: { ips: StaticIpsHeld }) {
  const t = useT();
  if (ips.liveIps === 0) {
    return (
      <Alert tone="info" className="mb-3" testId="refund-static-ips">
        {t("console.refunds.staticNoneHeld")}
      </Alert>
    );
  }
  return (
    <Alert tone="warning" role="status" className="mb-3" testId="refund-static-ips">
      <span className="block">
        {ips.kind === "renewal"
          ? t("console.refunds.staticRenewalTakeBack", { count: ips.liveIps, days: ips.days })
          : t("console.refunds.staticTakeBack", { count: ips.liveIps })}
      </span>
      {ips.laterRenewals.length > 0 && (
        <span className="mt-1 block" data-testid="refund-later-renewals">
          {t("console.refunds.staticLaterRenewals", { count: ips.laterRenewals.length })}{" "}
          {ips.laterRenewals.map((renewal, index) => (
            <span key={renewal.id}>
              {index > 0 && ", "}
              <LocalizedLink to={`/ops/orders/static/${renewal.id}`} className="font-mono text-xs underline">
                {renewal.orderNo}
              </LocalizedLink>
            </span>
          ))}
        </span>
      )}
      <span className="mt-1 block">{t("console.refunds.staticPartial")}</span>
    </Alert>
  );
}
