import nodemailer, { type Transporter } from "nodemailer";
import { renderVerificationEmail } from "./texts.ts";
import { DeliveryError, type MessageSender, type SiteNames, type VerificationMessage } from "./types.ts";

export interface SmtpConfig {
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://user:pass@host:465 (TLS). */
  url: string;
  /** The From header, e.g. "CloudStack Proxy <no-reply@example.com>". */
  from: string;
}

/**
 * A nodemailer transport for SMTP_URL. Query parameters of the URL are nodemailer
 * options (e.g. `?tls.rejectUnauthorized=false` for a self-signed relay).
 */
export function createSmtpTransport(url: string): Transporter {
  return nodemailer.createTransport({
    url,
    // A stuck relay must not hold the request that asked for a code.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
}

/** Sends verification e-mails (plain text and HTML) through an SMTP relay. */
export function createSmtpSender(options: {
  from: string;
  siteName: SiteNames;
  /** The transport; tests pass nodemailer's JSON or stream transport. */
  transporter: Transporter;
}): MessageSender {
  const { from, siteName, transporter } = options;
  return {
    async send(message: VerificationMessage): Promise<void> {
      if (message.channel !== "email") {
        throw new DeliveryError("smtp", `cannot send channel ${message.channel}`);
      }
      const email = renderVerificationEmail(message, siteName);
      try {
        await transporter.sendMail({
          from,
          to: message.to,
          subject: email.subject,
          text: email.text,
          html: email.html,
          headers: { "Auto-Submitted": "auto-generated" },
        });
      } catch (error) {
        throw new DeliveryError("smtp", smtpReason(error), { providerCode: smtpCode(error), cause: error });
      }
    },
  };
}

function smtpReason(error: unknown): string {
  if (!(error instanceof Error)) return "unknown error";
  const { responseCode, response } = error as Error & { responseCode?: number; response?: string };
  if (responseCode && response) return `${responseCode} ${response}`.slice(0, 300);
  return error.message.slice(0, 300);
}

function smtpCode(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const { responseCode, code } = error as Error & { responseCode?: number; code?: string };
  return responseCode ? String(responseCode) : code;
}
