import type { Database } from "@shop/db";
import { createAliyunSmsSender } from "./aliyun-sms-sender.ts";
import type { MessagingConfig } from "./config.ts";
import { createOutboxRepo } from "./outbox-repo.ts";
import { createOutboxSender } from "./outbox-sender.ts";
import { maskRecipient } from "./phone-number.ts";
import { createSmtpSender, createSmtpTransport } from "./smtp-sender.ts";
import { createTencentSmsSender } from "./tencent-sms-sender.ts";
import type { MessageProvider, MessageSender, MessagingLogger, SiteNames, VerificationMessage } from "./types.ts";

export interface CreateMessageSenderOptions {
  config: MessagingConfig;
  db: Database;
  logger: MessagingLogger;
  /** The shop's name in both languages (Config.siteName). */
  siteName: SiteNames;
}

/** One MessageSender for the whole app: SMS and e-mail each go to their configured adapter. */
export function createMessageSender({ config, db, logger, siteName }: CreateMessageSenderOptions): MessageSender {
  let outbox: MessageSender | undefined;
  const getOutbox = () => {
    outbox ??= createOutboxSender({ repo: createOutboxRepo(db), logger, siteName });
    return outbox;
  };

  const sms: { provider: MessageProvider; sender: MessageSender } =
    config.sms.provider === "aliyun"
      ? { provider: "aliyun", sender: createAliyunSmsSender(config.sms) }
      : config.sms.provider === "tencent"
        ? { provider: "tencent", sender: createTencentSmsSender(config.sms) }
        : { provider: "outbox", sender: getOutbox() };
  const email: { provider: MessageProvider; sender: MessageSender } =
    config.email.provider === "smtp"
      ? {
          provider: "smtp",
          sender: createSmtpSender({
            from: config.email.from,
            siteName,
            transporter: createSmtpTransport(config.email.url),
          }),
        }
      : { provider: "outbox", sender: getOutbox() };

  return {
    async send(message: VerificationMessage): Promise<void> {
      const route = message.channel === "sms" ? sms : email;
      await route.sender.send(message);
      // The outbox logs its own line (with the code); real providers get one without it.
      if (route.provider !== "outbox") {
        logger.info(
          {
            channel: message.channel,
            provider: route.provider,
            to: maskRecipient(message.to),
            purpose: message.purpose,
          },
          "verification message sent",
        );
      }
    },
  };
}
