import type { CloseAccountRequest, ClosurePreview } from "../data-rights.ts";
import { defineEndpoint, type FileAnswer } from "../endpoint.ts";

const tag = "Your data";

/** Downloading one's data and closing the account: browser sessions only, never an API key. */
export const dataRightsEndpoints = {
  exportMyData: defineEndpoint<{ data: FileAnswer }>({
    method: "GET",
    path: "/app-api/member/data/export",
    audience: "member",
    tag,
    answersFile: true,
    summary: "The member's account, orders, verification status (no ID number), usage and sub-accounts as JSON",
  }),
  getClosurePreview: defineEndpoint<{ data: ClosurePreview }>({
    method: "GET",
    path: "/app-api/member/account/closure-preview",
    audience: "member",
    tag,
    summary: "What closing the account would give up: traffic balance, unpaid orders, static IPs, sub-accounts",
  }),
  closeAccount: defineEndpoint<{ body: CloseAccountRequest; data: true }>({
    method: "POST",
    path: "/app-api/member/account/close",
    audience: "member",
    tag,
    summary: "Closes the account with the password: personal data erased, sessions and keys ended",
  }),
};
