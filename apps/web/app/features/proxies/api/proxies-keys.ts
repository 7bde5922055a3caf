import type { ProxyAccountListQuery } from "@shop/contract/core";

/** The proxy centre's query keys for sub-accounts, allowlist, extraction URL and gateway settings. */
export const proxiesKeys = {
  all: ["proxies"] as const,
  /** Every page of the sub-account list (what a change invalidates). */
  accounts: () => [...proxiesKeys.all, "accounts"] as const,
  accountPage: (query: ProxyAccountListQuery) => [...proxiesKeys.accounts(), query] as const,
  allowlist: () => [...proxiesKeys.all, "allowlist"] as const,
  extractionToken: () => [...proxiesKeys.all, "extraction-token"] as const,
  gateway: () => [...proxiesKeys.all, "gateway"] as const,
};
