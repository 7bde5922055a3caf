import { type BalanceMovement, formatFen } from "@shop/contract";
import { type FormEvent, useEffect, useId, useState } from "react";
import { useSearchParams } from "react-router";
import { useLocale, useT } from "../../../i18n/use-locale.ts";
import { saveBlob } from "../../../lib/copy-and-save.ts";
import { Button } from "../../../ui/button.tsx";
import { TextField } from "../../../ui/form-controls.tsx";
import { Icon } from "../../../ui/icon.tsx";
import { Pager, pageCount } from "../../../ui/pager.tsx";
import { Table, TableHead, Th } from "../../../ui/table.tsx";
import { showMessage } from "../../../ui/toast.tsx";
import { useOrderStatusPolling } from "../api/get-order-status.ts";
import { CentrePage } from "../centre-heading.tsx";
import { compactDateTime } from "../order-format.ts";
import type { OrderRef } from "../order-ref.ts";
import { PayDialog } from "../pay-dialog.tsx";
import { useBalance, useCreateTopup, useExportMovements, useMovements } from "./api.ts";

const pageSize = 10;
/** Quick choices in yuan. */
const presets = [50, 100, 500, 1000];

/** "12.5" or "12" yuan as fen; null when it is not an amount (more than two decimals, letters). */
export function yuanToFen(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(trimmed)) return null;
  return Math.round(Number(trimmed) * 100);
}

/** The top-up an Alipay cashier sent the member back from (?orderType=topup&id=…): checked until paid. */
function useReturnedTopup(onPaid: () => void) {
  const [params, setParams] = useSearchParams();
  const id = Number(params.get("id"));
  const ref: OrderRef | null = params.get("orderType") === "topup" && id > 0 ? { orderType: "topup", id } : null;
  const status = useOrderStatusPolling(ref, ref !== null);
  const paid = status.data?.status === "paid";
  useEffect(() => {
    if (!paid) return;
    onPaid();
    setParams({}, { replace: true });
  }, [paid, onPaid, setParams]);
  return ref !== null && !paid && status.data?.status !== "closed";
}

