import { formatFen } from "@shop/contract";
import { type FormEvent, useId, useState } from "react";
import { Form } from "react-router";
import { useLocalizePath, useT } from "../../i18n/use-locale.ts";
import { Button } from "../../ui/button.tsx";
import { Icon } from "../../ui/icon.tsx";
import type { PayAsYouGoView } from "./views.ts";

/**
 * The amount typed into a pay-as-you-go form: starts at 10 GB (or the minimum), checked against the
 * limits. The form checks it itself (noValidate) so the message is in the page's language, not the
 * browser's. `ids` name the field, its hint and its refusal, which point at each other.
 */
export function useGbAmount(payg: PayAsYouGoView) {
  const id = useId();
  const [gbText, setGbTextState] = useState(String(Math.max(payg.minGb, 10)));
  const [isProblemShown, setProblemShown] = useState(false);
  const trimmed = gbText.trim();
  const gb = /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  const valid = Number.isInteger(gb) && gb >= payg.minGb && gb <= payg.maxGb;
  const problemKey = valid ? null : trimmed === "" ? "buy.payg.problemEmpty" : "buy.payg.problemRange";
  return {
    ids: { input: `${id}-gb`, hint: `${id}-hint`, problem: `${id}-problem` },
    gbText,
    setGbText(text: string) {
      setGbTextState(text);
      setProblemShown(false);
    },
    totalText: valid ? formatFen(gb * payg.unitPrice) : "—",
    /** The message to show under the field, once a submit was refused. */
    problemKey: isProblemShown ? problemKey : null,
    /** Keeps a form with a wrong amount from leaving the page, and says why. */
    guardSubmit(event: FormEvent<HTMLFormElement>) {
      if (valid) return;
      event.preventDefault();
      setProblemShown(true);
      event.currentTarget.querySelector<HTMLInputElement>('input[name="gb"]')?.focus();
    },
  };
}

/** Why the amount was refused, under the field (or nothing). */
export function GbProblem({ payg, amount }: { payg: PayAsYouGoView; amount: ReturnType<typeof useGbAmount> }) {
  const t = useT();
  if (!amount.problemKey) return null;
  return (
    <p id={amount.ids.problem} role="alert" className="mt-1.5 text-red-600 text-xs">
      {t(amount.problemKey, { min: payg.minGb, max: payg.maxGb.toLocaleString("en-US") })}
    </p>
  );
}

/** The GB field of a pay-as-you-go form (name "gb", whole numbers within the limits), described by its hint. */
export function GbInput({
  payg,
  amount,
  className,
}: {
  payg: PayAsYouGoView;
  amount: ReturnType<typeof useGbAmount>;
  className: string;
}) {
  return (
    <input
      id={amount.ids.input}
      name="gb"
      type="number"
      inputMode="numeric"
      min={payg.minGb}
      max={payg.maxGb}
      step={1}
      required
      value={amount.gbText}
      onChange={(event) => amount.setGbText(event.target.value)}
      aria-describedby={amount.problemKey ? `${amount.ids.problem} ${amount.ids.hint}` : amount.ids.hint}
      aria-invalid={amount.problemKey ? true : undefined}
      className={className}
    />
  );
}

/** Any amount of dynamic traffic at the per-GB price: a GET form to /order, or `action` (?product=dynamic&gb=). */
export function PayAsYouGoForm({ payg, action = "/order" }: { payg: PayAsYouGoView; action?: string }) {
  const t = useT();
  const localize = useLocalizePath();
  const amount = useGbAmount(payg);
  return (
    <Form
      method="get"
      action={localize(action)}
      noValidate
      onSubmit={amount.guardSubmit}
      className="flex h-full flex-col rounded-2xl border border-slate-300 border-dashed bg-slate-50 p-6"
      data-testid="payg-form"
    >
      <input type="hidden" name="product" value="dynamic" />
      <h3 className="font-semibold text-ink text-lg">{t("buy.payg.title")}</h3>
      <p className="mt-3 font-bold text-3xl text-ink tracking-tight">
        {payg.unitPriceText}
        <span className="ml-1 font-medium text-base text-slate-500">{t("catalogue.perGbUnit")}</span>
      </p>
      <p className="mt-1 text-slate-600 text-sm">{t("buy.payg.text", { price: payg.unitPriceText })}</p>
      <label htmlFor={amount.ids.input} className="mt-5 block font-medium text-slate-700 text-sm">
        {t("buy.payg.amount")}
      </label>
      <GbInput
        payg={payg}
        amount={amount}
        className="mt-1.5 h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-ink text-sm focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/20"
      />
      <GbProblem payg={payg} amount={amount} />
      <p id={amount.ids.hint} className="mt-1.5 text-slate-500 text-xs">
        {t("buy.payg.hint", { min: payg.minGb, max: payg.maxGb.toLocaleString("en-US") })}
      </p>
      <div className="mt-auto flex items-baseline justify-between gap-3 pt-5">
        <span className="text-slate-600 text-sm">{t("buy.payg.total")}</span>
        <span className="font-bold text-ink text-xl" aria-live="polite">
          {amount.totalText}
        </span>
      </div>
      <Button type="submit" variant="secondary" size="md" block className="mt-4">
        {t("buy.payg.continue")}
        <Icon name="arrowRight" className="size-4" />
      </Button>
    </Form>
  );
}
