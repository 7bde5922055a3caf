import { endpointGroup } from "../endpoint.ts";
import type {
  Allowlist,
  AllowlistCreateInput,
  AllowlistEntry,
  ExtractionToken,
  ProxyAccount,
  ProxyAccountCreateInput,
  ProxyAccountListQuery,
  ProxyAccountPage,
  ProxyAccountUpdateRequest,
  ProxyCentreDeleteRequest,
  ProxyGateway,
} from "../proxy-centre.ts";
import type { ProxyLineTestRequest, ProxyLineTestResult } from "../proxy-refusals.ts";
import type { DenyDomainCreateInput, DenyDomainEntry, MemberDenyList } from "../target-deny.ts";

const shared = { tag: "Proxy accounts", audience: "certified" } as const;
/** Sub-accounts and the allowlist: what an API key with proxy-accounts:write reaches. */
const accounts = endpointGroup({ ...shared, scope: "proxy-accounts:write" });
/** The extraction URL and the gateway its lines point at: what a key with extract reaches. */
const extraction = endpointGroup({ ...shared, scope: "extract" });

/**
 * Sub-accounts, allowlist and the extraction URL (SPEC §7 Proxy centre): certified members only,
 * their own records only; the gateway settings need only a login. Refusals of the changes read
 * "Add failed: …", "Edit failed: …" or "Delete failed: …" (SPEC §8). The extraction URL itself
 * (/extract/{token}) is outside /app-api and not declared here.
 *
 * The two create bodies are typed as parsed (an empty remark becomes null), since a schema's
 * parsed type must fit its declaration; callers send a string or leave the remark out.
 */
export const proxyAccountsEndpoints = {
  listAccounts: accounts.get<{ query: ProxyAccountListQuery; data: ProxyAccountPage }>(
    "/app-api/ip/proxy-account/list",
    "The member's own sub-accounts, newest first, optionally filtered by part of a username",
  ),
  createAccount: accounts.post<{ body: ProxyAccountCreateInput; data: ProxyAccount }>(
    "/app-api/ip/proxy-account/create",
    "Adds a sub-account; without a password the server generates one",
  ),
  updateAccount: accounts.post<{ body: ProxyAccountUpdateRequest; data: ProxyAccount }>(
    "/app-api/ip/proxy-account/update",
    "Changes a sub-account's password, traffic limit, connection and bandwidth limits, remark or switch (only the fields sent)",
  ),
  deleteAccount: accounts.post<{ body: ProxyCentreDeleteRequest; data: boolean }>(
    "/app-api/ip/proxy-account/delete",
    "Deletes one of the member's sub-accounts",
  ),
  listAllowlist: accounts.get<{ data: Allowlist }>(
    "/app-api/ip/whitelist/list",
    "Every allowlist entry of the member, oldest first, with the most allowed",
  ),
  addAllowlistEntry: accounts.post<{ body: AllowlistCreateInput; data: AllowlistEntry }>(
    "/app-api/ip/whitelist/create",
    "Adds an IPv4 address or range to the member's allowlist",
  ),
  deleteAllowlistEntry: accounts.post<{ body: ProxyCentreDeleteRequest; data: boolean }>(
    "/app-api/ip/whitelist/delete",
    "Removes one entry from the member's allowlist",
  ),
  listDenyList: accounts.get<{ data: MemberDenyList }>(
    "/app-api/ip/deny-domain/list",
    "The member's denied target domains (every sub-account of theirs), and the seller's, which apply too",
  ),
  addDenyDomain: accounts.post<{ body: DenyDomainCreateInput; data: DenyDomainEntry }>(
    "/app-api/ip/deny-domain/create",
    "Denies a target domain and every name under it to all of the member's sub-accounts",
  ),
  deleteDenyDomain: accounts.post<{ body: ProxyCentreDeleteRequest; data: boolean }>(
    "/app-api/ip/deny-domain/delete",
    "Removes one domain from the member's deny list",
  ),
  getProxyGateway: extraction.get<{ data: ProxyGateway }>(
    "/app-api/ip/proxy-gateway/get",
    "The gateway host and ports generated proxy lines point at, and the most lines per request",
    { audience: "member" },
  ),
  testProxyLine: extraction.post<{ body: ProxyLineTestRequest; data: ProxyLineTestResult }>(
    "/app-api/ip/proxy-test",
    "Tries one generated line of the member's own sub-account through the gateway: exit IP, country and latency, or the refusal",
  ),
  getExtractionToken: extraction.get<{ data: ExtractionToken }>(
    "/app-api/ip/extract-token/get",
    "The member's secret extraction URL, created on first use",
  ),
  rotateExtractionToken: extraction.post<{ data: ExtractionToken }>(
    "/app-api/ip/extract-token/rotate",
    "Replaces the secret extraction URL; the old one stops answering at once",
  ),
};
