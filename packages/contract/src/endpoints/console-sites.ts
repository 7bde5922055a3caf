import type {
  ConsoleRedirect,
  ConsoleRedirectList,
  ConsoleSubstation,
  ConsoleSubstationList,
  RedirectCreate,
  RedirectSetEnabled,
  SubstationCreate,
  SubstationUpdate,
} from "../console-sites.ts";
import { defineEndpoint } from "../endpoint.ts";

const tag = "Console: sites";

/** Substations (white-label sites) and route redirects: what `npm run ops -- sites:… / redirects:…` does. */
export const consoleSitesEndpoints = {
  listSubstations: defineEndpoint<{ data: ConsoleSubstationList }>({
    method: "GET",
    path: "/ops-api/sites",
    audience: "operator",
    permission: "sites.edit",
    tag,
    summary: "Every substation with its host name and settings, the main site first",
  }),
  createSubstation: defineEndpoint<{ body: SubstationCreate; data: ConsoleSubstation }>({
    method: "POST",
    path: "/ops-api/sites/create",
    audience: "operator",
    permission: "sites.edit",
    tag,
    summary: "Adds a substation shown to visitors of its host name (409 when the code or host is taken)",
  }),
  updateSubstation: defineEndpoint<{ params: { id: number }; body: SubstationUpdate; data: ConsoleSubstation }>({
    method: "POST",
    path: "/ops-api/sites/:id/update",
    audience: "operator",
    permission: "sites.edit",
    tag,
    summary: "Changes the settings given; an empty value clears an optional one; a stale form answers 409",
  }),
  listRedirects: defineEndpoint<{ data: ConsoleRedirectList }>({
    method: "GET",
    path: "/ops-api/redirects",
    audience: "operator",
    permission: "sites.edit",
    tag,
    summary: "Every route redirect rule, on and off",
  }),
  createRedirect: defineEndpoint<{ body: RedirectCreate; data: ConsoleRedirect }>({
    method: "POST",
    path: "/ops-api/redirects/create",
    audience: "operator",
    permission: "sites.edit",
    tag,
    summary: "Adds a rule; one that would close a redirect loop is refused",
  }),
  setRedirectEnabled: defineEndpoint<{ params: { id: number }; body: RedirectSetEnabled; data: ConsoleRedirect }>({
    method: "POST",
    path: "/ops-api/redirects/:id/enabled",
    audience: "operator",
    permission: "sites.edit",
    tag,
    summary: "Switches a rule off or back on (switching on is refused when it would close a loop)",
  }),
};
