import type { KycApplication, KycDecisionRequest, KycQueue, KycQueueQuery, KycRefParams } from "../console-members.ts";
import { defineEndpoint, type FileAnswer } from "../endpoint.ts";

const tag = "Console: real-name review";

/**
 * The real-name review queue: enterprise applications (and personal checks a provider left
 * waiting), the licence viewer, and decisions. Two operators deciding at once: one wins, the other
 * gets 409 naming who decided and when.
 */
export const consoleKycEndpoints = {
  listApplications: defineEndpoint<{ query: KycQueueQuery; data: KycQueue }>({
    method: "GET",
    path: "/ops-api/kyc",
    audience: "operator",
    permission: "kyc.review",
    tag,
    summary: "Verifications waiting for review, oldest first (or the newest of every status)",
  }),
  getApplication: defineEndpoint<{ params: KycRefParams; data: KycApplication }>({
    method: "GET",
    path: "/ops-api/kyc/:kind/:id",
    audience: "operator",
    permission: "kyc.review",
    tag,
    summary: "One verification in full (ID number masked), with its decisions so far",
  }),
  viewLicence: defineEndpoint<{ params: KycRefParams; data: FileAnswer }>({
    method: "GET",
    path: "/ops-api/kyc/:kind/:id/licence",
    audience: "operator",
    permission: "kyc.review",
    tag,
    answersFile: true,
    summary: "The enterprise's business licence (image or PDF), shown inline; each view is audited",
  }),
  decideApplication: defineEndpoint<{ params: KycRefParams; body: KycDecisionRequest; data: KycApplication }>({
    method: "POST",
    path: "/ops-api/kyc/:kind/:id/decide",
    audience: "operator",
    permission: "kyc.review",
    tag,
    summary: "Approves or rejects (with a reason of 1-200 characters); 409 when someone decided first",
  }),
};
