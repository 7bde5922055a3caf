import { defineEndpoint } from "../endpoint.ts";
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

const tag = "Proxy accounts";

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
  listAccounts: defineEndpoint<{ query: ProxyAccountListQuery; data: ProxyAccountPage }>({
    method: "GET",
    path: "/app-api/ip/proxy-account/list",
    audience: "certified",
    scope: "proxy-accounts:write",
    tag,
    summary: "The member's own sub-accounts, newest first, optionally filtered by part of a username",
  }),
  createAccount: defineEndpoint<{ body: ProxyAccountCreateInput; data: ProxyAccount }>({
    method: "POST",
    path: "/app-api/ip/proxy-account/create",
    audience: "certified",
    scope: "proxy-accounts:write",
    tag,
    summary: "Adds a sub-account; without a password the server generates one",
  }),
  updateAccount: defineEndpoint<{ body: ProxyAccountUpdateRequest; data: ProxyAccount }>({
    method: "POST",
    path: "/app-api/ip/proxy-account/update",
    audience: "certified",
    scope: "proxy-accounts:write",
    tag,
    summary: "Changes a sub-account's password, traffic limit, remark or switch (only the fields sent)",
  }),
  deleteAccount: defineEndpoint<{ body: ProxyCentreDeleteRequest; data: boolean }>({
    method: "POST",
    path: "/app-api/ip/proxy-account/delete",
    audience: "certified",
    scope: "proxy-accounts:write",
    tag,
    summary: "Deletes one of the member's sub-accounts",
  }),
  listAllowlist: defineEndpoint<{ data: Allowlist }>({
    method: "GET",
    path: "/app-api/ip/whitelist/list",
    audience: "certified",
    scope: "proxy-accounts:write",
    tag,
    summary: "Every allowlist entry of the member, oldest first, with the most allowed",
  }),
  addAllowlistEntry: defineEndpoint<{ body: AllowlistCreateInput; data: AllowlistEntry }>({
    method: "POST",
    path: "/app-api/ip/whitelist/create",
    audience: "certified",
    scope: "proxy-accounts:write",
    tag,
    summary: "Adds an IPv4 address or range to the member's allowlist",
  }),
  deleteAllowlistEntry: defineEndpoint<{ body: ProxyCentreDeleteRequest; data: boolean }>({
    method: "POST",
    path: "/app-api/ip/whitelist/delete",
    audience: "certified",
    scope: "proxy-accounts:write",
    tag,
    summary: "Removes one entry from the member's allowlist",
  }),
  getProxyGateway: defineEndpoint<{ data: ProxyGateway }>({
    method: "GET",
    path: "/app-api/ip/proxy-gateway/get",
    audience: "member",
    scope: "extract",
    tag,
    summary: "The gateway host and ports generated proxy lines point at, and the most lines per request",
  }),
  getExtractionToken: defineEndpoint<{ data: ExtractionToken }>({
    method: "GET",
    path: "/app-api/ip/extract-token/get",
    audience: "certified",
    scope: "extract",
    tag,
    summary: "The member's secret extraction URL, created on first use",
  }),
  rotateExtractionToken: defineEndpoint<{ data: ExtractionToken }>({
    method: "POST",
    path: "/app-api/ip/extract-token/rotate",
    audience: "certified",
    scope: "extract",
    tag,
    summary: "Replaces the secret extraction URL; the old one stops answering at once",
  }),
};
