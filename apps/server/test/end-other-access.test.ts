import type { TokenPair } from "@shop/contract";
import { tables } from "@shop/db";
import { testDatabaseKinds } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { totpCodeAt } from "../src/lib/second-factor.ts";
import { hashPassword } from "../src/modules/identity/auth/password.ts";
import { type ApiClient, latestCode, solveCaptcha, startWithApi, uniqueMobile } from "./auth-helpers.ts";
import type { TestServer } from "./test-server.ts";

/**
 * Password change, password reset and turning on two-factor login offer to sign out other devices
 * and revoke API keys, ticked by default (#26): both outcomes, as the member's other devices and
 * scripts see them.
 */
describe.each(testDatabaseKinds())("ending other access at security changes (%s)", (kind) => {
  let server: TestServer;
  let api: ApiClient;
  beforeAll(async () => {
    ({ server, api } = await startWithApi(kind));
  });
  afterAll(() => server?.close());

  const password = "first passphrase of mine";
  const newPassword = "second passphrase of mine";

  /** A member signed in on two devices, with an API key a script uses. */
  async function memberWithOtherAccess() {
    const mobile = uniqueMobile();
    await server.database.db.insert(tables.members).values({ mobile, passwordHash: await hashPassword(password) });
    const login = async () =>
      (await api.post<TokenPair>("/app-api/member/auth/login", { account: mobile, password })).data.accessToken;
    const here = await login();
    const otherDevice = await login();
    const key = await api.post<{ secret: string }>(
      "/app-api/member/api-key/create",
      { name: "script", scopes: ["usage:read"] },
      { token: here },
    );
    expect(key.code, key.msg).toBe(0);
    return { mobile, here, otherDevice, keySecret: key.data.secret };
  }
  /** Whether a token (a session's or an API key) still opens the dashboard. */
  const works = async (token: string) => (await api.get("/app-api/ip/dashboard/summary", { token })).code === 0;

  it("a password change signs out everywhere and revokes the keys by default", async () => {
    const { here, otherDevice, keySecret } = await memberWithOtherAccess();
    expect([await works(otherDevice), await works(keySecret)]).toEqual([true, true]);
    const changed = await api.post(
      "/app-api/member/user/update-password",
      { oldPassword: password, password: newPassword, confirmPassword: newPassword },
      { token: here },
    );
    expect(changed.code, changed.msg).toBe(0);
    expect([await works(here), await works(otherDevice), await works(keySecret)]).toEqual([false, false, false]);
  });

  it("a password change with the box unticked keeps the other devices and the keys", async () => {
    const { here, otherDevice, keySecret } = await memberWithOtherAccess();
    const changed = await api.post(
      "/app-api/member/user/update-password",
      { oldPassword: password, password: newPassword, confirmPassword: newPassword, endOtherAccess: false },
      { token: here },
    );
    expect(changed.code, changed.msg).toBe(0);
    expect([await works(here), await works(otherDevice), await works(keySecret)]).toEqual([true, true, true]);
  });

  it("a password reset revokes sessions and keys unless unticked", async () => {
    for (const endOtherAccess of [undefined, false] as const) {
      const { mobile, otherDevice, keySecret } = await memberWithOtherAccess();
      const sent = await api.post("/app-api/member/auth/send-sms-code", {
        mobile,
        scene: 3,
        captchaVerification: await solveCaptcha(server),
      });
      expect(sent.code, sent.msg).toBe(0);
      const reset = await api.post("/app-api/member/auth/reset-password", {
        account: mobile,
        code: await latestCode(server, mobile),
        password: newPassword,
        confirmPassword: newPassword,
        ...(endOtherAccess === undefined ? {} : { endOtherAccess }),
      });
      expect(reset.code, reset.msg).toBe(0);
      const kept = endOtherAccess === false;
      expect([await works(otherDevice), await works(keySecret)]).toEqual([kept, kept]);
    }
  });

  it("turning on two-factor login ends the other sessions and the keys by default, and keeps this one", async () => {
    for (const endOtherAccess of [undefined, false] as const) {
      const { here, otherDevice, keySecret } = await memberWithOtherAccess();
      const setup = await api.post<{ secret: string }>(
        "/app-api/member/security/two-factor/setup",
        { password },
        { token: here },
      );
      expect(setup.code, setup.msg).toBe(0);
      const enabled = await api.post(
        "/app-api/member/security/two-factor/enable",
        {
          code: totpCodeAt(setup.data.secret, Date.now()),
          ...(endOtherAccess === undefined ? {} : { endOtherAccess }),
        },
        { token: here },
      );
      expect(enabled.code, enabled.msg).toBe(0);
      const kept = endOtherAccess === false;
      expect([await works(here), await works(otherDevice), await works(keySecret)]).toEqual([true, kept, kept]);
    }
  });

  it("refuses a value that is not yes or no, in both languages", async () => {
    const { here } = await memberWithOtherAccess();
    const body = { oldPassword: password, password: newPassword, confirmPassword: newPassword, endOtherAccess: "no" };
    const en = await api.post("/app-api/member/user/update-password", body, { token: here, language: "en" });
    expect(en).toMatchObject({ code: 400, msg: "Choose whether to log out other devices and revoke API keys" });
    const zh = await api.post("/app-api/member/user/update-password", body, { token: here, language: "zh-CN" });
    expect(zh.msg).toBe("请选择是否退出其他设备并吊销 API 密钥");
  });
});
