import type { CouponQuote, CouponQuoteRequest } from "@shop/contract";
import { formatFen } from "@shop/contract";
import { type FormEvent, useState } from "react";
import { useT } from "../../i18n/use-locale.ts";
import { Button } from "../../ui/button.tsx";
import { FieldError, inputClass } from "../../ui/field.tsx";
import { quoteCoupon } from "./api/quote-coupon.ts";

/** A coupon the server accepted for the choice: its code and what it takes off. */
export type AppliedCoupon = Extract<CouponQuote, { status: "applicable" }>;

/**
 * The checkout's coupon box: the code is checked and priced by the server for
 * the choice (never a price from here); a refusal says why, in the reader's
 * language (expired, not for this product, used up, minimum not met …).
 */
export function CouponField({
  choice,
  applied,
  onApplied,
  canAsk,
  onNeedLogin,
}: {
  /** The choice as the quote call takes it (package, GB or node with days and count). */
  choice: Omit<CouponQuoteRequest, "code">;
  applied: AppliedCoupon | null;
  onApplied(coupon: AppliedCoupon | null): void;
  /** Whether the visitor is logged in (the quote is the member's: per-member and first-order limits). */
  canAsk: boolean;
  onNeedLogin(): void;
}) {
  const t = useT();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    if (!canAsk) return onNeedLogin();
    const typed = code.trim();
    if (!typed) return setError(t("growth.coupon.enterCode"));
    setBusy(true);
    setError(null);
    try {
      const quote = await quoteCoupon({ ...choice, code: typed });
      if (quote.status === "applicable") {
        onApplied(quote);
      } else {
        onApplied(null);
        setError(t(`growth.coupon.refusals.${quote.status}`, { min: formatFen(quote.minAmountFen) }));
      }
    } catch {
      // The API client has shown the server's message (e.g. a code with spaces in it).
    } finally {
      setBusy(false);
    }
  };

  if (applied) {
    return (
      <div
        className="mt-4 flex items-center justify-between gap-3 rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2.5 text-sm"
        data-testid="coupon-applied"
      >
        <span className="min-w-0 text-emerald-900">
          {t("growth.coupon.applied", { code: applied.code, amount: formatFen(applied.discountFen) })}
        </span>
        <button
          type="button"
          className="shrink-0 font-medium text-brand hover:underline"
          onClick={() => {
            onApplied(null);
            setCode("");
          }}
        >
          {t("growth.coupon.remove")}
        </button>
      </div>
    );
  }
  return (
    <form onSubmit={apply} className="mt-4" noValidate>
      <label htmlFor="coupon-code" className="font-medium text-ink text-sm">
        {t("growth.coupon.label")}
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          id="coupon-code"
          name="coupon"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          placeholder={t("growth.coupon.placeholder")}
          autoComplete="off"
          maxLength={32}
          className={inputClass(Boolean(error))}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "coupon-code-error" : undefined}
        />
        <Button type="submit" variant="secondary" loading={busy} className="shrink-0">
          {t("growth.coupon.apply")}
        </Button>
      </div>
      <FieldError id="coupon-code" error={error} testId="coupon-error" />
    </form>
  );
}
