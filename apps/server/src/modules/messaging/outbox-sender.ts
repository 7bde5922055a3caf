import type { OutboxRepo } from "./outbox-repo.ts";
import { renderSmsText, renderVerificationEmail } from "./texts.ts";
import type { MessageSender, MessagingLogger, SiteNames, VerificationMessage } from "./types.ts";

export { createOutboxRepo, type OutboxRepo } from "./outbox-repo.ts";

/**
 * The local adapter (development, demo, tests): renders the same texts a real
 * provider would send and keeps them in outbox_messages. This is the only place
 * where a verification code may reach the log.
 */
export function createOutboxSender(options: {
  repo: OutboxRepo;
  logger: MessagingLogger;
  siteName: SiteNames;
}): MessageSender {
  const { repo, logger, siteName } = options;
  return {
    async send(message: VerificationMessage): Promise<void> {
      if (message.channel === "sms") {
        await repo.insert({
          channel: "sms",
          recipient: message.to,
          subject: null,
          body: renderSmsText(message, siteName),
        });
      } else {
        const email = renderVerificationEmail(message, siteName);
        await repo.insert({ channel: "email", recipient: message.to, subject: email.subject, body: email.text });
      }
      logger.info(
        { channel: message.channel, to: message.to, purpose: message.purpose, code: message.code },
        `outbox: verification code ${message.code} for ${message.to} (${message.channel})`,
      );
    },
  };
}

/** The six-digit code in an outbox message body, for tests that read it back. */
export function extractVerificationCode(body: string): string | null {
  return /\b(\d{6})\b/.exec(body)?.[1] ?? null;
}
