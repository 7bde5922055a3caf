import type { DatabaseHandle } from "@shop/db";
import { createTestDatabase, testDatabaseKinds } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadMessagingConfig } from "./config.ts";
import { createMessageSender } from "./create-senders.ts";
import { createOutboxRepo } from "./outbox-repo.ts";
import { startLocalProvider } from "./testing/local-http-server.ts";
import type { MessagingLogger } from "./types.ts";

const siteName = { zh: "云栈代理", en: "CloudStack Proxy" };

describe.each(testDatabaseKinds())("createMessageSender (%s)", (kind) => {
  let database: DatabaseHandle;
  let lines: { obj: object; msg: string }[];
  let logger: MessagingLogger;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    lines = [];
    logger = { info: (obj, msg) => void lines.push({ obj, msg }) };
  });
  afterAll(() => database?.close());

  it("sends both channels to the outbox by default", async () => {
    const sender = createMessageSender({ config: loadMessagingConfig({}), db: database.db, logger, siteName });
    await sender.send({
      channel: "sms",
      to: "13700000000",
      locale: "zh-CN",
      code: "121212",
      purpose: 0,
      ttlMinutes: 5,
    });
    await sender.send({
      channel: "email",
      to: "c@example.com",
      locale: "en",
      code: "343434",
      purpose: 3,
      ttlMinutes: 5,
    });
    const repo = createOutboxRepo(database.db);
    expect((await repo.findLatest("13700000000"))?.channel).toBe("sms");
    expect((await repo.findLatest("c@example.com"))?.subject).toBe("Your CloudStack Proxy password reset code");
  });

  it("routes SMS to the configured provider and e-mail to the outbox, logging the real send without the code", async () => {
    const server = await startLocalProvider(() => ({ body: JSON.stringify({ Code: "OK", Message: "OK" }) }));
    try {
      const config = loadMessagingConfig({
        SMS_PROVIDER: "aliyun",
        ALIYUN_SMS_ACCESS_KEY_ID: "id",
        ALIYUN_SMS_ACCESS_KEY_SECRET: "secret",
        ALIYUN_SMS_SIGN_NAME: "云栈代理",
        ALIYUN_SMS_TEMPLATE_REGISTER: "SMS_1",
        ALIYUN_SMS_TEMPLATE_RESET: "SMS_3",
        ALIYUN_SMS_ENDPOINT: server.url,
      });
      lines.length = 0;
      const sender = createMessageSender({ config, db: database.db, logger, siteName });
      await sender.send({
        channel: "sms",
        to: "13600000000",
        locale: "zh-CN",
        code: "565656",
        purpose: 0,
        ttlMinutes: 5,
      });
      await sender.send({
        channel: "email",
        to: "d@example.com",
        locale: "zh-CN",
        code: "787878",
        purpose: 0,
        ttlMinutes: 5,
      });

      expect(server.requests).toHaveLength(1);
      expect(server.requests[0]?.url).toContain("PhoneNumbers=13600000000");
      const repo = createOutboxRepo(database.db);
      expect(await repo.findLatest("13600000000")).toBeUndefined();
      expect((await repo.findLatest("d@example.com"))?.body).toContain("787878");

      const real = lines.find((line) => line.msg === "verification message sent");
      expect(real?.obj).toEqual({ channel: "sms", provider: "aliyun", to: "136****0000", purpose: 0 });
      expect(JSON.stringify(real)).not.toContain("565656");
      expect(lines).toHaveLength(2);
    } finally {
      await server.close();
    }
  });
});
