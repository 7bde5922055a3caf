import { escapeMarkup } from "../../../lib/markup.ts";
import type { SiteNames, VerificationMessage } from "./types.ts";

/** What a verification message says; the same words in the outbox and from the real providers. */
export type VerificationTextInput = Pick<VerificationMessage, "locale" | "code" | "purpose" | "ttlMinutes">;

export interface VerificationEmail {
  subject: string;
  text: string;
  html: string;
}

export function siteNameFor(locale: VerificationMessage["locale"], siteNames: SiteNames): string {
  return locale === "en" ? siteNames.en : siteNames.zh;
}

/**
 * The SMS text. Aliyun and Tencent send their approved template instead; its
 * wording should match this (see the README), with the code as its only variable.
 */
export function renderSmsText(message: VerificationTextInput, siteNames: SiteNames): string {
  const site = siteNameFor(message.locale, siteNames);
  const { code, ttlMinutes } = message;
  if (message.locale === "en") {
    const what = message.purpose === 3 ? "password reset code" : "sign-up verification code";
    return `[${site}] Your ${what} is ${code}. It expires in ${minutesEn(ttlMinutes)}. If this wasn't you, please ignore this message.`;
  }
  const what = message.purpose === 3 ? "重置密码验证码" : "注册验证码";
  return `【${site}】您的${what}是 ${code}，${ttlMinutes} 分钟内有效。如非本人操作请忽略。`;
}

export function renderVerificationEmail(message: VerificationTextInput, siteNames: SiteNames): VerificationEmail {
  const site = siteNameFor(message.locale, siteNames);
  const { code, ttlMinutes } = message;
  const isReset = message.purpose === 3;
  const words =
    message.locale === "en"
      ? {
          lang: "en",
          subject: isReset ? `Your ${site} password reset code` : `Your ${site} sign-up verification code`,
          greeting: "Hello,",
          lead: isReset
            ? `You asked to reset the password of your ${site} account. Your code is:`
            : `Thank you for signing up at ${site}. Your verification code is:`,
          expiry: `The code expires in ${minutesEn(ttlMinutes)}. Never share it with anyone; ${site} staff will never ask for it.`,
          ignore: "If this wasn't you, you can safely ignore this e-mail.",
          footer: `${site} · This is an automated message. Please do not reply.`,
        }
      : {
          lang: "zh-CN",
          subject: isReset ? `${site} 重置密码验证码` : `${site} 注册验证码`,
          greeting: "您好：",
          lead: isReset ? `您正在重置 ${site} 账号的密码，验证码是：` : `感谢您注册${site}，您的验证码是：`,
          expiry: `验证码 ${ttlMinutes} 分钟内有效。请勿将验证码告诉他人，${site} 工作人员不会向您索要验证码。`,
          ignore: "如非本人操作，请忽略本邮件。",
          footer: `${site} · 此邮件由系统自动发送，请勿回复。`,
        };

  const text = [
    words.greeting,
    "",
    words.lead,
    "",
    `    ${code}`,
    "",
    words.expiry,
    words.ignore,
    "",
    words.footer,
  ].join("\n");
  const e = escapeMarkup;
  const html = `<!doctype html>
<html lang="${words.lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(words.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f6f8;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI','PingFang SC','Microsoft YaHei',Arial,sans-serif;color:#1f2329;">
<div style="max-width:480px;margin:0 auto;padding:32px;background:#ffffff;border-radius:8px;">
<p style="margin:0 0 16px;font-size:18px;font-weight:600;">${e(site)}</p>
<p style="margin:0 0 8px;font-size:14px;line-height:22px;">${e(words.greeting)}</p>
<p style="margin:0 0 16px;font-size:14px;line-height:22px;">${e(words.lead)}</p>
<p style="margin:0 0 16px;padding:12px 0;font-size:32px;font-weight:700;letter-spacing:8px;text-align:center;background:#f0f4ff;border-radius:6px;font-family:Menlo,Consolas,monospace;">${e(code)}</p>
<p style="margin:0 0 8px;font-size:14px;line-height:22px;">${e(words.expiry)}</p>
<p style="margin:0 0 24px;font-size:14px;line-height:22px;color:#646a73;">${e(words.ignore)}</p>
<p style="margin:0;font-size:12px;line-height:18px;color:#8f959e;">${e(words.footer)}</p>
</div>
</body>
</html>
`;
  return { subject: words.subject, text, html };
}

function minutesEn(minutes: number): string {
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}
