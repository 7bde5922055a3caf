/** What a provider is asked: the name and the (already format-checked) resident ID number. */
export interface CertificationCheckInput {
  realName: string;
  idCardNumber: string;
}

/**
 * A provider's verdict. `reason` is a message key of the contract catalogue
 * (certification.reasons.*, translated for each reader) or a plain text.
 * `reference` is the provider's id for the check, kept for support.
 */
export type CertificationCheckResult =
  | { outcome: "pass"; reference: string | null }
  | { outcome: "fail"; reason: string; reference: string | null }
  /** The provider could not decide (e.g. no record): an operator decides with certifications:approve / certifications:reject. */
  | { outcome: "review"; reference: string | null };

/** A two-factor (name + ID number) check; throws CertificationProviderError when it cannot answer. */
export interface CertificationProvider {
  readonly name: "local" | "http";
  check(input: CertificationCheckInput): Promise<CertificationCheckResult>;
}

/** The provider gave no verdict (timeout, refused credentials, quota, malformed answer): try again later. */
export class CertificationProviderError extends Error {
  /** For the log: the provider's code and message, never the name or number checked. */
  readonly reason: string;

  constructor(reason: string, options: { cause?: unknown } = {}) {
    super(
      `certification provider failed: ${reason}`,
      options.cause === undefined ? undefined : { cause: options.cause },
    );
    this.name = "CertificationProviderError";
    this.reason = reason;
  }
}
