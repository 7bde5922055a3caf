import type { OutboxRepo } from "./outbox-repo.ts";
import { renderSmsText, renderVerificationEmail } from "./texts.ts";
import type { MessageSender, MessagingLogger, SiteNames, VerificationMessage } from "./types.ts";

export { createOutboxRepo, type OutboxRepo } from "./outbox-repo.ts";

/**
 * The local adapter (development, demo, tests): renders the same texts a real
 * provider would send and keeps them in outbox_messages, where the demo's
 * /sandbox/outbox page reads them. The log line names the message, never the code:
 * a server log is copied to more places than a mailbox is.
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
        { channel: message.channel, to: message.to, purpose: message.purpose },
        `outbox: verification code for ${message.to} (${message.channel}), readable at /sandbox/outbox`,
      );
    },
  };
}

/** The six-digit code in an outbox message body, for tests that read it back. */
export function extractVerificationCode(body: string): string | null {
  return /\b(\d{6})\b/.exec(body)?.[1] ?? null;
}
