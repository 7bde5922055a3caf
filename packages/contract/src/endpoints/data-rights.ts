import type { CloseAccountRequest, ClosurePreview } from "../data-rights.ts";
import { endpointGroup, type FileAnswer } from "../endpoint.ts";

const { get, post } = endpointGroup({ tag: "Your data", audience: "member" });

/** Downloading one's data and closing the account: browser sessions only, never an API key. */
export const dataRightsEndpoints = {
  exportMyData: get<{ data: FileAnswer }>(
    "/app-api/member/data/export",
    "The member's account, orders, verification status (no ID number), usage and sub-accounts as JSON",
    { answersFile: true },
  ),
  getClosurePreview: get<{ data: ClosurePreview }>(
    "/app-api/member/account/closure-preview",
    "What closing the account would give up: traffic balance, unpaid orders, static IPs, sub-accounts",
  ),
  closeAccount: post<{ body: CloseAccountRequest; data: true }>(
    "/app-api/member/account/close",
    "Closes the account with the password: personal data erased, sessions and keys ended",
  ),
};
