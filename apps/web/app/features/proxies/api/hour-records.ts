import type { HourRecordListQuery, HourRecordPage } from "@shop/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

/** GET /app-api/ip/deduct-hour-record/list: the member's hourly deduction records, newest hour first. */
export const listHourRecords = (query: HourRecordListQuery) =>
  api.get<HourRecordPage>("/app-api/ip/deduct-hour-record/list", { query: { ...query } });

export function useHourRecords(query: HourRecordListQuery, options: { enabled: boolean }) {
  return useQuery({
    queryKey: ["proxies", "hour-records", query],
    queryFn: () => listHourRecords(query),
    // The table keeps its rows while the next page loads.
    placeholderData: keepPreviousData,
    enabled: options.enabled,
  });
}
