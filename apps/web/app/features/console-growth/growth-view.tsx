import { type ConsoleCommission, couponProducts, formatFen, giftBatchFieldsSchema } from "@shop/contract";
import { fromZonedInputValue, toZonedInputValue } from "@shop/contract/core";
import { type FormEvent, useEffect, useState } from "react";
import { useLocale, useT } from "../../i18n/use-locale.ts";
import { ApiError } from "../../lib/api-client.ts";
import { saveBlob } from "../../lib/copy-and-save.ts";
import { formatDateTime } from "../../lib/format.ts";
import { Badge } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { ConfirmFactsDialog } from "../../ui/confirm-facts-dialog.tsx";
import { inputClass } from "../../ui/field.tsx";
import { Table, TableBody, TableHead, TableMessageRow, Th } from "../../ui/table.tsx";
import { showMessage } from "../../ui/toast.tsx";
import { ConsoleCard, useBusinessZone } from "../console/index.ts";
import {
  exportGiftBatch,
  useCommissions,
  useCoupons,
  useCreateCoupon,
  useCreateGiftBatch,
  useGiftBatches,
  useGrowthSettings,
  useSetCouponActive,
  useUpdateGrowthSettings,
  useWithholdCommission,
} from "./api.ts";

const control = inputClass(false);
const labelClass = "block font-medium text-slate-700 text-sm";
/** "12.50" yuan typed → 1250 fen; NaN stays NaN for the server to refuse with its message. */
const yuanToFen = (yuan: string) => Math.round(Number(yuan) * 100);
/** A datetime-local value, typed on the business zone's clock (the label names it), as ISO 8601. */
const isoOf = (local: string, zone: string) => fromZonedInputValue(local, zone)?.toISOString() ?? "";

/** What `count` codes of a batch are worth together: "20 GB" or "¥500". */
const giftWorth = (batch: { kind: string; trafficGb: number | null; amountFen: number | null }, count: number) =>
  batch.kind === "traffic" ? `${(batch.trafficGb ?? 0) * count} GB` : formatFen((batch.amountFen ?? 0) * count);

/** The console's growth area: settings, coupons, gift-code batches and referral commissions. */
export function GrowthView() {
  return (
    <div className="space-y-6">
      <CouponsCard />
      <GiftCodesCard />
      <CommissionsCard />
      <SettingsCard />
    </div>
  );
}

function useK() {
  const t = useT();
  return (key: string, params?: Record<string, unknown>) => t(`consoleGrowth.${key}`, params);
}

