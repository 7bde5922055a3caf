import type { TrafficWarning } from "@shop/contract";
import { LocalizedLink } from "../../i18n/localized-link.tsx";
import { useT } from "../../i18n/use-locale.ts";
import { type Stroke, StrokeIcon } from "../../ui/stroke-icon.tsx";

const warningStrokes: Stroke[] = [
  { d: "M10 2.5 18 17H2L10 2.5Z", width: 1.6, join: "round" },
  { d: "M10 8v4m0 2.5h.01", width: 1.8, cap: "round" },
];

/** SPEC §8: "Your traffic is insufficient, please recharge in time" / "No flow, please recharge first" (worded "No traffic left. Please top up first"), with the way to buy. */
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
        <StrokeIcon strokes={warningStrokes} grid={20} className="mt-0.5 size-4 shrink-0" />
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
