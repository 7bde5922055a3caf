import type { Database } from "@shop/db";
import type { Transporter } from "nodemailer";
import { businessMinute, defaultBusinessTimeZone, zoneName } from "../../../lib/business-time.ts";
import { escapeMarkup } from "../../../lib/markup.ts";
import { createAliyunSmsSender } from "./aliyun-sms-sender.ts";
import type { MessagingConfig } from "./config.ts";
import { createOutboxRepo } from "./outbox-repo.ts";
import { maskRecipient, toE164 } from "./phone-number.ts";
import type { NoticeSmsSender } from "./sms-delivery.ts";
import { createSmtpTransport } from "./smtp-sender.ts";
import { createTencentSmsSender } from "./tencent-sms-sender.ts";
import { siteNameFor } from "./texts.ts";
import { DeliveryError, type MessagingLogger, type SiteNames } from "./types.ts";

/** Account-security events a member is told about, on the channel they log in with. */
export type SecurityNoticeKind =
  | "new-device"
  | "password-changed"
  | "mobile-changed"
  | "email-changed"
  | "second-factor-on"
  | "second-factor-off"
  | "recovery-codes-renewed"
  | "login-failures";

interface SecurityNotice {
  channel: "sms" | "email";
  to: string;
  locale: "zh-CN" | "en";
  kind: SecurityNoticeKind;
  /** For new-device: the device, IP and place of the login. */
  device?: string | null;
  ip?: string | null;
  time: Date;
}

export interface NoticeSender {
  send(notice: SecurityNotice): Promise<void>;
  /** An operator's one-time console enrolment link, to their own e-mail address, in both languages. */
  sendOperatorEnrolment(link: { to: string; url: string; expiresAt: Date }): Promise<void>;
  /**
   * An account notice already written in the member's language (the queued member notices, invoices):
   * e-mail by SMTP or the outbox; SMS into the outbox, or through a real provider's notice template.
   */
  sendAccountNotice(notice: AccountNotice): Promise<void>;
}

export interface AccountNotice {
  channel: "sms" | "email";
  to: string;
  locale: "zh-CN" | "en";
  /** What it is about, for the log (e.g. auto-renew-failed). */
  kind: string;
  subject: string;
  text: string;
}

/** Operators have no language setting: the invitation says it twice, Chinese first. */
function renderOperatorEnrolment(
  link: { url: string; expiresAt: Date },
  siteNames: SiteNames,
  timeZone: string,
): { subject: string; text: string } {
  const until = businessMinute(link.expiresAt, timeZone);
  const zh = siteNameFor("zh-CN", siteNames);
  const en = siteNameFor("en", siteNames);
  return {
    subject: `【${zh}】运营后台账号邀请 / [${en}] Your console account`,
    text:
      `【${zh}】您已受邀使用运营后台。请在 ${until}（${zoneName(timeZone, "zh-CN")}）前打开以下一次性链接，设置密码和身份验证器：${link.url}\n` +
      `如您未预期此邮件，请勿打开链接并告知管理员。\n\n` +
      `[${en}] You were invited to the operator console. Open this one-time link before ${until} (${zoneName(timeZone, "en")}) to set your password and authenticator: ${link.url}\n` +
      `If you did not expect this e-mail, do not open the link and tell the owner.`,
  };
}

const what: Record<SecurityNoticeKind, { en: string; zh: string }> = {
  "new-device": { en: "New login to your account", zh: "您的账号在新设备上登录" },
  "password-changed": { en: "Your password was changed", zh: "您的登录密码已修改" },
  "mobile-changed": { en: "Your mobile number was changed", zh: "您的手机号已修改" },
  "email-changed": { en: "Your e-mail address was changed", zh: "您的邮箱已修改" },
  "second-factor-on": { en: "Two-factor login was turned on", zh: "两步验证已开启" },
  "second-factor-off": { en: "Two-factor login was turned off", zh: "两步验证已关闭" },
  "recovery-codes-renewed": { en: "New recovery codes were made", zh: "已生成新的恢复码" },
  "login-failures": {
    en: "Many wrong passwords were tried on your account",
    zh: "您的账号多次被尝试错误密码",
  },
};

/** The notice in the member's language; the same words in the outbox and from the real providers. */
function renderNotice(
  notice: SecurityNotice,
  siteNames: SiteNames,
  timeZone: string,
): { subject: string; text: string } {
  const site = siteNameFor(notice.locale, siteNames);
  const time = `${businessMinute(notice.time, timeZone)} (${zoneName(timeZone, "en")})`;
  const zhTime = `${businessMinute(notice.time, timeZone)}，${zoneName(timeZone, "zh-CN")}`;
  if (notice.locale === "en") {
    const headline = what[notice.kind].en;
    const where =
      notice.kind === "new-device"
        ? ` Device: ${notice.device ?? "unknown"}, IP ${notice.ip ?? "unknown"}.`
        : notice.kind === "login-failures"
          ? ` The latest came from IP ${notice.ip ?? "unknown"}; logins now need the slider and answer slowly. Your account stays open to you.`
          : "";
    return {
      subject: `[${site}] ${headline}`,
      text: `[${site}] ${headline} at ${time}.${where} If this wasn't you, change your password now and end your other sessions on the account page.`,
    };
  }
  const headline = what[notice.kind].zh;
  const where =
    notice.kind === "new-device"
      ? `设备：${notice.device ?? "未知"}，IP ${notice.ip ?? "未知"}。`
      : notice.kind === "login-failures"
        ? `最近一次来自 IP ${notice.ip ?? "未知"}；登录现需完成滑块验证且响应变慢，您本人仍可正常登录。`
        : "";
  return {
    subject: `【${site}】${headline}`,
    text: `【${site}】${headline}（${zhTime}）。${where}如非本人操作，请立即修改密码，并在账号安全页面结束其他会话。`,
  };
}

