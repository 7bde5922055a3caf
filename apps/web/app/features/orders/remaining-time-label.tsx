import { useT } from "../../i18n/use-locale.ts";
import { describeRemaining } from "./remaining-time.ts";

/**
 * SPEC §4 remaining time of a static IP: "Expired", "Expires today" or
 * d/h/m/s, on the server's clock. `now` is null before the page has mounted.
 */
export function RemainingTime({ expireTime, status, now }: { expireTime: string; status: 1 | 2; now: number | null }) {
  const t = useT();
  if (now === null) return <span className="text-slate-400">—</span>;
  const remaining = status === 2 ? ({ kind: "expired" } as const) : describeRemaining(expireTime, now);
  if (remaining.kind === "expired") {
    return (
      <span className="font-medium text-red-700" data-testid="remaining-time">
        {t("orders.remaining.expired")}
      </span>
    );
  }
  if (remaining.kind === "today") {
    return (
      <span className="text-amber-800" data-testid="remaining-time">
        <span className="font-semibold">{t("orders.remaining.today")}</span>
        <span className="block font-mono text-xs tabular-nums">
          {t("orders.remaining.hms", {
            hours: remaining.hours,
            minutes: remaining.minutes,
            seconds: remaining.seconds,
          })}
        </span>
      </span>
    );
  }
  return (
    <span
      className={`whitespace-nowrap font-mono text-xs tabular-nums ${remaining.days < 3 ? "text-amber-800" : "text-ink"}`}
      data-testid="remaining-time"
    >
      {t("orders.remaining.dhms", {
        days: remaining.days,
        hours: remaining.hours,
        minutes: remaining.minutes,
        seconds: remaining.seconds,
      })}
    </span>
  );
}
