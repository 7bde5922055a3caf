import { isValidResidentIdNumber } from "@shop/contract";
import type { CertificationCheckInput, CertificationCheckResult, CertificationProvider } from "./provider.ts";

/**
 * The demo and test provider: every valid number passes, except the numbers
 * configured to fail (CERTIFICATION_LOCAL_REJECT, with their reason) or to go to
 * manual review (CERTIFICATION_LOCAL_REVIEW). It runs the same service code path
 * as the real provider; only the answer is made up.
 */
export function createLocalCertificationProvider(options: {
  reject: ReadonlyMap<string, string>;
  review: ReadonlySet<string>;
}): CertificationProvider {
  let sequence = 0;
  return {
    name: "local",
    async check(input: CertificationCheckInput): Promise<CertificationCheckResult> {
      sequence += 1;
      const reference = `local-${Date.now()}-${sequence}`;
      const reason = options.reject.get(input.idCardNumber);
      if (reason) return { outcome: "fail", reason, reference };
      if (options.review.has(input.idCardNumber)) return { outcome: "review", reference };
      if (!isValidResidentIdNumber(input.idCardNumber)) {
        return { outcome: "fail", reason: "certification.reasons.invalidNumber", reference };
      }
      return { outcome: "pass", reference };
    },
  };
}
