import type { TokenPair } from "@shop/contract";
import { tables } from "@shop/db";
import { testDatabaseKinds } from "@shop/db/testing";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ApiClient,
  registerWithCode,
  skipResendWait,
  solveCaptcha,
  startWithApi,
  uniqueMobile,
} from "./auth-helpers.ts";
import type { TestServer } from "./test-server.ts";

const password = "correct horse battery";

let counter = 0;
/** A fresh San Francisco mobile per call, written the way an American would type it. */
function uniqueUsMobile(): { typed: string; e164: string } {
  counter += 1;
  const exchange = 200 + ((Date.now() + counter) % 700);
  const line = String((Date.now() * 7 + counter) % 10_000).padStart(4, "0");
  return { typed: `+1 (415) ${exchange}-${line}`, e164: `+1415${exchange}${line}` };
}

describe.each(testDatabaseKinds())("mobile numbers from other countries (%s)", (kind) => {
  let server: TestServer;
  let api: ApiClient;

  beforeAll(async () => {
    ({ server, api } = await startWithApi(kind));
  });
  afterAll(() => server?.close());

  const newestSms = async (recipient: string) =>
    (
      await server.database.db
        .select({ recipient: tables.outboxMessages.recipient, body: tables.outboxMessages.body })
        .from(tables.outboxMessages)
        .where(eq(tables.outboxMessages.recipient, recipient))
        .orderBy(desc(tables.outboxMessages.id))
        .limit(1)
    )[0];

  const storedMobile = async (userId: number) =>
    (
      await server.database.db
        .select({ mobile: tables.members.mobile })
        .from(tables.members)
        .where(eq(tables.members.id, userId))
    )[0]?.mobile;

  it("registers a +1 number by SMS code, stores it in E.164 and logs in however it is written", async () => {
    const { typed, e164 } = uniqueUsMobile();
    const { sent, registered } = await registerWithCode(server, { mobile: typed }, password);
    expect(sent).toMatchObject({ code: 0 });
    expect(registered.code).toBe(0);
    // The SMS adapter got the number in E.164.
    expect((await newestSms(e164))?.body).toMatch(/\b\d{6}\b/);
    expect(await storedMobile(registered.data.userId)).toBe(e164);

    const me = await api.get<{ mobile: string }>("/app-api/ip/member-user/get", {
      token: registered.data.accessToken,
    });
    expect(me.data.mobile).toBe(`+141****${e164.slice(-4)}`);

    for (const account of [e164, typed, `00${e164.slice(1)}`]) {
      const login = await api.post<TokenPair>("/app-api/member/auth/login", { account, password });
      expect(login).toMatchObject({ code: 0, data: { userId: registered.data.userId } });
    }

    await skipResendWait(server, e164);
    const again = await api.post(
      "/app-api/member/auth/send-sms-code",
      { mobile: `001${e164.slice(2)}`, scene: 0, captchaVerification: await solveCaptcha(server) },
      { language: "en" },
    );
    expect(again).toMatchObject({ code: 400, msg: "This mobile number is already registered. Please log in." });
  });

  it("keeps mainland accounts in their 11-digit form, reachable with +86 or 0086 in front", async () => {
    const mobile = uniqueMobile();
    const { registered } = await registerWithCode(server, { mobile: `+86 ${mobile}` }, password);
    expect(registered.code).toBe(0);
    expect(await storedMobile(registered.data.userId)).toBe(mobile);
    expect((await newestSms(`+86${mobile}`))?.body).toMatch(/\b\d{6}\b/);
    for (const account of [mobile, `+86 ${mobile}`, `0086${mobile}`]) {
      const login = await api.post<TokenPair>("/app-api/member/auth/login", { account, password });
      expect(login).toMatchObject({ code: 0, data: { userId: registered.data.userId } });
    }
  });

  it("refuses what is not a mobile number anywhere, in both languages, sending nothing", async () => {
    const captchaVerification = await solveCaptcha(server);
    for (const mobile of ["+1 415 555", "+44 20 7183 8750", "12345"]) {
      expect(
        await api.post(
          "/app-api/member/auth/send-sms-code",
          { mobile, scene: 0, captchaVerification },
          { language: "en" },
        ),
      ).toMatchObject({
        code: 400,
        msg: "Please enter a valid mobile number. Outside mainland China, choose your country code or start with + (e.g. +1 415 555 2671).",
      });
    }
    expect(
      await api.post(
        "/app-api/member/auth/send-sms-code",
        { mobile: "+1 415 555", scene: 0, captchaVerification },
        { language: "zh-CN" },
      ),
    ).toMatchObject({ code: 400, msg: "请输入正确的手机号；境外号码请先选择国家/地区区号，或以 + 开头填写" });
    expect(await newestSms("+1415555")).toBeUndefined();
  });
});
