import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { type DatabaseHandle, tables } from "@shop/db";
import { createTestDatabase, testDatabaseKinds } from "@shop/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commandLineActor } from "../../lib/console-actor.ts";
import { createMemberNoticeDelivery, renderMemberNotice } from "../platform/alerts/member-notices.ts";
import type { AccountNotice } from "../platform/messaging/notices.ts";
import { createLocalFileStorage } from "../platform/storage/local-file-storage.ts";
import { createStoredFilesRepo } from "../platform/storage/repo.ts";
import { createStoredFiles } from "../platform/storage/service.ts";
import { sniffAttachment } from "./attachment-type.ts";
import { createOperatorNotifier, type OperatorEvent, operatorEventBody } from "./operator-channel.ts";
import { createSupportService } from "./service.ts";
import { addBusinessHours } from "./sla.ts";

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const quiet = { info: () => {}, warn: () => {} };

describe("the SLA clock counts business hours (Mon–Fri 09:00–18:00, Asia/Shanghai)", () => {
  const zone = "Asia/Shanghai";
  it("adds hours within a day, across the evening and across a week-end", () => {
    // Monday 2026-11-23 10:00 +08:00.
    expect(addBusinessHours(new Date("2026-11-23T02:00:00Z"), 4, zone).toISOString()).toBe("2026-11-23T06:00:00.000Z");
    // Monday 16:00 + 4 h: 2 h today, 2 h from Tuesday 09:00 → Tuesday 11:00.
    expect(addBusinessHours(new Date("2026-11-23T08:00:00Z"), 4, zone).toISOString()).toBe("2026-11-24T03:00:00.000Z");
    // Friday 17:00 + 8 h: 1 h Friday, 7 h Monday → Monday 16:00.
    expect(addBusinessHours(new Date("2026-11-27T09:00:00Z"), 8, zone).toISOString()).toBe("2026-11-30T08:00:00.000Z");
    // Saturday night: the clock starts on Monday 09:00.
    expect(addBusinessHours(new Date("2026-11-28T14:00:00Z"), 1, zone).toISOString()).toBe("2026-11-30T02:00:00.000Z");
  });
});

describe("attachments are typed by their content", () => {
  it("knows images, text and JSON/HAR, and refuses binaries", () => {
    expect(sniffAttachment(png)).toBe("image/png");
    expect(sniffAttachment(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe("image/jpeg");
    expect(sniffAttachment(Buffer.from("RIFF\x10\x00\x00\x00WEBPVP8 ", "latin1"))).toBe("image/webp");
    expect(sniffAttachment(Buffer.from('{"log":{"version":"1.2","entries":[]}}'))).toBe("application/json");
    expect(sniffAttachment(Buffer.from("curl: (7) Failed to connect\n"))).toBe("text/plain");
    expect(sniffAttachment(Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03]))).toBeNull();
    expect(sniffAttachment(Buffer.from([0xc3, 0x28]))).toBeNull();
  });
});

describe("operator channel formats", () => {
  const event: OperatorEvent = {
    event: "ticket.created",
    ticketId: 7,
    subject: "Proxy times out",
    category: "proxy",
    memberId: 3,
    createdAt: new Date("2026-11-23T02:00:00Z"),
    firstResponseDueAt: new Date("2026-11-23T10:00:00Z"),
    consoleUrl: null,
  };
  const config = (format: "generic" | "wecom" | "dingtalk" | "telegram" | "slack") => ({
    url: "https://hooks.example.com/x",
    format,
    telegramChatId: "-100123",
  });
  it("writes each preset's message shape", () => {
    expect(operatorEventBody(event, config("wecom"))).toEqual({
      msgtype: "text",
      text: { content: expect.stringContaining("#7") },
    });
    expect(operatorEventBody(event, config("dingtalk"))).toMatchObject({ msgtype: "text" });
    expect(operatorEventBody(event, config("telegram"))).toMatchObject({
      chat_id: "-100123",
      text: expect.any(String),
    });
    expect(operatorEventBody(event, config("slack"))).toEqual({ text: expect.stringContaining("Proxy times out") });
    expect(operatorEventBody(event, config("generic"))).toMatchObject({
      event: "ticket.created",
      ticket: { id: 7, category: "proxy", firstResponseDueAt: "2026-11-23T10:00:00.000Z" },
    });
  });
  it("refuses private and plain-http destinations with the webhooks' checker, sending nothing", async () => {
    const sent: unknown[] = [];
    const send = async (input: unknown) => {
      sent.push(input);
      return { ok: true as const, statusCode: 200 };
    };
    for (const url of ["https://169.254.169.254/latest", "http://hooks.example.com/x", "https://10.0.0.8/hook"]) {
      const notify = createOperatorNotifier({ config: { ...config("generic"), url }, send, log: quiet });
      expect(await notify(event)).toBe("refused");
    }
    const internalDns = createOperatorNotifier({
      config: config("slack"),
      resolve: async () => ["127.0.0.1"],
      send,
      log: quiet,
    });
    expect(await internalDns(event)).toBe("refused");
    expect(sent).toHaveLength(0);
    const ok = createOperatorNotifier({
      config: config("slack"),
      resolve: async () => ["93.184.216.34"],
      send,
      log: quiet,
    });
    expect(await ok(event)).toBe("sent");
    expect(sent).toHaveLength(1);
    await expect(
      createOperatorNotifier({ config: { ...config("generic"), url: null }, send, log: quiet })(event),
    ).resolves.toBe("off");
  });
});