function CouponsCard() {
  const k = useK();
  const zone = useBusinessZone();
  const locale = useLocale();
  const coupons = useCoupons();
  const create = useCreateCoupon();
  const setActive = useSetCouponActive();
  const [error, setError] = useState<string | null>(null);
  const [form, setForm] = useState({
    code: "",
    name: "",
    kind: "fixed" as "fixed" | "percent",
    value: "",
    products: [] as string[],
    minAmount: "0",
    startsAt: "",
    endsAt: "",
    totalUses: "",
    usesPerMember: "1",
    firstOrderOnly: false,
  });
  useEffect(() => {
    const now = new Date();
    setForm((f) => ({
      ...f,
      startsAt: toZonedInputValue(now, zone.zone),
      endsAt: toZonedInputValue(new Date(now.getTime() + 30 * 86_400_000), zone.zone),
    }));
  }, [zone.zone]);
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await create.mutateAsync({
        code: form.code,
        name: form.name,
        kind: form.kind,
        amountOff: form.kind === "fixed" ? yuanToFen(form.value) : null,
        percentOff: form.kind === "percent" ? Number(form.value) : null,
        products: form.products as (typeof couponProducts)[number][],
        minAmount: yuanToFen(form.minAmount || "0"),
        startsAt: isoOf(form.startsAt, zone.zone),
        endsAt: isoOf(form.endsAt, zone.zone),
        totalUses: form.totalUses ? Number(form.totalUses) : null,
        usesPerMember: Number(form.usesPerMember),
        firstOrderOnly: form.firstOrderOnly,
      });
      showMessage(k("coupons.created", { code: form.code.toUpperCase() }), "success");
      setForm((f) => ({ ...f, code: "", name: "", value: "" }));
    } catch (caught) {
      if (caught instanceof ApiError) setError(caught.message);
    }
  };

  return (
    <ConsoleCard id="growth-coupons" title={k("coupons.title")}>
      <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="coupon-form">
        <label className={labelClass}>
          {k("coupons.code")}
          <input
            className={`${control} mt-1 font-mono uppercase`}
            value={form.code}
            onChange={(e) => set("code", e.target.value)}
          />
        </label>
        <label className={labelClass}>
          {k("coupons.name")}
          <input className={`${control} mt-1`} value={form.name} onChange={(e) => set("name", e.target.value)} />
        </label>
        <label className={labelClass}>
          {k("coupons.kind")}
          <select
            className={`${control} mt-1`}
            value={form.kind}
            onChange={(e) => set("kind", e.target.value as "fixed" | "percent")}
          >
            <option value="fixed">{k("coupons.kinds.fixed")}</option>
            <option value="percent">{k("coupons.kinds.percent")}</option>
          </select>
        </label>
        <label className={labelClass}>
          {form.kind === "fixed" ? k("coupons.amountOff") : k("coupons.percentOff")}
          <input
            className={`${control} mt-1`}
            inputMode="decimal"
            value={form.value}
            onChange={(e) => set("value", e.target.value)}
          />
        </label>
        <label className={labelClass}>
          {k("coupons.minAmount")}
          <input
            className={`${control} mt-1`}
            inputMode="decimal"
            value={form.minAmount}
            onChange={(e) => set("minAmount", e.target.value)}
          />
        </label>
        <label className={labelClass}>
          {k("coupons.startsAtIn", { zone: zone.name })}
          <input
            type="datetime-local"
            className={`${control} mt-1`}
            value={form.startsAt}
            onChange={(e) => set("startsAt", e.target.value)}
          />
        </label>
        <label className={labelClass}>
          {k("coupons.endsAtIn", { zone: zone.name })}
          <input
            type="datetime-local"
            className={`${control} mt-1`}
            value={form.endsAt}
            onChange={(e) => set("endsAt", e.target.value)}
          />
        </label>
        <label className={labelClass}>
          {k("coupons.totalUses")}
          <input
            className={`${control} mt-1`}
            inputMode="numeric"
            placeholder={k("coupons.unlimited")}
            value={form.totalUses}
            onChange={(e) => set("totalUses", e.target.value)}
          />
        </label>
        <label className={labelClass}>
          {k("coupons.usesPerMember")}
          <input
            className={`${control} mt-1`}
            inputMode="numeric"
            value={form.usesPerMember}
            onChange={(e) => set("usesPerMember", e.target.value)}
          />
        </label>
        <fieldset className="sm:col-span-2">
          <legend className={labelClass}>{k("coupons.products")}</legend>
          <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2 text-sm">
            {couponProducts.map((product) => (
              <label key={product} className="flex items-center gap-1.5">
                <input
                  type="checkbox"
                  checked={form.products.includes(product)}
                  onChange={(e) =>
                    set(
                      "products",
                      e.target.checked ? [...form.products, product] : form.products.filter((p) => p !== product),
                    )
                  }
                />
                {k(`products.${product}`)}
              </label>
            ))}
          </div>
          <p className="mt-1 text-slate-500 text-xs">{k("coupons.productsHint")}</p>
        </fieldset>
        <label className="flex items-center gap-2 self-end text-slate-700 text-sm">
          <input
            type="checkbox"
            checked={form.firstOrderOnly}
            onChange={(e) => set("firstOrderOnly", e.target.checked)}
          />
          {k("coupons.firstOrderOnly")}
        </label>
        <div className="flex items-end sm:col-span-2 lg:col-span-4">
          <Button type="submit" loading={create.isPending}>
            {k("coupons.create")}
          </Button>
          {error && (
            <p className="ml-4 text-red-600 text-sm" role="alert" data-testid="coupon-form-error">
              {error}
            </p>
          )}
        </div>
      </form>
      <Table caption={k("coupons.title")} className="mt-6" testId="coupons">
        <TableHead>
          <Th>{k("coupons.code")}</Th>
          <Th>{k("coupons.value")}</Th>
          <Th className="hidden px-4 py-2.5 font-medium md:table-cell">{k("coupons.window")}</Th>
          <Th>{k("coupons.used")}</Th>
          <Th>{k("coupons.state")}</Th>
        </TableHead>
        <TableBody>
          {(coupons.data ?? []).map((coupon) => (
            <tr key={coupon.id} data-testid="coupon-row">
              <td className="px-4 py-3">
                <div className="font-mono font-semibold">{coupon.code}</div>
                <div className="text-slate-500 text-xs">{coupon.name}</div>
              </td>
              <td className="px-4 py-3 text-sm">
                <div>
                  {coupon.kind === "fixed"
                    ? k("coupons.off", { amount: formatFen(coupon.amountOff ?? 0) })
                    : k("coupons.percent", { percent: coupon.percentOff })}
                </div>
                <div className="text-slate-500 text-xs">
                  {coupon.products.length
                    ? coupon.products.map((p) => k(`products.${p}`)).join(" · ")
                    : k("coupons.allProducts")}
                  {coupon.minAmount > 0 && ` · ${k("coupons.from", { amount: formatFen(coupon.minAmount) })}`}
                  {coupon.firstOrderOnly && ` · ${k("coupons.firstOrderOnly")}`}
                </div>
              </td>
              <td className="hidden px-4 py-3 text-slate-600 text-xs md:table-cell">
                {formatDateTime(coupon.startsAt, locale)} – {formatDateTime(coupon.endsAt, locale)}
              </td>
              <td className="px-4 py-3 tabular-nums">
                {coupon.used} / {coupon.totalUses ?? "∞"}
              </td>
              <td className="px-4 py-3">
                <button
                  type="button"
                  className="text-brand text-sm hover:underline"
                  onClick={() => setActive.mutate({ id: coupon.id, isActive: !coupon.isActive })}
                >
                  {coupon.isActive ? (
                    <Badge tone="success">{k("coupons.active")}</Badge>
                  ) : (
                    <Badge tone="neutral">{k("coupons.inactive")}</Badge>
                  )}
                </button>
              </td>
            </tr>
          ))}
          {coupons.data?.length === 0 && <TableMessageRow colSpan={5}>{k("coupons.none")}</TableMessageRow>}
        </TableBody>
      </Table>
    </ConsoleCard>
  );
}

