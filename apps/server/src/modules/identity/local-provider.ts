import { isValidResidentIdNumber } from "@shop/contract";
import type { IdentityCheckInput, IdentityCheckResult, IdentityProvider } from "./provider.ts";

/**
 * The demo and test provider: every valid number passes, except the numbers
 * configured to fail (IDENTITY_LOCAL_REJECT, with their reason) or to go to
 * manual review (IDENTITY_LOCAL_REVIEW). It runs the same service code path
 * as the real provider; only the answer is made up.
 */
export function createLocalIdentityProvider(options: {
  reject: ReadonlyMap<string, string>;
  review: ReadonlySet<string>;
}): IdentityProvider {
  let sequence = 0;
  return {
    name: "local",
    async check(input: IdentityCheckInput): Promise<IdentityCheckResult> {
      sequence += 1;
      const reference = `local-${Date.now()}-${sequence}`;
      const reason = options.reject.get(input.idCardNumber);
      if (reason) return { outcome: "fail", reason, reference };
      if (options.review.has(input.idCardNumber)) return { outcome: "review", reference };
      if (!isValidResidentIdNumber(input.idCardNumber)) {
        return { outcome: "fail", reason: "identity.reasons.invalidNumber", reference };
      }
      return { outcome: "pass", reference };
    },
  };
}
