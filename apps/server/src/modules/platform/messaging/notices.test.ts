import type { Database } from "@shop/db";
import { describe, expect, it } from "vitest";
import { loadMessagingConfig } from "./config.ts";
import { createNoticeSender } from "./notices.ts";

const aliyun = loadMessagingConfig({
  SMS_PROVIDER: "aliyun",
  ALIYUN_SMS_ACCESS_KEY_ID: "LTAI5tKeyId",
  ALIYUN_SMS_ACCESS_KEY_SECRET: "secret",
  ALIYUN_SMS_SIGN_NAME: "云栈代理",
  ALIYUN_SMS_TEMPLATE_REGISTER: "SMS_1",
  ALIYUN_SMS_TEMPLATE_RESET: "SMS_3",
});
const siteName = { zh: "云栈代理", en: "CloudStack Proxy" };

/** With a real SMS provider, notices to mobile-only members go through its notice template, or are skipped and said so. */
describe("notices by SMS through a real provider", () => {
  function senderWith(accepts: boolean) {
    const sent: Array<{ to: string; title: string }> = [];
    const logged: string[] = [];
    const notices = createNoticeSender({
      config: aliyun,
      // The outbox is not used with a real SMS provider.
      db: {} as Database,
      logger: { info: (_object: object, message: string) => void logged.push(message) },
      siteName,
      smsNotices: {
        async sendNotice(to, title) {
          if (accepts) sent.push({ to, title });
          return accepts;
        },
      },
    });
    return { notices, sent, logged };
  }

  it("sends an account notice's subject and a security notice's headline (without the site's name) as the title", async () => {
    const { notices, sent, logged } = senderWith(true);
    await notices.sendAccountNotice({
      channel: "sms",
      to: "13800138000",
      locale: "zh-CN",
      kind: "auto-renew-failed",
      subject: "静态 IP 203.0.113.77 自动续费失败：余额不足",
      text: "续费需 30.00 元",
    });
    await notices.send({
      channel: "sms",
      to: "13800138000",
      locale: "zh-CN",
      kind: "password-changed",
      time: new Date(),
    });
    expect(sent[0]).toEqual({ to: "13800138000", title: "静态 IP 203.0.113.77 自动续费失败：余额不足" });
    expect(sent[1]?.title).not.toMatch(/云栈代理|【/);
    expect(sent[1]?.title.length).toBeGreaterThan(0);
    expect(logged).toEqual(["account notice sent", "security notice sent"]);
  });

  it("says in the log that a notice was skipped when no notice template can carry it", async () => {
    const { notices, sent, logged } = senderWith(false);
    await notices.sendAccountNotice({
      channel: "sms",
      to: "+1 415 555 2671",
      locale: "en",
      kind: "refund-made",
      subject: "Refund made",
      text: "¥10.00 is on its way back",
    });
    expect(sent).toEqual([]);
    expect(logged).toEqual([
      "account notice skipped: no SMS notice template for this number (ALIYUN_SMS_TEMPLATE_NOTICE / TENCENT_SMS_TEMPLATE_NOTICE)",
    ]);
  });
});