function GiftCodesCard() {
  const k = useK();
  const zone = useBusinessZone();
  const locale = useLocale();
  const batches = useGiftBatches();
  const create = useCreateGiftBatch();
  const [error, setError] = useState<string | null>(null);
  const [form, setForm] = useState({
    name: "",
    kind: "traffic" as "traffic" | "balance",
    value: "",
    count: "10",
    expiresAt: "",
  });
  useEffect(
    () => setForm((f) => ({ ...f, expiresAt: toZonedInputValue(new Date(Date.now() + 90 * 86_400_000), zone.zone) })),
    [zone.zone],
  );
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  const fields = () => ({
    name: form.name,
    kind: form.kind,
    trafficGb: form.kind === "traffic" ? Number(form.value) : null,
    amountFen: form.kind === "balance" ? yuanToFen(form.value) : null,
    count: Number(form.count),
    expiresAt: isoOf(form.expiresAt, zone.zone),
  });
  const [confirming, setConfirming] = useState<ReturnType<typeof fields> | null>(null);
  const generate = async (body: ReturnType<typeof fields>) => {
    await create.mutateAsync(body);
    showMessage(k("gift.createdWhat", { count: body.count, name: body.name.trim() }), "success");
    setForm((f) => ({ ...f, name: "", value: "" }));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const body = fields();
    // A batch is value to hand out: a valid one is confirmed with its total worth. An invalid one
    // creates nothing, so it goes straight to the server, whose translated refusal shows here.
    if (giftBatchFieldsSchema.safeParse(body).success) return setConfirming(body);
    try {
      await generate(body);
    } catch (caught) {
      if (caught instanceof ApiError) setError(caught.message);
    }
  };
  const download = async (id: number) => {
    const file = await exportGiftBatch(id);
    saveBlob(file as unknown as Blob, `gift-codes-${id}.csv`);
  };

  return (
    <ConsoleCard id="growth-gift" title={k("gift.title")}>
      <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5" data-testid="gift-form">
        <label className={labelClass}>
          {k("gift.name")}
          <input className={`${control} mt-1`} value={form.name} onChange={(e) => set("name", e.target.value)} />
        </label>
        <label className={labelClass}>
          {k("gift.kind")}
          <select
            className={`${control} mt-1`}
            value={form.kind}
            onChange={(e) => set("kind", e.target.value as "traffic" | "balance")}
          >
            <option value="traffic">{k("gift.kinds.traffic")}</option>
            <option value="balance">{k("gift.kinds.balance")}</option>
          </select>
        </label>
        <label className={labelClass}>
          {form.kind === "traffic" ? k("gift.trafficGb") : k("gift.amount")}
          <input
            className={`${control} mt-1`}
            inputMode="decimal"
            value={form.value}
            onChange={(e) => set("value", e.target.value)}
          />
        </label>
        <label className={labelClass}>
          {k("gift.count")}
          <input
            className={`${control} mt-1`}
            inputMode="numeric"
            value={form.count}
            onChange={(e) => set("count", e.target.value)}
          />
        </label>
        <label className={labelClass}>
          {k("gift.expiresAtIn", { zone: zone.name })}
          <input
            type="datetime-local"
            className={`${control} mt-1`}
            value={form.expiresAt}
            onChange={(e) => set("expiresAt", e.target.value)}
          />
        </label>
        <div className="flex items-end sm:col-span-2 lg:col-span-5">
          <Button type="submit" loading={create.isPending}>
            {k("gift.create")}
          </Button>
          {error && (
            <p className="ml-4 text-red-600 text-sm" role="alert">
              {error}
            </p>
          )}
        </div>
      </form>
      {confirming && (
        <ConfirmFactsDialog
          open
          onClose={() => setConfirming(null)}
          title={k("gift.confirmTitle")}
          intro={k("gift.confirmIntro")}
          facts={[
            { label: k("gift.name"), value: confirming.name.trim() },
            { label: k("gift.value"), value: giftWorth(confirming, 1) },
            { label: k("gift.count"), value: String(confirming.count) },
            { label: k("gift.total"), value: giftWorth(confirming, confirming.count) },
            { label: k("gift.expiresAtIn", { zone: zone.name }), value: formatDateTime(confirming.expiresAt, locale) },
          ]}
          confirmLabel={k("gift.confirmCreate", { count: confirming.count })}
          fallbackError={k("gift.failed")}
          testId="gift-confirm"
          onConfirm={() => generate(confirming)}
        />
      )}
      <Table caption={k("gift.title")} className="mt-6" testId="gift-batches">
        <TableHead>
          <Th>{k("gift.name")}</Th>
          <Th>{k("gift.value")}</Th>
          <Th>{k("gift.redeemed")}</Th>
          <Th className="hidden px-4 py-2.5 font-medium md:table-cell">{k("gift.expiresAt")}</Th>
          <Th>{k("gift.export")}</Th>
        </TableHead>
        <TableBody>
          {(batches.data ?? []).map((batch) => (
            <tr key={batch.id} data-testid="gift-batch-row">
              <td className="px-4 py-3">{batch.name}</td>
              <td className="px-4 py-3">
                {batch.kind === "traffic" ? `${batch.trafficGb} GB` : formatFen(batch.amountFen ?? 0)}
              </td>
              <td className="px-4 py-3 tabular-nums">
                {batch.redeemed} / {batch.count}
              </td>
              <td className="hidden px-4 py-3 text-slate-600 text-xs md:table-cell">
                {formatDateTime(batch.expiresAt, locale)}
              </td>
              <td className="px-4 py-3">
                <button
                  type="button"
                  className="text-brand text-sm hover:underline"
                  onClick={() => void download(batch.id)}
                >
                  {k("gift.exportCsv")}
                </button>
              </td>
            </tr>
          ))}
          {batches.data?.length === 0 && <TableMessageRow colSpan={5}>{k("gift.none")}</TableMessageRow>}
        </TableBody>
      </Table>
    </ConsoleCard>
  );
}