describe.each(testDatabaseKinds())("support tickets (%s)", (kind) => {
  let database: DatabaseHandle;
  let root: string;
  let clock = new Date("2026-11-23T02:00:00Z"); // Monday 10:00 in Shanghai.
  const events: OperatorEvent[] = [];
  let support: ReturnType<typeof createSupportService>;
  let seq = 0;
  const actor = commandLineActor("test");

  async function member(): Promise<number> {
    seq += 1;
    const [row] = await database.db
      .insert(tables.members)
      .values({ email: `support-${Date.now()}-${seq}@example.com`, passwordHash: "x" })
      .returning({ id: tables.members.id });
    return row?.id as number;
  }
  async function operator(): Promise<number> {
    seq += 1;
    const [row] = await database.db
      .insert(tables.operators)
      .values({ email: `op-${Date.now()}-${seq}@example.com`, name: `Agent ${seq}`, role: "support", status: "active" })
      .returning({ id: tables.operators.id });
    return row?.id as number;
  }
  const failureOf = async (work: Promise<unknown>) => {
    try {
      await work;
      return "none";
    } catch (error) {
      return (error as { messageKey?: string; code?: number }).messageKey ?? String(error);
    }
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    root = await mkdtemp(path.join(tmpdir(), "support-"));
    support = createSupportService({
      db: database.db,
      files: createStoredFiles({ repo: createStoredFilesRepo(database.db), storage: createLocalFileStorage(root) }),
      audit: { record: async () => {} },
      notifyOperators: async (event) => {
        events.push(event);
        return "sent";
      },
      firstResponseHours: 8,
      timeZone: "Asia/Shanghai",
      consoleOrigin: "https://ops.example.com",
      log: quiet,
      now: () => clock,
    });
  });
  afterAll(async () => {
    await database?.close();
    await rm(root, { recursive: true, force: true });
  });

  it("opens a ticket with an attachment, the operators told; the SLA due 8 business hours later", async () => {
    clock = new Date("2026-11-23T02:00:00Z");
    const memberId = await member();
    const file = await support.upload(memberId, { bytes: png, fileName: "screenshot.png" });
    expect(file).toMatchObject({ contentType: "image/png", fileName: "screenshot.png" });
    const ticket = await support.create(memberId, {
      subject: "Proxy times out",
      category: "proxy",
      body: "Every request to port 8000 times out.",
      orderNo: null,
      proxyAccountId: null,
      fileIds: [file.fileId],
    });
    expect(ticket.status).toBe("open");
    expect(ticket.messages).toHaveLength(1);
    expect(ticket.messages[0]?.attachments.map((a) => a.fileId)).toEqual([file.fileId]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(events.at(-1)).toMatchObject({ event: "ticket.created", ticketId: ticket.id });
    expect(events.at(-1)?.consoleUrl).toBe(`https://ops.example.com/ops/support/${ticket.id}`);
    const [queued] = (await support.queue(actor, 0, {})).filter((q) => q.id === ticket.id);
    // Monday 10:00 + 8 business hours = Monday 18:00 (10:00 UTC).
    expect(queued?.firstResponseDueAt).toBe("2026-11-23T10:00:00.000Z");
    expect(queued?.overdue).toBe(false);
    // The file is the member's alone.
    const other = await member();
    expect(await failureOf(support.readAttachment({ memberId: other }, file.fileId))).toBe("errors.notFound");
    expect((await support.readAttachment({ memberId }, file.fileId)).bytes.equals(png)).toBe(true);
    expect((await support.readAttachment({ actor }, file.fileId)).bytes.equals(png)).toBe(true);
  });

  it("refuses another member's order, sub-account, ticket and files, changing nothing", async () => {
    const owner = await member();
    const stranger = await member();
    const [account] = await database.db
      .insert(tables.proxyAccounts)
      .values({ memberId: owner, username: `u${Date.now()}`, password: "p" })
      .returning({ id: tables.proxyAccounts.id });
    const file = await support.upload(owner, { bytes: Buffer.from("log line\n"), fileName: "log.txt" });
    const base = {
      subject: "s",
      category: "billing" as const,
      body: "b",
      orderNo: null,
      proxyAccountId: null,
      fileIds: [],
    };
    expect(await failureOf(support.create(stranger, { ...base, proxyAccountId: account?.id as number }))).toBe(
      "support.subAccountInvalid",
    );
    expect(await failureOf(support.create(stranger, { ...base, orderNo: "R-NOT-MINE" }))).toBe("support.orderInvalid");
    expect(await failureOf(support.create(stranger, { ...base, fileIds: [file.fileId] }))).toBe("support.fileInvalid");
    expect(await support.list(stranger)).toEqual([]);
    const mine = await support.create(owner, {
      ...base,
      proxyAccountId: account?.id as number,
      fileIds: [file.fileId],
    });
    expect(mine.proxyAccountId).toBe(account?.id);
    expect(await failureOf(support.get(stranger, mine.id))).toBe("errors.notFound");
    expect(await failureOf(support.reply(stranger, mine.id, { body: "x", fileIds: [] }))).toBe("errors.notFound");
    // A file attached once cannot be attached again.
    expect(await failureOf(support.reply(owner, mine.id, { body: "x", fileIds: [file.fileId] }))).toBe(
      "support.fileInvalid",
    );
    expect(await failureOf(support.upload(owner, { bytes: Buffer.from([0x4d, 0x5a, 0, 0]), fileName: "a.exe" }))).toBe(
      "support.fileType",
    );
  });

  it("an operator's reply reaches the member (notice queued) and waits; notes stay internal; the member replies and resolves", async () => {
    clock = new Date("2026-11-23T03:00:00Z");
    const memberId = await member();
    const agent = await operator();
    const op = { id: agent, actor };
    const ticket = await support.create(memberId, {
      subject: "Invoice",
      category: "billing",
      body: "Please send an invoice.",
      orderNo: null,
      proxyAccountId: null,
      fileIds: [],
    });
    await support.replyAsOperator(op, ticket.id, { body: "Member paid by Alipay twice?", internal: true });
    const answered = await support.replyAsOperator(op, ticket.id, { body: "Sent to your e-mail.", internal: false });
    expect(answered.status).toBe("waiting");
    expect(answered.assigneeOperatorId).toBe(agent);
    expect(answered.firstRespondedAt).toBe(clock.toISOString());
    expect(answered.messages.map((m) => m.kind)).toEqual(["member", "note", "operator"]);

    const seen = await support.get(memberId, ticket.id);
    expect(seen.messages.map((m) => m.body)).toEqual(["Please send an invoice.", "Sent to your e-mail."]);
    expect(seen.messages.every((m) => m.operatorName === null)).toBe(true);

    const notices = await database.db
      .select()
      .from(tables.memberNotices)
      .where(eq(tables.memberNotices.memberId, memberId));
    expect(notices).toHaveLength(1);
    expect(notices[0]?.kind).toBe("support-replied");
    expect(renderMemberNotice(notices[0]?.data as never, "en").subject).toBe(`New reply to your ticket #${ticket.id}`);
    // The notice job sends it by the member's contact (SMS here), in their language.
    const sent: AccountNotice[] = [];
    await createMemberNoticeDelivery({
      db: database.db,
      contactOf: async () => ({ email: null, mobile: "+8613800138000", locale: "zh-CN" }),
      send: async (notice) => {
        sent.push(notice);
      },
    }).deliverDue();
    expect(sent).toEqual([
      expect.objectContaining({
        channel: "sms",
        to: "+8613800138000",
        text: expect.stringContaining(`#${ticket.id}「Invoice」`),
      }),
    ]);

    const replied = await support.reply(memberId, ticket.id, { body: "Got it, thanks.", fileIds: [] });
    expect(replied.status).toBe("open");
    expect((await support.setStatus(memberId, ticket.id, "resolved")).status).toBe("resolved");
    expect((await support.setStatus(memberId, ticket.id, "open")).status).toBe("open");
    expect((await support.queue(actor, agent, { assignee: "me" })).map((q) => q.id)).toContain(ticket.id);
    expect((await support.queue(actor, agent, { assignee: "none" })).map((q) => q.id)).not.toContain(ticket.id);
  });

  it("tells operators once of a ticket past its first-response time, whatever the runs", async () => {
    clock = new Date("2026-11-23T02:00:00Z");
    const memberId = await member();
    const ticket = await support.create(memberId, {
      subject: "Nobody answers",
      category: "other",
      body: "Hello?",
      orderNo: null,
      proxyAccountId: null,
      fileIds: [],
    });
    clock = new Date("2026-11-23T09:59:00Z");
    await support.notifyOverdue();
    expect(events.filter((e) => e.event === "ticket.overdue" && e.ticketId === ticket.id)).toHaveLength(0);
    clock = new Date("2026-11-23T10:01:00Z");
    await Promise.all([support.notifyOverdue(), support.notifyOverdue()]);
    await support.notifyOverdue();
    expect(events.filter((e) => e.event === "ticket.overdue" && e.ticketId === ticket.id)).toHaveLength(1);
    const [queued] = (await support.queue(actor, 0, { status: "open" })).filter((q) => q.id === ticket.id);
    expect(queued?.overdue).toBe(true);
  });

  it("keeps canned replies in both languages", async () => {
    const op = { id: await operator(), actor };
    const made = await support.createCanned(op, {
      title: "Greeting",
      bodyZh: "您好，我们正在处理。",
      bodyEn: "Hello, we are on it.",
      isActive: true,
    });
    const changed = await support.updateCanned(op, made.id, { ...made, bodyEn: "Hi, we are looking into it." });
    expect(changed.bodyEn).toBe("Hi, we are looking into it.");
    expect((await support.listCanned()).map((c) => c.id)).toContain(made.id);
  });
});
