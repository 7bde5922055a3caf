import type { CertificationApplication } from "@shop/contract";
import { tables } from "@shop/db";
import { testDatabaseKinds } from "@shop/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiClient, startWithApi } from "./auth-helpers.ts";
import { companyDetails, registerMember, samplePng, uploadFile } from "./certification-helpers.ts";
import { type ConsoleClient, loggedInConsole } from "./console-helpers.ts";
import { makeMembers, type TestMember } from "./proxy-centre-helpers.ts";
import type { TestServer } from "./test-server.ts";

/** Account notices other modules queue: sent once, after their change committed, by the member's contact channel. */
describe.each(testDatabaseKinds())("member notices (%s)", (kind) => {
  let server: TestServer;
  let api: ApiClient;
  let support: ConsoleClient;

  beforeAll(async () => {
    ({ server, api } = await startWithApi(kind, undefined, { env: { CONSOLE_ADJUST_CAP_GB_PER_ACTION: "10" } }));
    support = (await loggedInConsole(server, "support")).client;
  });
  afterAll(() => server?.close());

  const mobileOf = async (memberId: number) => {
    const [row] = await server.database.db.select().from(tables.members).where(eq(tables.members.id, memberId));
    return row?.mobile as string;
  };
  /** What the member's phone got (the SMS outbox in tests). */
  const smsTo = async (mobile: string) =>
    (await server.database.db.select().from(tables.outboxMessages).where(eq(tables.outboxMessages.channel, "sms")))
      .filter((row) => row.recipient.endsWith(mobile.replace(/^\+86/, "")))
      .map((row) => row.body);

  it("an operator's traffic adjustment: the member is told once, in Chinese, by SMS", async () => {
    const [member] = (await makeMembers(server, 1, { certified: true })) as [TestMember];
    const adjusted = await support.post(`/ops-api/members/${member.memberId}/adjust-traffic`, {
      deltaMb: 512,
      reason: "线路故障补偿",
    });
    expect(adjusted.code, adjusted.msg).toBe(0);
    const mobile = await mobileOf(member.memberId);
    expect(await smsTo(mobile)).toEqual([]); // queued, not sent inside the operator's request
    await server.services.memberNotices.deliverDue();
    await server.services.memberNotices.deliverDue();
    const sent = await smsTo(mobile);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain("客服为您的账户增加了 0.5 GB 流量。原因：线路故障补偿");
  });

  it("a refused adjustment (below zero) tells the member nothing", async () => {
    const [member] = (await makeMembers(server, 1, { certified: true })) as [TestMember];
    const refused = await support.post(`/ops-api/members/${member.memberId}/adjust-traffic`, {
      deltaMb: -512,
      reason: "chargeback",
    });
    expect(refused.code).toBe(400);
    await server.services.memberNotices.deliverDue();
    expect(await smsTo(await mobileOf(member.memberId))).toEqual([]);
  });

  it("a real-name decision: approved and rejected are each told once", async () => {
    const decideOne = async (decision: "approve" | "reject") => {
      const token = await registerMember(server);
      const uploaded = await uploadFile(server, token, {
        bytes: await samplePng(),
        name: "licence.png",
        type: "image/png",
      });
      const submitted = await api.post<{ id: number }>(
        "/app-api/ip/member-user-enterprise-info/create",
        companyDetails(uploaded.data.fileId),
        { token },
      );
      expect(submitted.code, submitted.msg).toBe(0);
      const shown = await support.get<CertificationApplication>(
        `/ops-api/certifications/enterprise/${submitted.data.id}`,
      );
      const decided = await support.post(`/ops-api/certifications/enterprise/${submitted.data.id}/decide`, {
        decision,
        reason: decision === "reject" ? "营业执照照片模糊" : undefined,
      });
      expect(decided.code, decided.msg).toBe(0);
      return mobileOf(shown.data.memberId);
    };
    const approved = await decideOne("approve");
    const rejected = await decideOne("reject");
    await server.services.memberNotices.deliverDue();
    await server.services.memberNotices.deliverDue();
    // Registered in English: told in English (the sign-up code is the other message there).
    const notices = async (mobile: string) => (await smsTo(mobile)).filter((body) => !body.includes("code is"));
    expect(await notices(approved)).toEqual([
      expect.stringContaining("Your business identity verification was approved."),
    ]);
    expect(await notices(rejected)).toEqual([
      expect.stringContaining("was not approved. Reason: 营业执照照片模糊. You can correct it"),
    ]);
  });
});
