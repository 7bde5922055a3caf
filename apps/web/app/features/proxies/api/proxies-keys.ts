import type {
  HourRecordListQuery,
  Locale,
  ProxyAccountListQuery,
  UsageDomainsQuery,
  UsageOutcomesQuery,
  UsageRangeQuery,
  UsageStatsQuery,
} from "@shop/contract/core";

/** The proxy centre's query keys: sub-accounts, allowlist, extraction URL, gateway, usage and places. */
export const proxiesKeys = {
  all: ["proxies"] as const,
  /** Every page of the sub-account list (what a change invalidates). */
  accounts: () => [...proxiesKeys.all, "accounts"] as const,
  accountPage: (query: ProxyAccountListQuery) => [...proxiesKeys.accounts(), query] as const,
  allowlist: () => [...proxiesKeys.all, "allowlist"] as const,
  extractionToken: () => [...proxiesKeys.all, "extraction-token"] as const,
  gateway: () => [...proxiesKeys.all, "gateway"] as const,
  dashboardSummary: () => [...proxiesKeys.all, "dashboard-summary"] as const,
  supplier: () => [...proxiesKeys.all, "supplier"] as const,
  callerIp: () => [...proxiesKeys.all, "caller-ip"] as const,
  activeStaticIps: (type: number) => [...proxiesKeys.all, "active-static-ips", type] as const,
  /** Everything the usage section shows (what a new batch of usage would invalidate). */
  usage: () => [...proxiesKeys.all, "usage"] as const,
  usageStats: (query: UsageStatsQuery) => [...proxiesKeys.usage(), "stats", query] as const,
  hourRecords: (query: HourRecordListQuery) => [...proxiesKeys.usage(), "hour-records", query] as const,
  usageByAccount: (query: UsageRangeQuery) => [...proxiesKeys.usage(), "by-account", query] as const,
  usageDomains: (query: UsageDomainsQuery) => [...proxiesKeys.usage(), "domains", query] as const,
  usageOutcomes: (query: UsageOutcomesQuery) => [...proxiesKeys.usage(), "outcomes", query] as const,
  countries: (locale: Locale) => ["regions", "countries", locale] as const,
  areas: (countryCode: string, locale: Locale) => ["regions", "areas", countryCode, locale] as const,
  cities: (countryCode: string, areaCode: string, locale: Locale) =>
    ["regions", "cities", countryCode, areaCode, locale] as const,
};
