import type { Locale } from "@shop/contract/core";

const percentFormats = new Map<Locale, Intl.NumberFormat>();

/** A row's share of the whole as a small bar and a percentage (the bar hides on phones). */
export function ShareCell({ share, locale }: { share: number; locale: Locale }) {
  let percent = percentFormats.get(locale);
  if (!percent) {
    percent = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 });
    percentFormats.set(locale, percent);
  }
  return (
    <td className="whitespace-nowrap py-2.5 pr-3 pl-1 text-right sm:px-4">
      <span className="inline-flex items-center justify-end gap-2">
        <span aria-hidden="true" className="hidden h-1.5 w-16 overflow-hidden rounded bg-slate-100 sm:block">
          <span className="block h-full bg-brand" style={{ width: `${Math.round(share * 100)}%` }} />
        </span>
        <span className="inline-block w-12 text-right tabular-nums">{percent.format(share)}</span>
      </span>
    </td>
  );
}
