import { type HourRecordListQuery, usageEndpoints } from "@shop/contract/core";
import { api } from "../../../lib/api.ts";
import { useKeptQuery } from "../../../lib/query-hooks.ts";
import { proxiesKeys } from "./proxies-keys.ts";

/** The member's hourly deduction records, newest hour first. */
const listHourRecords = (query: HourRecordListQuery) => api.call(usageEndpoints.listHourRecords, { query });

export function useHourRecords(query: HourRecordListQuery, options: { enabled: boolean }) {
  return useKeptQuery(proxiesKeys.hourRecords(query), () => listHourRecords(query), options);
}