/**
 * Security notices through the configured providers: e-mail by SMTP, both channels into the outbox
 * in development and demo. The SMS providers send only approved templates: a notice for a
 * mobile-only member on Aliyun or Tencent goes through the notice template (its title as the one
 * variable) when one is configured, and is logged and skipped otherwise (README, SMS).
 */
export function createNoticeSender(options: {
  config: MessagingConfig;
  db: Database;
  logger: MessagingLogger;
  siteName: SiteNames;
  /** BUSINESS_TIME_ZONE: the clock the notices' times are written in, named beside them. */
  timeZone?: string;
  /** Tests pass nodemailer's JSON transport. */
  transporter?: Transporter;
  /** The SMS provider's notice template (made from `config` unless a test passes one). */
  smsNotices?: NoticeSmsSender | null;
}): NoticeSender {
  const { config, logger, siteName } = options;
  const timeZone = options.timeZone ?? defaultBusinessTimeZone;
  const outbox = createOutboxRepo(options.db);
  let transporter = options.transporter;
  // Real SMS providers send approved templates only: notices go through the one notice template
  // (ALIYUN_SMS_TEMPLATE_NOTICE / TENCENT_SMS_TEMPLATE_NOTICE) with the notice's title, when configured.
  const smsNotices =
    options.smsNotices ??
    (config.sms.provider === "aliyun"
      ? createAliyunSmsSender(config.sms)
      : config.sms.provider === "tencent"
        ? createTencentSmsSender(config.sms)
        : null);

  /** An SMS notice through the provider's notice template; false (logged) when it cannot go. */
  async function sendSmsNotice(to: string, title: string, kind: string, what: string): Promise<boolean> {
    if (smsNotices && (await smsNotices.sendNotice(to, title))) return true;
    logger.info(
      { channel: "sms", provider: config.sms.provider, to: maskRecipient(to), kind },
      `${what} skipped: no SMS notice template for this number (ALIYUN_SMS_TEMPLATE_NOTICE / TENCENT_SMS_TEMPLATE_NOTICE)`,
    );
    return false;
  }

  async function sendEmail(to: string, locale: string, subject: string, text: string) {
    if (config.email.provider === "smtp") {
      transporter ??= createSmtpTransport(config.email.url);
      try {
        await transporter.sendMail({
          from: config.email.from,
          to,
          subject,
          text,
          html: `<!doctype html><html lang="${locale}"><body><p>${escapeMarkup(text).replaceAll("\n", "<br>")}</p></body></html>`,
          headers: { "Auto-Submitted": "auto-generated" },
        });
      } catch (error) {
        throw new DeliveryError("smtp", error instanceof Error ? error.message.slice(0, 300) : "unknown error");
      }
    } else {
      await outbox.insert({ channel: "email", recipient: to, subject, body: text });
    }
  }

  return {
    async sendOperatorEnrolment(link) {
      const { subject, text } = renderOperatorEnrolment(link, siteName, timeZone);
      await sendEmail(link.to, "zh-CN", subject, text);
      logger.info({ channel: "email", to: maskRecipient(link.to), kind: "operator-enrolment" }, "security notice sent");
    },
    async sendAccountNotice(notice) {
      const site = siteNameFor(notice.locale, siteName);
      const subject = notice.locale === "en" ? `[${site}] ${notice.subject}` : `【${site}】${notice.subject}`;
      if (notice.channel === "email") {
        await sendEmail(notice.to, notice.locale, subject, notice.text);
      } else if (config.sms.provider === "outbox") {
        await outbox.insert({ channel: "sms", recipient: notice.to, subject, body: `${subject} ${notice.text}` });
      } else if (!(await sendSmsNotice(notice.to, notice.subject, notice.kind, "account notice"))) {
        return;
      }
      logger.info({ channel: notice.channel, to: maskRecipient(notice.to), kind: notice.kind }, "account notice sent");
    },
    async send(notice) {
      const { subject, text } = renderNotice(notice, siteName, timeZone);
      if (notice.channel === "email" && config.email.provider === "smtp") {
        transporter ??= createSmtpTransport(config.email.url);
        try {
          await transporter.sendMail({
            from: config.email.from,
            to: notice.to,
            subject,
            text,
            html: `<!doctype html><html lang="${notice.locale}"><body><p>${escapeMarkup(text)}</p></body></html>`,
            headers: { "Auto-Submitted": "auto-generated" },
          });
        } catch (error) {
          throw new DeliveryError("smtp", error instanceof Error ? error.message.slice(0, 300) : "unknown error");
        }
      } else if (notice.channel === "email" || config.sms.provider === "outbox") {
        // Addressed like verification codes: SMS in E.164.
        const recipient = notice.channel === "sms" ? (toE164(notice.to) ?? notice.to) : notice.to;
        await outbox.insert({ channel: notice.channel, recipient, subject, body: text });
      } else if (!(await sendSmsNotice(notice.to, withoutSiteName(subject), notice.kind, "security notice"))) {
        return;
      }
      logger.info({ channel: notice.channel, to: maskRecipient(notice.to), kind: notice.kind }, "security notice sent");
    },
  };
}

/** "【云栈代理】新设备登录" or "[CloudStack Proxy] New sign-in" without the site's name: the SMS signature carries it. */
function withoutSiteName(subject: string): string {
  return subject.replace(/^(【[^】]*】|\[[^\]]*\])\s*/, "");
}