function CommissionsCard() {
  const k = useK();
  const locale = useLocale();
  const commissions = useCommissions();
  const [reasons, setReasons] = useState<Record<number, string>>({});
  const [missingReason, setMissingReason] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<ConsoleCommission | null>(null);
  const setReason = (id: number, reason: string) => {
    setReasons((r) => ({ ...r, [id]: reason }));
    if (reason.trim()) setMissingReason(null);
  };
  // The reason is asked for before the confirmation: the referrer reads it on their invite page.
  const askToWithhold = (row: ConsoleCommission) => {
    if (!(reasons[row.id] ?? "").trim()) return setMissingReason(row.id);
    setMissingReason(null);
    setConfirming(row);
  };
  return (
    <ConsoleCard id="growth-commissions" title={k("commissions.title")}>
      <Table caption={k("commissions.title")} testId="commissions">
        {/* On a phone each commission is a block of its own (cells stacked), not a row to scroll sideways. */}
        <TableHead className="hidden md:table-header-group">
          <Th>{k("commissions.order")}</Th>
          <Th>{k("commissions.members")}</Th>
          <Th>{k("commissions.amount")}</Th>
          <Th>{k("commissions.status")}</Th>
          <Th>{k("commissions.withhold")}</Th>
        </TableHead>
        <TableBody>
          {(commissions.data?.list ?? []).map((row) => (
            <tr key={row.id} data-testid="commission-row" className="block py-2 align-top md:table-row md:py-0">
              <td className="block px-4 py-1 md:table-cell md:py-3">
                <div className="font-mono text-xs">{row.orderNo}</div>
                <div className="text-slate-500 text-xs">{formatDateTime(row.createdAt, locale)}</div>
              </td>
              <td className="block px-4 py-1 text-xs md:table-cell md:py-3">
                <div>{k("commissions.referrer", { account: row.referrerAccount })}</div>
                <div className="text-slate-500">{k("commissions.invitee", { account: row.inviteeAccount })}</div>
              </td>
              <td className="block px-4 py-1 tabular-nums md:table-cell md:py-3">
                {formatFen(row.amountFen)}
                <div className="text-slate-500 text-xs">
                  {k("commissions.ofPaid", { percent: row.percent, paid: formatFen(row.paidFen) })}
                </div>
              </td>
              <td className="block px-4 py-1 md:table-cell md:py-3">
                <Badge tone={row.status === "withheld" ? "warning" : "neutral"}>
                  {k(`commissions.statuses.${row.status}`)}
                </Badge>
                {row.withheldReason && (
                  <div className="mt-1 max-w-48 break-words text-slate-500 text-xs">{row.withheldReason}</div>
                )}
              </td>
              <td className="block px-4 py-1 md:table-cell md:py-3">
                {row.status === "holding" && (
                  <div className="flex flex-col gap-1 md:min-w-56">
                    <div className="flex gap-2">
                      <input
                        className={`${inputClass(missingReason === row.id)} min-w-0 flex-1 md:w-40 md:flex-none`}
                        placeholder={k("commissions.reason")}
                        aria-label={k("commissions.reason")}
                        aria-invalid={missingReason === row.id ? true : undefined}
                        maxLength={200}
                        value={reasons[row.id] ?? ""}
                        onChange={(e) => setReason(row.id, e.target.value)}
                      />
                      <Button
                        variant="danger"
                        size="sm"
                        className="shrink-0 whitespace-nowrap"
                        onClick={() => askToWithhold(row)}
                      >
                        {k("commissions.withhold")}
                      </Button>
                    </div>
                    {missingReason === row.id && (
                      <p role="alert" className="text-red-600 text-xs">
                        {k("commissions.reasonRequired")}
                      </p>
                    )}
                  </div>
                )}
              </td>
            </tr>
          ))}
          {commissions.data?.list.length === 0 && (
            <TableMessageRow colSpan={5}>{k("commissions.none")}</TableMessageRow>
          )}
        </TableBody>
      </Table>
      {confirming && (
        <WithholdDialog
          row={confirming}
          reason={(reasons[confirming.id] ?? "").trim()}
          onClose={() => setConfirming(null)}
        />
      )}
    </ConsoleCard>
  );
}

