import type { CertificationRefParams, MemberSearchQuery } from "@shop/contract";
import { consoleKeys } from "../console/index.ts";

/** Query keys of the member pages, under the console's: a change refreshes them with the rest of the console. */
export const memberKeys = {
  search: (query: MemberSearchQuery) => [...consoleKeys.all(), "members", query] as const,
  /** Every member page (an adjustment decided elsewhere changes one of them). */
  details: () => [...consoleKeys.all(), "member"] as const,
  detail: (memberId: number) => [...memberKeys.details(), memberId] as const,
  certificationQueue: (status: "waiting" | "all") => [...consoleKeys.all(), "certification-queue", status] as const,
  certificationApplications: () => [...consoleKeys.all(), "certification-application"] as const,
  certificationApplication: (ref: CertificationRefParams) =>
    [...memberKeys.certificationApplications(), ref.kind, ref.id] as const,
  pendingAdjustments: () => [...consoleKeys.all(), "adjustments", "pending"] as const,
};