/** The user centre's balance page: the amount, topping it up at the cashier, and its history with CSV. */
export function BalanceView() {
  const t = useT();
  const locale = useLocale();
  const ids = useId();
  const balance = useBalance();
  const [pageNo, setPageNo] = useState(1);
  const movements = useMovements(pageNo, pageSize);
  const createTopup = useCreateTopup();
  const exportCsv = useExportMovements();
  const [amount, setAmount] = useState("100");
  const [error, setError] = useState<string | undefined>();
  const [paying, setPaying] = useState<OrderRef | null>(null);

  const refresh = () => {
    void balance.refetch();
    void movements.refetch();
  };
  const topupPaid = () => {
    setPaying(null);
    setPageNo(1);
    refresh();
    showMessage(t("balance.topup.done"), "success");
  };
  const waitingForReturn = useReturnedTopup(topupPaid);

  const min = balance.data?.topupMin ?? 1_000;
  const max = balance.data?.topupMax ?? 5_000_000;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const fen = yuanToFen(amount);
    if (fen === null) return setError(t("balance.topup.invalid"));
    if (fen < min) return setError(t("balance.topup.tooSmall", { min: formatFen(min) }));
    if (fen > max) return setError(t("balance.topup.tooLarge", { max: formatFen(max) }));
    setError(undefined);
    try {
      const order = await createTopup.mutateAsync(fen);
      setPaying({ orderType: "topup", id: order.id });
    } catch {
      // The API client has shown the server's message.
    }
  };
  const download = async () => {
    try {
      saveBlob(await exportCsv.mutateAsync(), `balance-history-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch {
      // The API client has shown why.
    }
  };

  const list = movements.data?.list ?? [];
  const pages = pageCount(movements.data?.total ?? 0, pageSize);
  return (
    <CentrePage
      title={t("balance.heading")}
      intro={t("balance.intro")}
      action={
        <Button variant="secondary" onClick={download} disabled={exportCsv.isPending} aria-busy={exportCsv.isPending}>
          <Icon name="receipt" className="size-4" />
          {t("balance.history.csv")}
        </Button>
      }
    >
      <div className="grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <section
          aria-labelledby={`${ids}-now`}
          className="rounded-2xl border border-brand/30 bg-brand/5 p-6"
          data-testid="balance-card"
        >
          <h2 id={`${ids}-now`} className="font-medium text-slate-600 text-sm">
            {t("balance.current")}
          </h2>
          <p className="mt-2 font-bold text-4xl text-ink tabular-nums tracking-tight" data-testid="balance-amount">
            {balance.data ? formatFen(balance.data.balance) : "—"}
          </p>
          <p className="mt-3 text-slate-600 text-sm leading-6">{t("balance.uses")}</p>
          {waitingForReturn && (
            <p role="status" className="mt-3 text-amber-700 text-sm">
              {t("balance.topup.checking")}
            </p>
          )}
        </section>
        <section aria-labelledby={`${ids}-topup`} className="rounded-2xl border border-slate-200 bg-white p-6">
          <h2 id={`${ids}-topup`} className="font-semibold text-ink text-lg">
            {t("balance.topup.title")}
          </h2>
          <form onSubmit={submit} className="mt-4 space-y-4" noValidate>
            <div className="flex flex-wrap gap-2">
              {presets.map((yuan) => (
                <button
                  key={yuan}
                  type="button"
                  onClick={() => {
                    setAmount(String(yuan));
                    setError(undefined);
                  }}
                  aria-pressed={amount === String(yuan)}
                  className={`rounded-lg border px-4 py-2 font-medium text-sm ${amount === String(yuan) ? "border-brand bg-brand/10 text-brand" : "border-slate-300 text-slate-700 hover:border-brand"}`}
                >
                  {formatFen(yuan * 100)}
                </button>
              ))}
            </div>
            <TextField
              label={t("balance.topup.amount")}
              inputMode="decimal"
              value={amount}
              onChange={(event) => {
                setAmount(event.target.value);
                setError(undefined);
              }}
              error={error}
              className="max-w-xs"
              name="amount"
            />
            <p className="text-slate-500 text-xs">
              {t("balance.topup.limits", { min: formatFen(min), max: formatFen(max) })}
            </p>
            <Button type="submit" disabled={createTopup.isPending} aria-busy={createTopup.isPending}>
              <Icon name="lock" className="size-4" />
              {t("balance.topup.submit")}
            </Button>
          </form>
        </section>
      </div>

      <section aria-labelledby={`${ids}-history`} className="space-y-3">
        <h2 id={`${ids}-history`} className="font-semibold text-ink text-lg">
          {t("balance.history.title")}
        </h2>
        {list.length === 0 && !movements.isPending ? (
          <p className="rounded-lg border border-slate-200 border-dashed p-6 text-center text-slate-500 text-sm">
            {t("balance.history.empty")}
          </p>
        ) : (
          <>
            <ul
              className="divide-y divide-slate-100 rounded-lg border border-slate-200 sm:hidden"
              data-testid="balance-history-cards"
            >
              {list.map((row) => (
                <li key={row.id} className="flex items-start justify-between gap-3 px-4 py-3 text-sm">
                  <div className="min-w-0">
                    <p className="font-medium text-ink">{t(`balance.kinds.${row.kind}`)}</p>
                    <p className="mt-0.5 break-all font-mono text-slate-500 text-xs">{row.cause}</p>
                    <p className="mt-0.5 text-slate-500 text-xs tabular-nums">
                      {compactDateTime(row.createdAt, locale)}
                    </p>
                  </div>
                  <div className="shrink-0 text-right tabular-nums">
                    <p className={`font-semibold ${row.amount > 0 ? "text-emerald-700" : "text-ink"}`}>
                      {signedFen(row.amount)}
                    </p>
                    <p className="mt-0.5 text-slate-500 text-xs">
                      {t("balance.history.after")} {formatFen(row.balanceAfter)}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
            <Table caption={t("balance.history.title")} testId="balance-history" className="hidden sm:block">
              <TableHead compact>
                <Th>{t("balance.history.time")}</Th>
                <Th>{t("balance.history.kind")}</Th>
                <Th>{t("balance.history.cause")}</Th>
                <Th className="px-4 py-2.5 text-right font-medium">{t("balance.history.amount")}</Th>
                <Th className="px-4 py-2.5 text-right font-medium">{t("balance.history.after")}</Th>
              </TableHead>
              <tbody className="divide-y divide-slate-100">
                {list.map((row) => (
                  <MovementRow key={row.id} row={row} />
                ))}
              </tbody>
            </Table>
          </>
        )}
        {pages > 1 && (
          <Pager
            label={t("balance.history.pager")}
            page={pageNo}
            pages={pages}
            onPage={setPageNo}
            previous={t("balance.history.previous")}
            next={t("balance.history.next")}
            position={
              <span className="text-slate-600 text-sm">{t("balance.history.position", { page: pageNo, pages })}</span>
            }
          />
        )}
      </section>
      <PayDialog
        orderRef={paying}
        onClose={() => {
          setPaying(null);
          refresh();
        }}
        onPaid={topupPaid}
        returnPath="/admin/balance"
        title={t("balance.topup.payTitle")}
      />
    </CentrePage>
  );
}

/** +¥300 in, −¥30 out. */
const signedFen = (fen: number) => (fen > 0 ? `+${formatFen(fen)}` : `−${formatFen(-fen)}`);

function MovementRow({ row }: { row: BalanceMovement }) {
  const t = useT();
  const locale = useLocale();
  return (
    <tr>
      <td className="whitespace-nowrap px-4 py-3 text-slate-600 tabular-nums">
        {compactDateTime(row.createdAt, locale)}
      </td>
      <td className="whitespace-nowrap px-4 py-3 font-medium text-ink">{t(`balance.kinds.${row.kind}`)}</td>
      <td className="px-4 py-3 font-mono text-slate-500 text-xs">{row.cause}</td>
      <td
        className={`whitespace-nowrap px-4 py-3 text-right font-semibold tabular-nums ${row.amount > 0 ? "text-emerald-700" : "text-ink"}`}
      >
        {signedFen(row.amount)}
      </td>
      <td className="whitespace-nowrap px-4 py-3 text-right text-slate-700 tabular-nums">
        {formatFen(row.balanceAfter)}
      </td>
    </tr>
  );
}
