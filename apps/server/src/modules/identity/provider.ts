/** What a provider is asked: the name and the (already format-checked) resident ID number. */
export interface IdentityCheckInput {
  realName: string;
  idCardNumber: string;
}

/**
 * A provider's verdict. `reason` is a message key of the contract catalogue
 * (identity.reasons.*, translated for each reader) or a plain text.
 * `reference` is the provider's id for the check, kept for support.
 */
export type IdentityCheckResult =
  | { outcome: "pass"; reference: string | null }
  | { outcome: "fail"; reason: string; reference: string | null }
  /** The provider could not decide (e.g. no record): an operator decides with kyc:approve / kyc:reject. */
  | { outcome: "review"; reference: string | null };

/** A two-factor (name + ID number) check; throws IdentityProviderError when it cannot answer. */
export interface IdentityProvider {
  readonly name: "local" | "http";
  check(input: IdentityCheckInput): Promise<IdentityCheckResult>;
}

/** The provider gave no verdict (timeout, refused credentials, quota, malformed answer): try again later. */
export class IdentityProviderError extends Error {
  /** For the log: the provider's code and message, never the name or number checked. */
  readonly reason: string;

  constructor(reason: string, options: { cause?: unknown } = {}) {
    super(`identity provider failed: ${reason}`, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "IdentityProviderError";
    this.reason = reason;
  }
}
