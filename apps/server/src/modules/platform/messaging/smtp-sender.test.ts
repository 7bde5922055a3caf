import nodemailer from "nodemailer";
import { afterEach, describe, expect, it } from "vitest";
import { createSmtpSender, createSmtpTransport } from "./smtp-sender.ts";
import { startLocalSmtpServer } from "./testing/local-smtp-server.ts";
import { DeliveryError, type VerificationMessage } from "./types.ts";

const siteName = { zh: "云栈代理", en: "CloudStack Proxy" };
const from = "CloudStack Proxy <no-reply@shop.example>";
const message: VerificationMessage = {
  channel: "email",
  to: "alice@example.com",
  locale: "en",
  code: "975310",
  purpose: 3,
  ttlMinutes: 5,
};

interface JsonMail {
  from: { address: string; name: string };
  to: { address: string }[];
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

describe("SMTP adapter", () => {
  it("builds the e-mail: from, to, subject, text and HTML in the user's language", async () => {
    const sent: string[] = [];
    const transporter = nodemailer.createTransport({ jsonTransport: true });
    const original = transporter.sendMail.bind(transporter);
    transporter.sendMail = (async (mail: Parameters<typeof original>[0]) => {
      const info = await original(mail);
      sent.push(String((info as { message: string }).message));
      return info;
    }) as typeof transporter.sendMail;

    await createSmtpSender({ from, siteName, transporter }).send(message);
    await createSmtpSender({ from, siteName, transporter }).send({ ...message, locale: "zh-CN", purpose: 0 });

    const [en, zh] = sent.map((raw) => JSON.parse(raw) as JsonMail);
    expect(en?.from).toEqual({ address: "no-reply@shop.example", name: "CloudStack Proxy" });
    expect(en?.to).toEqual([{ address: "alice@example.com", name: "" }]);
    expect(en?.subject).toBe("Your CloudStack Proxy password reset code");
    expect(en?.text).toContain("975310");
    expect(en?.text).toContain("5 minutes");
    expect(en?.html).toContain("975310");
    expect(en?.headers["Auto-Submitted"]).toBe("auto-generated");
    expect(zh?.subject).toBe("云栈代理 注册验证码");
    expect(zh?.text).toContain("5 分钟内有效");
  });

  describe("over SMTP to a local server", () => {
    let close: (() => Promise<void>) | undefined;
    afterEach(async () => {
      await close?.();
      close = undefined;
    });

    it("logs in with the credentials of SMTP_URL and delivers to the recipient", async () => {
      const server = await startLocalSmtpServer({ user: "mailer@shop.example", pass: "p@ss:w/rd" });
      close = server.close;
      const url = `smtp://${encodeURIComponent("mailer@shop.example")}:${encodeURIComponent("p@ss:w/rd")}@127.0.0.1:${server.port}`;
      await createSmtpSender({ from, siteName, transporter: createSmtpTransport(url) }).send(message);

      expect(server.mails).toHaveLength(1);
      const [mail] = server.mails;
      expect(mail?.auth).toEqual({ user: "mailer@shop.example", pass: "p@ss:w/rd" });
      expect(mail?.from).toBe("no-reply@shop.example");
      expect(mail?.to).toEqual(["alice@example.com"]);
      expect(mail?.data).toMatch(/^Subject: Your CloudStack Proxy password reset code\r?$/m);
      expect(mail?.data).toMatch(/^Content-Type: text\/plain/m);
      expect(mail?.data).toMatch(/^Content-Type: text\/html/m);
      expect(mail?.data).toContain("975310");
    });

    it("turns a refused login or recipient into a DeliveryError with the server's answer", async () => {
      const server = await startLocalSmtpServer({
        user: "mailer",
        pass: "right",
        rejectRecipient: "nobody@example.com",
      });
      close = server.close;
      const wrongPassword = createSmtpSender({
        from,
        siteName,
        transporter: createSmtpTransport(`smtp://mailer:wrong@127.0.0.1:${server.port}`),
      });
      const loginError = await wrongPassword.send(message).catch((e: unknown) => e);
      expect(loginError).toBeInstanceOf(DeliveryError);
      expect(loginError).toMatchObject({ provider: "smtp", providerCode: "535" });

      const rightPassword = createSmtpSender({
        from,
        siteName,
        transporter: createSmtpTransport(`smtp://mailer:right@127.0.0.1:${server.port}`),
      });
      const recipientError = await rightPassword
        .send({ ...message, to: "nobody@example.com" })
        .catch((e: unknown) => e);
      expect(recipientError).toMatchObject({ provider: "smtp", providerCode: "550" });
      expect((recipientError as DeliveryError).reason).toContain("Mailbox unavailable");
      expect((recipientError as Error).message).not.toContain("975310");
      expect(server.mails).toHaveLength(0);
    });
  });
});
