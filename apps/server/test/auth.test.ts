import { createHash } from "node:crypto";
import { ResponseCode, type TokenPair } from "@shop/contract";
import { tables } from "@shop/db";
import { testDatabaseKinds } from "@shop/db/testing";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ApiClient,
  latestCode,
  randomIp,
  registerWithCode,
  skipResendWait,
  solveCaptcha,
  startWithApi,
  uniqueMobile,
} from "./auth-helpers.ts";
import type { TestServer } from "./test-server.ts";

const password = "correct horse battery";

describe.each(testDatabaseKinds())("accounts over HTTP (%s)", (kind) => {
  let server: TestServer;
  let api: ApiClient;

  beforeAll(async () => {
    ({ server, api } = await startWithApi(kind));
  });
  afterAll(() => server?.close());

  async function sendCode(target: { mobile?: string; email?: string }, scene: 0 | 3, language = "en") {
    return api.post(
      "/app-api/member/auth/send-sms-code",
      { ...target, scene, captchaVerification: await solveCaptcha(server) },
      { language },
    );
  }

  async function register(target: { mobile?: string; email?: string }, overrides: Record<string, unknown> = {}) {
    const { sent, registered } = await registerWithCode(server, target, password, overrides);
    expect(sent).toMatchObject({ code: 0 });
    return registered;
  }

  const memberCount = async () =>
    Number((await server.database.db.select({ n: sql<number>`count(*)::int` }).from(tables.members))[0]?.n);

  describe("registration", () => {
    it("registers with a mobile number and an SMS code, then knows the user", async () => {
      const mobile = uniqueMobile();
      const result = await register({ mobile });
      expect(result.code).toBe(0);
      expect(result.data.accessToken).toMatch(/^[\w-]{40,}$/);
      const me = await api.get<{ mobile: string; limitBalance: number; certificationStatus: number }>(
        "/app-api/ip/member-user/get",
        { token: result.data.accessToken },
      );
      expect(me.code).toBe(0);
      expect(me.data.mobile).toBe(`${mobile.slice(0, 3)}****${mobile.slice(7)}`);
      expect(me.data).toMatchObject({ limitBalance: 0, certificationStatus: 0 });
    });

    it("registers with an e-mail address and an e-mail code", async () => {
      const result = await register({ email: `New.User${Date.now()}@Example.com` });
      expect(result.code).toBe(0);
      const me = await api.get<{ email: string }>("/app-api/ip/member-user/get", { token: result.data.accessToken });
      expect(me.data.email).toMatch(/^n\*\*\*\d@example\.com$/);
    });

    it("tells a taken mobile number or e-mail at the send-code step, sending nothing and creating nothing", async () => {
      const mobile = uniqueMobile();
      await register({ mobile });
      await skipResendWait(server, mobile);
      const before = await memberCount();
      expect(await sendCode({ mobile }, 0)).toMatchObject({
        code: 400,
        msg: "This mobile number is already registered. Please log in.",
      });
      const email = `taken${Date.now()}@example.com`;
      await register({ email });
      await skipResendWait(server, email);
      expect(await sendCode({ email: email.toUpperCase() }, 0, "zh-CN")).toMatchObject({
        code: 400,
        msg: "该邮箱已注册，请直接登录",
      });
      expect(await memberCount()).toBe(before + 1);
      // Registering anyway (a code from before) is still refused.
      const again = await api.post("/app-api/member/auth/register", {
        mobile,
        code: "123456",
        password,
        confirmPassword: password,
        agreeTerms: true,
        captchaVerification: await solveCaptcha(server),
      });
      expect(again.code).toBe(400);
      expect(await memberCount()).toBe(before + 1);
    });

    it("requires the terms to be accepted, in both languages", async () => {
      const body = {
        mobile: uniqueMobile(),
        code: "123456",
        password,
        confirmPassword: password,
        captchaVerification: "x",
      };
      const en = await api.post("/app-api/member/auth/register", { ...body, agreeTerms: false });
      expect(en).toMatchObject({ code: 400, msg: "Please read the Terms of Service and Privacy Policy first" });
      const zh = await api.post("/app-api/member/auth/register", body, { language: "zh-CN" });
      expect(zh).toMatchObject({ code: 400, msg: "请先阅读并同意服务协议和隐私政策" });
    });

    it("refuses mismatched, short and common passwords before anything is used up", async () => {
      const mobile = uniqueMobile();
      const base = { mobile, code: "123456", agreeTerms: true, captchaVerification: "x" };
      expect(
        await api.post("/app-api/member/auth/register", { ...base, password, confirmPassword: "other password" }),
      ).toMatchObject({
        msg: "The two passwords do not match",
      });
      expect(
        await api.post("/app-api/member/auth/register", { ...base, password: "short", confirmPassword: "short" }),
      ).toMatchObject({
        msg: "The password must have at least 8 characters",
      });
      expect(
        await api.post("/app-api/member/auth/register", {
          ...base,
          password: "password123",
          confirmPassword: "password123",
        }),
      ).toMatchObject({ msg: "This password is too common and easy to guess. Please choose another." });
      const zh = await api.post(
        "/app-api/member/auth/register",
        { ...base, password: "", confirmPassword: "" },
        { language: "zh-CN" },
      );
      expect(zh.msg).toBe("请输入密码");
    });

    it("refuses a wrong or missing mobile number with the form's message", async () => {
      expect(
        await api.post("/app-api/member/auth/send-sms-code", { mobile: "12345", scene: 0, captchaVerification: "x" }),
      ).toMatchObject({
        code: 400,
        msg: "Please enter a valid mobile number. Outside mainland China, choose your country code or start with + (e.g. +1 415 555 2671).",
      });
      expect(
        await api.post(
          "/app-api/member/auth/send-sms-code",
          { scene: 0, captchaVerification: "x" },
          { language: "zh-CN" },
        ),
      ).toMatchObject({
        msg: "请输入手机号",
      });
    });
  });

  describe("one e-mail rule everywhere (RFC 5321 lengths)", () => {
    const tooLong = `${"a".repeat(300)}@example.com`; // 312 characters
    const longLocalPart = `${"b".repeat(65)}@example.com`;

    it("refuses a 312-character e-mail at send-code, register, login and reset alike", async () => {
      const message = "The email address is too long (at most 254 characters, at most 64 before the @)";
      const calls = [
        api.post("/app-api/member/auth/send-sms-code", { email: tooLong, scene: 0, captchaVerification: "x" }),
        api.post("/app-api/member/auth/register", {
          email: tooLong,
          code: "123456",
          password,
          confirmPassword: password,
          agreeTerms: true,
          captchaVerification: "x",
        }),
        api.post("/app-api/member/auth/login", { account: tooLong, password }),
        api.post("/app-api/member/auth/reset-password", {
          account: tooLong,
          code: "123456",
          password,
          confirmPassword: password,
        }),
        api.post("/app-api/member/auth/send-sms-code", { email: longLocalPart, scene: 3, captchaVerification: "x" }),
        api.post("/app-api/member/auth/login", { account: longLocalPart, password }),
      ];
      for (const answer of await Promise.all(calls)) expect(answer).toMatchObject({ code: 400, msg: message });
      const zh = await api.post("/app-api/member/auth/login", { account: tooLong, password }, { language: "zh-CN" });
      expect(zh.msg).toBe("邮箱地址过长（最多 254 个字符，@ 前最多 64 个字符）");
    });

    it("registers with the longest allowed address, which then logs in", async () => {
      // 64 before the @ and 254 in all.
      const domain = `${"d".repeat(60)}.${"e".repeat(60)}.${"f".repeat(60)}.example`;
      const email = `${String(Date.now()).padEnd(64, "c")}@${domain}`.slice(0, 254);
      expect(email.length).toBeLessThanOrEqual(254);
      const result = await register({ email });
      expect(result.code).toBe(0);
      expect((await api.post("/app-api/member/auth/login", { account: email, password })).code).toBe(0);
    });
  });

  describe("password rules", () => {
    const registerBody = (target: { mobile?: string; email?: string }, chosen: string) => ({
      ...target,
      code: "123456",
      password: chosen,
      confirmPassword: chosen,
      agreeTerms: true,
      captchaVerification: "x",
    });

    it("refuses a password with the member's own mobile or e-mail, one repeated character or only spaces", async () => {
      const mobile = uniqueMobile();
      const contains = "The password must not contain your mobile number or e-mail address";
      const trivial = "The password must not be one repeated character or only spaces";
      const cases: [Record<string, unknown>, string][] = [
        [registerBody({ mobile }, `my${mobile}!`), contains],
        [registerBody({ email: "Zhang.Wei@Example.com" }, "zhang.wei@example.com1"), contains],
        [registerBody({ email: "Zhang.Wei@Example.com" }, "Hello ZHANG.WEI 2026"), contains],
        [registerBody({ mobile }, "aaaaaaaaaa"), trivial],
        [registerBody({ mobile }, "          "), trivial],
      ];
      for (const [body, msg] of cases) {
        expect(await api.post("/app-api/member/auth/register", body)).toMatchObject({ code: 400, msg });
      }
      const zh = await api.post("/app-api/member/auth/register", registerBody({ mobile }, "11111111"), {
        language: "zh-CN",
      });
      expect(zh.msg).toBe("密码不能是同一个字符的重复或只有空格");
    });

    it("refuses them at reset (the member's other contact too) and at change of password", async () => {
      const email = `rules${Date.now()}@example.com`;
      const registered = await register({ email });
      const local = email.split("@")[0] as string;
      expect(
        await api.post("/app-api/member/auth/reset-password", {
          account: email,
          code: "123456",
          password: `x-${local}-x`,
          confirmPassword: `x-${local}-x`,
        }),
      ).toMatchObject({ code: 400, msg: "The password must not contain your mobile number or e-mail address" });
      expect(
        await api.post(
          "/app-api/member/user/update-password",
          { oldPassword: password, password: `new ${email}`, confirmPassword: `new ${email}` },
          { token: registered.data.accessToken },
        ),
      ).toMatchObject({ code: 400, msg: "The password must not contain your mobile number or e-mail address" });
      expect(
        await api.post(
          "/app-api/member/user/update-password",
          { oldPassword: password, password: "zzzzzzzzz", confirmPassword: "zzzzzzzzz" },
          { token: registered.data.accessToken },
        ),
      ).toMatchObject({ code: 400, msg: "The password must not be one repeated character or only spaces" });

      // A member with both contacts: a reset by mobile refuses the e-mail's local part too, but only
      // once the code is right (before, it would tell a stranger the e-mail), and the code stays usable.
      const mobile = uniqueMobile();
      const both = `both${Date.now()}@example.com`;
      await register({ mobile });
      await server.database.db.update(tables.members).set({ email: both }).where(eq(tables.members.mobile, mobile));
      const withLocalPart = `${both.split("@")[0]} secret`;
      const reset = (code: string | undefined, chosen: string) =>
        api.post("/app-api/member/auth/reset-password", {
          account: mobile,
          code,
          password: chosen,
          confirmPassword: chosen,
        });
      expect(await reset("123456", withLocalPart)).toMatchObject({
        code: 400,
        msg: "The verification code is wrong or has expired",
      });
      await skipResendWait(server, mobile);
      await sendCode({ mobile }, 3);
      const code = await latestCode(server, mobile);
      expect(await reset(code, withLocalPart)).toMatchObject({
        code: 400,
        msg: "The password must not contain your mobile number or e-mail address",
      });
      expect(await reset(code, "a proper new passphrase")).toMatchObject({ code: 0 });
    });
  });

  describe("verification codes", () => {
    it("needs a passed captcha, which covers the next calls of the same form visit, three at most", async () => {
      const mobile = uniqueMobile();
      expect(await api.post("/app-api/member/auth/send-sms-code", { mobile, scene: 0 })).toMatchObject({
        code: ResponseCode.CaptchaRequired,
        msg: "Please complete the slider verification first",
      });
      const verification = await solveCaptcha(server);
      const send = (target: string) =>
        api.post("/app-api/member/auth/send-sms-code", { mobile: target, scene: 0, captchaVerification: verification });
      expect(await send(mobile)).toMatchObject({ code: 0 });
      // A resend (here: to a corrected number) needs no second slider.
      expect(await send(uniqueMobile())).toMatchObject({ code: 0 });
      // A login past the failure threshold wants a fresh slider of its own.
      expect(
        await api.post("/app-api/member/auth/login", {
          account: mobile,
          password,
          captchaVerification: verification,
        }),
      ).toMatchObject({
        code: ResponseCode.CaptchaRequired,
        msg: "The verification has expired. Please verify again.",
      });
      expect(await send(uniqueMobile())).toMatchObject({ code: 0 });
      expect(await send(uniqueMobile())).toMatchObject({
        code: 400,
        msg: "The verification has expired. Please verify again.",
      });
    });

    it("says the resend wait before asking for a slider: no captcha is solved to hear it", async () => {
      const mobile = uniqueMobile();
      expect(await sendCode({ mobile }, 3)).toMatchObject({ code: 0 });
      const unsolved = await api.post(
        "/app-api/member/auth/send-sms-code",
        { mobile, scene: 3 },
        { language: "zh-CN" },
      );
      expect(unsolved.code).toBe(ResponseCode.TooManyRequests);
      expect(unsolved.msg).toMatch(/^发送过于频繁，请 (60|59|58) 秒后再试$/);
      // Nothing was counted: once the wait is over, the captcha comes next and then the code.
      await skipResendWait(server, mobile);
      expect(await api.post("/app-api/member/auth/send-sms-code", { mobile, scene: 3 })).toMatchObject({
        code: ResponseCode.CaptchaRequired,
      });
      expect(await sendCode({ mobile }, 3)).toMatchObject({ code: 0 });
    });

    it("sends one code per target per 60 s", async () => {
      const mobile = uniqueMobile();
      expect(await sendCode({ mobile }, 0)).toMatchObject({ code: 0 });
      const again = await sendCode({ mobile }, 0);
      expect(again.code).toBe(ResponseCode.TooManyRequests);
      expect(again.msg).toMatch(/^A code was just sent\. You can request another in (60|59|58) s\.$/);
      await skipResendWait(server, mobile);
      expect(await sendCode({ mobile }, 0)).toMatchObject({ code: 0 });
    });

    it("sends at most 10 codes per target per day", async () => {
      const mobile = uniqueMobile();
      const earlier = new Date(Date.now() - 3600_000);
      await server.database.db.insert(tables.verificationCodes).values(
        Array.from({ length: 10 }, () => ({
          channel: "sms",
          target: mobile,
          purpose: 0,
          codeHash: "x",
          expiresAt: earlier,
          createdAt: earlier,
        })),
      );
      expect(await sendCode({ mobile }, 0, "zh-CN")).toMatchObject({
        code: 429,
        msg: "该账户今日获取验证码次数已达上限，请明天再试",
      });
    });

    it("limits codes per IP address", async () => {
      const ip = randomIp();
      const send = async () =>
        api.post(
          "/app-api/member/auth/send-sms-code",
          { mobile: uniqueMobile(), scene: 0, captchaVerification: await solveCaptcha(server) },
          { ip },
        );
      expect(await send()).toMatchObject({ code: 0 });
      await server.database.db
        .update(tables.rateLimitCounters)
        .set({ count: 20 })
        .where(eq(tables.rateLimitCounters.key, `code-ip:${ip}`));
      expect(await send()).toMatchObject({
        code: 429,
        msg: "Too many codes have been requested from your network. Please try again later.",
      });
    });

    it("refuses an expired code", async () => {
      const mobile = uniqueMobile();
      await sendCode({ mobile }, 0);
      await server.database.db
        .update(tables.verificationCodes)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(tables.verificationCodes.target, mobile));
      const code = await latestCode(server, mobile);
      const result = await api.post("/app-api/member/auth/register", {
        mobile,
        code,
        password,
        confirmPassword: password,
        agreeTerms: true,
        captchaVerification: await solveCaptcha(server),
      });
      expect(result).toMatchObject({ code: 400, msg: "The verification code is wrong or has expired" });
    });

    it("kills a code after 5 wrong tries, even if the sixth is right", async () => {
      const email = `tries${Date.now()}@example.com`;
      await register({ email });
      await skipResendWait(server, email);
      await sendCode({ email }, 3);
      const code = (await latestCode(server, email)) as string;
      const wrong = code === "000000" ? "111111" : "000000";
      const messages: string[] = [];
      for (let attempt = 0; attempt < 5; attempt++) {
        const result = await api.post("/app-api/member/auth/reset-password", {
          account: email,
          code: wrong,
          password: "a brand new secret",
          confirmPassword: "a brand new secret",
        });
        messages.push(result.msg);
      }
      expect(messages.slice(0, 4)).toEqual(Array(4).fill("The verification code is wrong or has expired"));
      expect(messages[4]).toBe("Too many wrong codes. Please request a new one.");
      const right = await api.post("/app-api/member/auth/reset-password", {
        account: email,
        code,
        password: "a brand new secret",
        confirmPassword: "a brand new secret",
      });
      expect(right.msg).toBe("Too many wrong codes. Please request a new one.");
    });

    it("uses a code once", async () => {
      const mobile = uniqueMobile();
      await register({ mobile });
      await skipResendWait(server, mobile);
      await sendCode({ mobile }, 3);
      const code = await latestCode(server, mobile);
      const body = { account: mobile, code, password: "first new password", confirmPassword: "first new password" };
      expect(await api.post("/app-api/member/auth/reset-password", body)).toMatchObject({ code: 0 });
      expect(
        await api.post("/app-api/member/auth/reset-password", {
          ...body,
          password: "second new password",
          confirmPassword: "second new password",
        }),
      ).toMatchObject({
        code: 400,
        msg: "The verification code is wrong or has expired",
      });
    });
  });

  describe("login and sessions", () => {
    let mobile: string;
    beforeAll(async () => {
      mobile = uniqueMobile();
      await register({ mobile });
    });

    it("logs in with mobile and password", async () => {
      const result = await api.post<TokenPair>("/app-api/member/auth/login", { account: mobile, password });
      expect(result.code).toBe(0);
      expect(new Date(result.data.expiresTime).getTime()).toBeGreaterThan(Date.now());
    });

    it("answers a wrong password and an unknown account the same way", async () => {
      const wrong = await api.post("/app-api/member/auth/login", { account: mobile, password: "not the password" });
      const unknown = await api.post("/app-api/member/auth/login", {
        account: "nobody@example.com",
        password: "not the password",
      });
      expect(wrong).toEqual({
        code: ResponseCode.LoginFailed,
        data: null,
        msg: "Wrong mobile number/e-mail or password",
      });
      expect(unknown).toEqual(wrong);
      const zh = await api.post(
        "/app-api/member/auth/login",
        { account: mobile, password: "nope nope" },
        { language: "zh-CN" },
      );
      expect(zh.msg).toBe("手机号/邮箱或密码错误");
    });

    it("asks for the captcha after repeated failures, and never refuses the right password with it", async () => {
      const victim = uniqueMobile();
      await register({ mobile: victim });
      for (let i = 0; i < 3; i++)
        await api.post("/app-api/member/auth/login", { account: victim, password: "wrong guess" });
      const blocked = await api.post("/app-api/member/auth/login", { account: victim, password });
      expect(blocked).toMatchObject({
        code: ResponseCode.CaptchaRequired,
        msg: "Please complete the slider verification first",
      });
      const withCaptcha = await api.post("/app-api/member/auth/login", {
        account: victim,
        password,
        captchaVerification: await solveCaptcha(server),
      });
      expect(withCaptcha.code).toBe(0);

      // An attacker failing on purpose, many times, from one address: the member is asked for
      // the slider (from any address) but is never locked out.
      const target = uniqueMobile();
      await register({ mobile: target });
      const attacker = randomIp();
      for (let i = 0; i < 15; i++) {
        const extra = i >= 3 ? { captchaVerification: await solveCaptcha(server) } : {};
        const failed = await api.post(
          "/app-api/member/auth/login",
          { account: target, password: "wrong guess", ...extra },
          { ip: attacker },
        );
        expect(failed.code).toBe(ResponseCode.LoginFailed);
      }
      expect(await api.post("/app-api/member/auth/login", { account: target, password })).toMatchObject({
        code: ResponseCode.CaptchaRequired,
      });
      const member = await api.post("/app-api/member/auth/login", {
        account: target,
        password,
        captchaVerification: await solveCaptcha(server),
      });
      expect(member.code).toBe(0);
      // The good login cleared the account's count.
      expect((await api.post("/app-api/member/auth/login", { account: target, password })).code).toBe(0);
    });

    it("refuses a used captcha token without counting an attempt", async () => {
      const own = uniqueMobile();
      await register({ mobile: own });
      const token = await solveCaptcha(server);
      expect(
        (await api.post("/app-api/member/auth/login", { account: own, password, captchaVerification: token })).code,
      ).toBe(0);
      expect(
        await api.post("/app-api/member/auth/login", { account: own, password, captchaVerification: token }),
      ).toMatchObject({
        code: ResponseCode.CaptchaRequired,
        msg: "The verification has expired. Please verify again.",
      });
    });

    it.skipIf(kind !== "postgres")(
      "checks at most 3 passwords of a burst of 40 parallel wrong logins without the captcha",
      async () => {
        const target = uniqueMobile();
        await register({ mobile: target });
        const results = await Promise.all(
          Array.from({ length: 40 }, () =>
            api.post("/app-api/member/auth/login", { account: target, password: "wrong guess" }),
          ),
        );
        // "Login failed" is only answered after the password was verified; the others were stopped before.
        const verified = results.filter((result) => result.code === ResponseCode.LoginFailed);
        const stopped = results.filter((result) => result.code === ResponseCode.CaptchaRequired);
        expect(verified.length).toBeLessThanOrEqual(3);
        expect(verified.length + stopped.length).toBe(40);
        // The right password still gets in, with the slider.
        const member = await api.post("/app-api/member/auth/login", {
          account: target,
          password,
          captchaVerification: await solveCaptcha(server),
        });
        expect(member.code).toBe(0);
      },
    );

    it("answers a 300-character password with the length message", async () => {
      expect(
        await api.post("/app-api/member/auth/login", { account: mobile, password: "x".repeat(300) }),
      ).toMatchObject({ code: 400, msg: "The password must have at most 128 characters" });
    });

    it("rotates the refresh token and revokes the family when an old one comes back", async () => {
      const login = await api.post<TokenPair>("/app-api/member/auth/login", { account: mobile, password });
      const rotated = await api.post<TokenPair>("/app-api/member/auth/refresh-token", {
        refreshToken: login.data.refreshToken,
      });
      expect(rotated.code).toBe(0);
      expect(rotated.data.refreshToken).not.toBe(login.data.refreshToken);
      expect((await api.get("/app-api/ip/member-user/get", { token: login.data.accessToken })).code).toBe(401);
      expect((await api.get("/app-api/ip/member-user/get", { token: rotated.data.accessToken })).code).toBe(0);

      const replay = await api.post("/app-api/member/auth/refresh-token", { refreshToken: login.data.refreshToken });
      expect(replay.code).toBe(401);
      expect((await api.get("/app-api/ip/member-user/get", { token: rotated.data.accessToken })).code).toBe(401);
      expect(
        (await api.post("/app-api/member/auth/refresh-token", { refreshToken: rotated.data.refreshToken })).code,
      ).toBe(401);
    });

    it("answers 401 after logout and for an expired access token", async () => {
      const login = await api.post<TokenPair>("/app-api/member/auth/login", { account: mobile, password });
      expect((await api.post("/app-api/member/auth/logout", {}, { token: login.data.accessToken })).code).toBe(0);
      expect(await api.get("/app-api/ip/member-user/get", { token: login.data.accessToken })).toMatchObject({
        code: 401,
        msg: "Your session has expired. Please log in again.",
      });
      const second = await api.post<TokenPair>("/app-api/member/auth/login", { account: mobile, password });
      await server.database.db.update(tables.memberSessions).set({ accessExpiresAt: new Date(Date.now() - 1000) });
      expect((await api.get("/app-api/ip/member-user/get", { token: second.data.accessToken })).code).toBe(401);
      expect((await api.get("/app-api/ip/member-user/get")).code).toBe(401);
    });

    it("ends a session at its absolute lifetime from login, however often it was refreshed", async () => {
      const login = await api.post<TokenPair>("/app-api/member/auth/login", { account: mobile, password });
      const first = await api.post<TokenPair>("/app-api/member/auth/refresh-token", {
        refreshToken: login.data.refreshToken,
      });
      expect(first.code).toBe(0);
      const sessions = await server.database.db
        .select()
        .from(tables.memberSessions)
        .where(eq(tables.memberSessions.memberId, login.data.userId));
      const latestHash = createHash("sha256").update(first.data.accessToken).digest("hex");
      const familyOfLogin = sessions.find((row) => row.accessTokenHash === latestHash)?.familyId;
      const family = sessions.filter((row) => row.familyId === familyOfLogin);
      expect(family).toHaveLength(2);
      const ends = new Set(family.map((row) => row.absoluteExpiresAt.toISOString()));
      expect(ends.size).toBe(1); // rotation copied the end set at login
      const end = [...ends][0] as string;
      expect(Math.abs(new Date(end).getTime() - (Date.now() + 30 * 24 * 3600_000))).toBeLessThan(120_000);
      for (const row of family) expect(row.refreshExpiresAt.getTime()).toBeLessThanOrEqual(new Date(end).getTime());

      // 30 days later: the refresh token itself would still be valid, the session is not.
      const familyId = family[0]?.familyId as string;
      await server.database.db
        .update(tables.memberSessions)
        .set({ absoluteExpiresAt: new Date(Date.now() - 1000) })
        .where(eq(tables.memberSessions.familyId, familyId));
      expect(
        (await api.post("/app-api/member/auth/refresh-token", { refreshToken: first.data.refreshToken })).code,
      ).toBe(401);
    });

    it("changes the password with the old one, revoking every session", async () => {
      const own = uniqueMobile();
      const registered = await register({ mobile: own });
      const token = registered.data.accessToken;
      const change = (oldPassword: string, next: string, confirm = next) =>
        api.post(
          "/app-api/member/user/update-password",
          { oldPassword, password: next, confirmPassword: confirm },
          { token },
        );
      expect(await change("wrong old one", "another good phrase")).toMatchObject({
        code: 400,
        msg: "The current password is incorrect",
      });
      expect(await change(password, "another good phrase", "different")).toMatchObject({
        msg: "The two passwords do not match",
      });
      expect(await change(password, "another good phrase")).toMatchObject({ code: 0 });
      expect((await api.get("/app-api/ip/member-user/get", { token })).code).toBe(401);
      expect((await api.post("/app-api/member/auth/login", { account: own, password })).code).toBe(
        ResponseCode.LoginFailed,
      );
      expect(
        (await api.post("/app-api/member/auth/login", { account: own, password: "another good phrase" })).code,
      ).toBe(0);
    });
  });

  describe("forgot password", () => {
    it("answers a reset code request the same whether the account exists or not, sending only to real accounts", async () => {
      const known = `known${Date.now()}@example.com`;
      await register({ email: known });
      await skipResendWait(server, known);
      const unknown = `unknown${Date.now()}@example.com`;
      const forKnown = await sendCode({ email: known }, 3);
      const forUnknown = await sendCode({ email: unknown }, 3);
      expect(forUnknown).toEqual(forKnown);
      expect(await latestCode(server, unknown)).toBeUndefined();
    });

    it("clears the failed logins and the captcha requirement once the password is reset", async () => {
      const email = `forgot${Date.now()}@example.com`;
      await register({ email });
      for (let i = 0; i < 5; i++)
        await api.post("/app-api/member/auth/login", { account: email, password: "wrong guess" });
      expect((await api.post("/app-api/member/auth/login", { account: email, password })).code).toBe(
        ResponseCode.CaptchaRequired,
      );
      await skipResendWait(server, email);
      await sendCode({ email }, 3);
      const reset = await api.post("/app-api/member/auth/reset-password", {
        account: email,
        code: await latestCode(server, email),
        password: "my fresh passphrase",
        confirmPassword: "my fresh passphrase",
      });
      expect(reset.code).toBe(0);
      expect(
        (await api.post("/app-api/member/auth/login", { account: email, password: "my fresh passphrase" })).code,
      ).toBe(0);
    });

    it("resets the password by e-mail code and logs out every session", async () => {
      const email = `reset${Date.now()}@example.com`;
      const registered = await register({ email });
      await skipResendWait(server, email);
      await sendCode({ email }, 3);
      const code = await latestCode(server, email);
      const reset = await api.post("/app-api/member/auth/reset-password", {
        account: email,
        code,
        password: "my fresh passphrase",
        confirmPassword: "my fresh passphrase",
      });
      expect(reset).toMatchObject({ code: 0 });
      expect((await api.get("/app-api/ip/member-user/get", { token: registered.data.accessToken })).code).toBe(401);
      expect(
        (await api.post("/app-api/member/auth/login", { account: email, password: "my fresh passphrase" })).code,
      ).toBe(0);
    });
  });
});
