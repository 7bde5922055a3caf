import { useMemo } from "react";
import { useLocale } from "../../../i18n/use-locale.ts";
import { businessTimeZone, formatZonedSecond, zoneLabel } from "../../../lib/format.ts";
import { useConsoleSession } from "./session.ts";

/**
 * The business's time zone as the server has it (BUSINESS_TIME_ZONE, told with the session): the
 * console shows its times on that clock and names it, whatever the operator's browser is set to.
 */
export function useBusinessZone() {
  const locale = useLocale();
  const zone = useConsoleSession().data?.timeZone ?? businessTimeZone;
  return useMemo(
    () => ({
      zone,
      /** 北京时间 / Beijing time, or the IANA name. */
      name: zoneLabel(zone, locale),
      /** "2026-11-28 12:19:05" on that clock. */
      second: (iso: string) => formatZonedSecond(iso, zone),
      minute: (iso: string) => formatZonedSecond(iso, zone).slice(0, 16),
    }),
    [zone, locale],
  );
}
