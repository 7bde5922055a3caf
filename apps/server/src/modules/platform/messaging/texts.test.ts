import { describe, expect, it } from "vitest";
import { escapeMarkup } from "../../../lib/markup.ts";
import { renderSmsText, renderVerificationEmail } from "./texts.ts";

const siteNames = { zh: "云栈代理", en: "CloudStack Proxy" };

describe("verification texts", () => {
  it("writes the Chinese sign-up SMS the way the template reads", () => {
    expect(renderSmsText({ locale: "zh-CN", code: "123456", purpose: 0, ttlMinutes: 5 }, siteNames)).toBe(
      "【云栈代理】您的注册验证码是 123456，5 分钟内有效。如非本人操作请忽略。",
    );
  });

  it("says reset password for purpose 3, in both languages", () => {
    expect(renderSmsText({ locale: "zh-CN", code: "654321", purpose: 3, ttlMinutes: 5 }, siteNames)).toBe(
      "【云栈代理】您的重置密码验证码是 654321，5 分钟内有效。如非本人操作请忽略。",
    );
    const en = renderSmsText({ locale: "en", code: "654321", purpose: 3, ttlMinutes: 5 }, siteNames);
    expect(en).toContain("password reset code is 654321");
    expect(en).not.toContain("sign-up");
  });

  it.each([
    ["zh-CN", 0],
    ["zh-CN", 3],
    ["en", 0],
    ["en", 3],
  ] as const)("puts the code, the minutes and the site name in every %s text (purpose %i)", (locale, purpose) => {
    const message = { locale, code: "408215", purpose, ttlMinutes: 5 };
    const site = locale === "en" ? "CloudStack Proxy" : "云栈代理";
    const sms = renderSmsText(message, siteNames);
    const email = renderVerificationEmail(message, siteNames);
    for (const text of [sms, email.text, email.html]) {
      expect(text).toContain("408215");
      expect(text).toMatch(locale === "en" ? /5 minutes/ : /5 分钟/);
      expect(text).toContain(site);
    }
    expect(email.subject).toContain(site);
    expect(email.subject).toMatch(purpose === 3 ? /password reset|重置密码/ : /sign-up|注册/);
    expect(email.html).toContain(`lang="${locale}"`);
  });

  it("writes English in English only, with the right plural", () => {
    const en = renderSmsText({ locale: "en", code: "123456", purpose: 0, ttlMinutes: 5 }, siteNames);
    expect(en).toBe(
      "[CloudStack Proxy] Your sign-up verification code is 123456. It expires in 5 minutes. If this wasn't you, please ignore this message.",
    );
    expect(en).not.toMatch(/[\u4e00-\u9fff]/);
    const email = renderVerificationEmail({ locale: "en", code: "123456", purpose: 0, ttlMinutes: 1 }, siteNames);
    expect(email.text).toContain("1 minute.");
    expect(`${email.subject}${email.text}${email.html}`).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it("escapes the site name in the HTML body", () => {
    const email = renderVerificationEmail(
      { locale: "en", code: "123456", purpose: 0, ttlMinutes: 5 },
      { zh: "x", en: `<script>alert("x")</script> & Co` },
    );
    expect(email.html).not.toContain("<script>");
    expect(email.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co");
    expect(email.text).toContain(`<script>alert("x")</script> & Co`);
    expect(escapeMarkup(`'"<>&`)).toBe("&#39;&quot;&lt;&gt;&amp;");
  });
});
