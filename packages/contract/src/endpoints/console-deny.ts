import { endpointGroup } from "../endpoint.ts";
import type { ProxyCentreDeleteRequest } from "../proxy-accounts.ts";
import type { DenyDomainCreateInput, DenyDomainEntry, SellerDenyList } from "../target-deny.ts";

const { get, post } = endpointGroup({
  tag: "Console: target deny list",
  audience: "operator",
  permission: "proxy.deny-list",
});

/** The seller's target deny list: domains no member's traffic may reach (banks, government sites …). */
export const consoleDenyEndpoints = {
  listDenyDomains: get<{ data: SellerDenyList }>(
    "/ops-api/deny-domains",
    "Every domain the seller denies, newest first",
  ),
  addDenyDomain: post<{ body: DenyDomainCreateInput; data: DenyDomainEntry }>(
    "/ops-api/deny-domains/create",
    "Denies a target domain and every name under it, for every member",
  ),
  deleteDenyDomain: post<{ body: ProxyCentreDeleteRequest; data: boolean }>(
    "/ops-api/deny-domains/delete",
    "Removes one domain from the seller's deny list",
  ),
};
