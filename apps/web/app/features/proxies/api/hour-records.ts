import { type HourRecordListQuery, usageEndpoints } from "@shop/contract/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { proxiesKeys } from "./proxies-keys.ts";

/** The member's hourly deduction records, newest hour first. */
export const listHourRecords = (query: HourRecordListQuery) => api.call(usageEndpoints.listHourRecords, { query });

export function useHourRecords(query: HourRecordListQuery, options: { enabled: boolean }) {
  return useQuery({
    queryKey: proxiesKeys.hourRecords(query),
    queryFn: () => listHourRecords(query),
    // The table keeps its rows while the next page loads.
    placeholderData: keepPreviousData,
    enabled: options.enabled,
  });
}
