import type { ConsoleBankAccount, ConsoleBankAccountSave } from "../bank-transfer.ts";
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
import { endpointGroup } from "../endpoint.ts";
import type { OnConsoleRecord } from "./console-records.ts";

const { get, post } = endpointGroup({ tag: "Console: sites", audience: "operator", permission: "sites.edit" });

/** Substations (white-label sites) and route redirects: what `npm run ops -- sites:… / redirects:…` does. */
export const consoleSitesEndpoints = {
  listSubstations: get<{ data: ConsoleSubstationList }>(
    "/ops-api/sites",
    "Every substation with its host name and settings, the main site first",
  ),
  createSubstation: post<{ body: SubstationCreate; data: ConsoleSubstation }>(
    "/ops-api/sites/create",
    "Adds a substation shown to visitors of its host name (409 when the code or host is taken)",
  ),
  updateSubstation: post<OnConsoleRecord<SubstationUpdate, ConsoleSubstation>>(
    "/ops-api/sites/:id/update",
    "Changes the settings given; an empty value clears an optional one; a stale form answers 409",
  ),
  listRedirects: get<{ data: ConsoleRedirectList }>("/ops-api/redirects", "Every route redirect rule, on and off"),
  createRedirect: post<{ body: RedirectCreate; data: ConsoleRedirect }>(
    "/ops-api/redirects/create",
    "Adds a rule; one that would close a redirect loop is refused",
  ),
  setRedirectEnabled: post<OnConsoleRecord<RedirectSetEnabled, ConsoleRedirect>>(
    "/ops-api/redirects/:id/enabled",
    "Switches a rule off or back on (switching on is refused when it would close a loop)",
  ),
  getBankAccount: get<{ data: ConsoleBankAccount }>(
    "/ops-api/site/bank-account",
    "The seller's bank account members pay bank transfers to, in both languages",
  ),
  saveBankAccount: post<{ body: ConsoleBankAccountSave; data: ConsoleBankAccount }>(
    "/ops-api/site/bank-account/save",
    "Changes the seller's bank account (a stale form answers 409); an empty account number turns bank transfer off",
  ),
};
