/** A verification code on its way to a user (SPEC §4 purposes: 0 Register, 3 ResetPassword). */
export interface VerificationMessage {
  channel: "sms" | "email";
  /** An E.164 mobile number (+8613800138000, +14155552671) for sms, an e-mail address for email. */
  to: string;
  /** The user's language: the text, subject and e-mail body are written in it. */
  locale: "zh-CN" | "en";
  code: string;
  purpose: 0 | 3;
  ttlMinutes: number;
}

/** Delivers verification messages; throws DeliveryError when the provider refuses or cannot be reached. */
export interface MessageSender {
  send(message: VerificationMessage): Promise<void>;
}

/** The adapters behind MessageSender. */
export type MessageProvider = "outbox" | "smtp" | "aliyun" | "tencent";

/** The shop's name in both languages, as it appears in texts and e-mail headers. */
export interface SiteNames {
  zh: string;
  en: string;
}

/** The part of a pino logger the messaging module uses. */
export interface MessagingLogger {
  info(obj: object, msg: string): void;
}

/**
 * A message the provider did not accept. `reason` is the provider's own code and
 * message (never the verification code or a secret), for the log and support.
 */
export class DeliveryError extends Error {
  readonly provider: MessageProvider;
  readonly reason: string;
  /** The provider's error code when it gave one (e.g. "isv.BUSINESS_LIMIT_CONTROL"). */
  readonly providerCode: string | undefined;

  constructor(provider: MessageProvider, reason: string, options: { providerCode?: string; cause?: unknown } = {}) {
    super(`${provider} delivery failed: ${reason}`, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "DeliveryError";
    this.provider = provider;
    this.reason = reason;
    this.providerCode = options.providerCode;
  }
}
