import { ResponseCode, type TokenPair } from "@shop/contract";
import { tables } from "@shop/db";
import { testDatabaseKinds } from "@shop/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failuresBeforeNotice } from "../src/modules/identity/auth/login.ts";
import { hashPassword } from "../src/modules/identity/auth/password.ts";
import { apiClient, randomIp, solveCaptcha, uniqueMobile } from "./auth-helpers.ts";
import { startTestServer, type TestServer } from "./test-server.ts";

describe.each(testDatabaseKinds())("the member login brake (%s)", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  it("tells the member once, in their language, when a script guesses at their password, and still lets them in", async () => {
    const email = `brake-${Date.now()}@example.com`;
    const password = "the member's own passphrase";
    await server.database.db
      .insert(tables.members)
      .values({ mobile: uniqueMobile(), email, locale: "en", passwordHash: await hashPassword(password) });
    const api = apiClient(server);
    const guess = async (i: number) =>
      api.post(
        "/app-api/member/auth/login",
        { account: email, password: `script guess ${i}`, captchaVerification: await solveCaptcha(server) },
        { ip: randomIp() },
      );
    for (let i = 0; i < failuresBeforeNotice + 3; i += 1) {
      expect((await guess(i)).code).toBe(ResponseCode.LoginFailed);
    }
    const notices = await server.database.db
      .select({ subject: tables.outboxMessages.subject, body: tables.outboxMessages.body })
      .from(tables.outboxMessages)
      .where(eq(tables.outboxMessages.recipient, email));
    expect(notices).toHaveLength(1);
    expect(notices[0]?.subject).toContain("Many wrong passwords were tried on your account");
    // A stranger's guesses cost the member nothing but the slider: the right password still works.
    const login = await api.post<TokenPair>("/app-api/member/auth/login", {
      account: email,
      password,
      captchaVerification: await solveCaptcha(server),
    });
    expect(login.code, login.msg).toBe(0);
  });
});