/** The withholding's confirmation: the amount, who would have earned it, from whom and why. */
function WithholdDialog({ row, reason, onClose }: { row: ConsoleCommission; reason: string; onClose(): void }) {
  const k = useK();
  const withhold = useWithholdCommission();
  const amount = formatFen(row.amountFen);
  return (
    <ConfirmFactsDialog
      open
      onClose={onClose}
      title={k("commissions.confirmTitle")}
      intro={k("commissions.confirmIntro")}
      facts={[
        { label: k("commissions.amount"), value: amount },
        { label: k("commissions.referrerLabel"), value: row.referrerAccount },
        { label: k("commissions.inviteeLabel"), value: row.inviteeAccount },
        { label: k("commissions.order"), value: <span className="font-mono">{row.orderNo}</span> },
        { label: k("commissions.reason"), value: reason },
      ]}
      confirmLabel={k("commissions.confirmWithhold", { amount })}
      fallbackError={k("commissions.failed")}
      danger
      testId="withhold-dialog"
      onConfirm={async () => {
        await withhold.mutateAsync({ id: row.id, reason });
        showMessage(
          k("commissions.withheldDone", { amount, referrer: row.referrerAccount, orderNo: row.orderNo }),
          "success",
        );
      }}
    />
  );
}

function SettingsCard() {
  const k = useK();
  const settings = useGrowthSettings();
  const update = useUpdateGrowthSettings();
  const [form, setForm] = useState<{
    commissionPercent: string;
    holdingDays: string;
    trialEnabled: boolean;
    trialMb: string;
  } | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (settings.data && !form) {
      const s = settings.data;
      setForm({
        commissionPercent: String(s.commissionPercent),
        holdingDays: String(s.holdingDays),
        trialEnabled: s.trialEnabled,
        trialMb: String(s.trialMb),
      });
    }
  }, [settings.data, form]);
  if (!form) return null;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await update.mutateAsync({
        commissionPercent: Number(form.commissionPercent),
        holdingDays: Number(form.holdingDays),
        trialEnabled: form.trialEnabled,
        trialMb: Number(form.trialMb),
      });
      showMessage(k("settings.saved"), "success");
    } catch (caught) {
      if (caught instanceof ApiError) setError(caught.message);
    }
  };
  return (
    <ConsoleCard id="growth-settings" title={k("settings.title")}>
      <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <label className={labelClass}>
          {k("settings.commissionPercent")}
          <input
            className={`${control} mt-1`}
            inputMode="numeric"
            value={form.commissionPercent}
            onChange={(e) => setForm({ ...form, commissionPercent: e.target.value })}
          />
        </label>
        <label className={labelClass}>
          {k("settings.holdingDays")}
          <input
            className={`${control} mt-1`}
            inputMode="numeric"
            value={form.holdingDays}
            onChange={(e) => setForm({ ...form, holdingDays: e.target.value })}
          />
        </label>
        <label className="flex items-center gap-2 self-end text-slate-700 text-sm">
          <input
            type="checkbox"
            checked={form.trialEnabled}
            onChange={(e) => setForm({ ...form, trialEnabled: e.target.checked })}
          />
          {k("settings.trialEnabled")}
        </label>
        <label className={labelClass}>
          {k("settings.trialMb")}
          <input
            className={`${control} mt-1`}
            inputMode="numeric"
            value={form.trialMb}
            onChange={(e) => setForm({ ...form, trialMb: e.target.value })}
          />
        </label>
        <p className="text-slate-500 text-xs sm:col-span-2 lg:col-span-4">{k("settings.hint")}</p>
        <div className="flex items-center sm:col-span-2 lg:col-span-4">
          <Button type="submit" loading={update.isPending}>
            {k("settings.save")}
          </Button>
          {error && (
            <p className="ml-4 text-red-600 text-sm" role="alert">
              {error}
            </p>
          )}
        </div>
      </form>
    </ConsoleCard>
  );
}
