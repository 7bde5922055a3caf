import type { DatabaseHandle } from "@shop/db";
import { tables } from "@shop/db";
import { createTestDatabase, testDatabaseKinds } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOutboxRepo, createOutboxSender, extractVerificationCode, type OutboxRepo } from "./outbox-sender.ts";
import type { MessageSender, VerificationMessage } from "./types.ts";

const siteName = { zh: "云栈代理", en: "CloudStack Proxy" };

describe.each(testDatabaseKinds())("outbox adapter (%s)", (kind) => {
  let database: DatabaseHandle;
  let repo: OutboxRepo;
  let sender: MessageSender;
  const logs: { obj: Record<string, unknown>; msg: string }[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    repo = createOutboxRepo(database.db);
    sender = createOutboxSender({
      repo,
      siteName,
      logger: { info: (obj, msg) => void logs.push({ obj: obj as Record<string, unknown>, msg }) },
    });
  });
  afterAll(() => database?.close());

  /** A code valid for five minutes: by e-mail to an address, else by SMS. */
  const sendCode = (to: string, locale: VerificationMessage["locale"], code: string, purpose: 0 | 3) =>
    sender.send({ channel: to.includes("@") ? "email" : "sms", to, locale, code, purpose, ttlMinutes: 5 });

  it("keeps the SMS text it would have sent, and findLatest returns the newest for that number", async () => {
    await sendCode("13800000001", "zh-CN", "111111", 0);
    await sendCode("13800000002", "zh-CN", "222222", 0);
    await sendCode("13800000001", "en", "333333", 3);
    await sendCode("13800000002", "zh-CN", "444444", 3);

    const latest = await repo.findLatest("13800000001");
    expect(latest).toMatchObject({ channel: "sms", recipient: "13800000001", subject: null });
    expect(latest?.body).toBe(
      "[CloudStack Proxy] Your password reset code is 333333. It expires in 5 minutes. If this wasn't you, please ignore this message.",
    );
    expect(extractVerificationCode(latest?.body ?? "")).toBe("333333");
    expect(extractVerificationCode((await repo.findLatest("13800000002"))?.body ?? "")).toBe("444444");
    expect(await repo.findLatest("13899999999")).toBeUndefined();
  });

  it("keeps the e-mail subject and plain-text body", async () => {
    await sendCode("bob@example.com", "zh-CN", "555555", 0);
    const latest = await repo.findLatest("bob@example.com");
    expect(latest).toMatchObject({ channel: "email", subject: "云栈代理 注册验证码" });
    expect(latest?.body).toContain("555555");
    expect(latest?.body).toContain("5 分钟内有效");
  });

  it("logs one line per message, without the code (that stays in the outbox)", () => {
    const line = logs.find((entry) => entry.obj.to === "bob@example.com");
    expect(line?.obj).toEqual({ channel: "email", to: "bob@example.com", purpose: 0 });
    expect(line?.msg).not.toContain("555555");
    expect(logs).toHaveLength(5);
  });

  it("breaks a tie on created_at by insertion order", async () => {
    const createdAt = new Date("2026-01-01T00:00:00Z");
    await database.db.insert(tables.outboxMessages).values([
      { channel: "sms", recipient: "13800000009", body: "first 100001", createdAt },
      { channel: "sms", recipient: "13800000009", body: "second 100002", createdAt },
    ]);
    expect((await repo.findLatest("13800000009"))?.body).toBe("second 100002");
  });
});
