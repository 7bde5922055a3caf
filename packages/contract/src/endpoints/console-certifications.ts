import type {
  CertificationApplication,
  CertificationDecisionRequest,
  CertificationQueue,
  CertificationQueueQuery,
  CertificationRefParams,
} from "../console-members.ts";
import { endpointGroup, type FileAnswer } from "../endpoint.ts";

const { get, post } = endpointGroup({
  tag: "Console: real-name review",
  audience: "operator",
  permission: "certification.review",
});

/**
 * The real-name review queue: enterprise applications (and personal checks a provider left
 * waiting), the licence viewer, and decisions. Two operators deciding at once: one wins, the other
 * gets 409 naming who decided and when.
 */
export const consoleCertificationReviewEndpoints = {
  listApplications: get<{ query: CertificationQueueQuery; data: CertificationQueue }>(
    "/ops-api/certifications",
    "Verifications waiting for review, oldest first (or the newest of every status)",
  ),
  getApplication: get<{ params: CertificationRefParams; data: CertificationApplication }>(
    "/ops-api/certifications/:kind/:id",
    "One verification in full (ID number masked), with its decisions so far",
  ),
  viewLicence: get<{ params: CertificationRefParams; data: FileAnswer }>(
    "/ops-api/certifications/:kind/:id/licence",
    "The enterprise's business licence (image or PDF), shown inline; each view is audited",
    { answersFile: true },
  ),
  decideApplication: post<{
    params: CertificationRefParams;
    body: CertificationDecisionRequest;
    data: CertificationApplication;
  }>(
    "/ops-api/certifications/:kind/:id/decide",
    "Approves or rejects (with a reason of 1-200 characters); 409 when someone decided first",
  ),
};
