import type {
  CertificationApplication,
  CertificationDecisionRequest,
  CertificationQueue,
  CertificationQueueQuery,
  CertificationRefParams,
} from "../console-members.ts";
import { defineEndpoint, type FileAnswer } from "../endpoint.ts";

const tag = "Console: real-name review";

/**
 * The real-name review queue: enterprise applications (and personal checks a provider left
 * waiting), the licence viewer, and decisions. Two operators deciding at once: one wins, the other
 * gets 409 naming who decided and when.
 */
export const consoleCertificationReviewEndpoints = {
  listApplications: defineEndpoint<{ query: CertificationQueueQuery; data: CertificationQueue }>({
    method: "GET",
    path: "/ops-api/certifications",
    audience: "operator",
    permission: "certification.review",
    tag,
    summary: "Verifications waiting for review, oldest first (or the newest of every status)",
  }),
  getApplication: defineEndpoint<{ params: CertificationRefParams; data: CertificationApplication }>({
    method: "GET",
    path: "/ops-api/certifications/:kind/:id",
    audience: "operator",
    permission: "certification.review",
    tag,
    summary: "One verification in full (ID number masked), with its decisions so far",
  }),
  viewLicence: defineEndpoint<{ params: CertificationRefParams; data: FileAnswer }>({
    method: "GET",
    path: "/ops-api/certifications/:kind/:id/licence",
    audience: "operator",
    permission: "certification.review",
    tag,
    answersFile: true,
    summary: "The enterprise's business licence (image or PDF), shown inline; each view is audited",
  }),
  decideApplication: defineEndpoint<{
    params: CertificationRefParams;
    body: CertificationDecisionRequest;
    data: CertificationApplication;
  }>({
    method: "POST",
    path: "/ops-api/certifications/:kind/:id/decide",
    audience: "operator",
    permission: "certification.review",
    tag,
    summary: "Approves or rejects (with a reason of 1-200 characters); 409 when someone decided first",
  }),
};
