import type { TrafficWarning } from "@shop/contract";
import { LocalizedLink } from "../../i18n/localized-link.tsx";
import { useT } from "../../i18n/use-locale.ts";

/** SPEC §8: "Your traffic is insufficient, please recharge in time" / "No flow, please recharge first", with the way to buy. */
export function TrafficWarningBanner({ warning }: { warning: TrafficWarning }) {
  const t = useT();
  if (warning === "none") return null;
  const isEmpty = warning === "empty";
  return (
    <div
      role="alert"
      data-testid="traffic-warning"
      className={`flex flex-col gap-3 rounded-xl border px-4 py-3 sm:flex-row sm:items-center sm:justify-between ${
        isEmpty ? "border-red-200 bg-red-50 text-red-800" : "border-amber-200 bg-amber-50 text-amber-900"
      }`}
    >
      <p className="flex items-start gap-2 font-medium text-sm">
        <svg viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0" aria-hidden="true">
          <path
            d="M10 2.5 18 17H2L10 2.5Z"
            stroke="currentColor"
            strokeWidth="1.6"
            fill="none"
            strokeLinejoin="round"
          />
          <path d="M10 8v4m0 2.5h.01" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
        {t(isEmpty ? "proxies.warning.empty" : "proxies.warning.low")}
      </p>
      <LocalizedLink
        to="/admin/dynamic/buy"
        className={`shrink-0 self-start rounded-lg px-4 py-2 font-medium text-sm text-white shadow-sm hover:opacity-90 sm:self-auto ${
          isEmpty ? "bg-red-600" : "bg-amber-600"
        }`}
      >
        {t("proxies.warning.recharge")}
      </LocalizedLink>
    </div>
  );
}
