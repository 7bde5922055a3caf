import { ResponseCode } from "@shop/contract";
import { tables } from "@shop/db";
import { testDatabaseKinds } from "@shop/db/testing";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { totpCodeAt } from "../src/lib/second-factor.ts";
import { hashPassword } from "../src/modules/identity/auth/password.ts";
import { type Envelope, latestCode, randomIp, solveCaptcha, uniqueMobile } from "./auth-helpers.ts";
import { startTestServer, type TestServer } from "./test-server.ts";

const password = "correct horse battery";
const chromeOnWindows =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const firefoxOnLinux = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
const safariOnIphone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

interface Answer<T = unknown> {
  status: number;
  body: Envelope<T>;
  cookies: Map<string, { value: string; attributes: string }>;
}

/** Raw HTTP as a browser or script would send it: headers, cookies, and the Set-Cookie lines back. */
function http(server: TestServer) {
  return async function call<T = unknown>(
    method: "GET" | "POST",
    path: string,
    options: { body?: unknown; headers?: Record<string, string>; cookie?: string; token?: string; ip?: string } = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = {
      "accept-language": "en",
      "x-forwarded-for": options.ip ?? randomIp(),
      ...options.headers,
    };
    if (options.body !== undefined) headers["content-type"] = "application/json";
    if (options.cookie) headers.cookie = options.cookie;
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const response = await fetch(`${server.baseUrl}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const cookies = new Map<string, { value: string; attributes: string }>();
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...rest] = line.split(";");
      const at = pair.indexOf("=");
      cookies.set(pair.slice(0, at).trim(), { value: pair.slice(at + 1), attributes: rest.join(";").trim() });
    }
    return { status: response.status, body: (await response.json()) as Envelope<T>, cookies };
  };
}

describe.each(testDatabaseKinds())("member sessions and two-factor login (%s)", (kind) => {
  let server: TestServer;
  let call: ReturnType<typeof http>;

  beforeAll(async () => {
    server = await startTestServer(kind);
    call = http(server);
  });
  afterAll(() => server?.close());

  /** A member straight in the table (registration has its own tests); e-mail members get notices by e-mail. */
  async function newMember(withEmail = false): Promise<{ account: string; memberId: number; email: string | null }> {
    const mobile = uniqueMobile();
    const email = withEmail ? `m${mobile}@example.com` : null;
    const [row] = await server.database.db
      .insert(tables.members)
      .values({ mobile, email, passwordHash: await hashPassword(password), locale: "en" })
      .returning({ id: tables.members.id });
    return { account: mobile, memberId: row?.id as number, email };
  }

  const login = (account: string, userAgent = chromeOnWindows, headers: Record<string, string> = {}) =>
    call<{ accessToken: string; refreshToken: string; secondFactorRequired?: true; challenge?: string }>(
      "POST",
      "/app-api/member/auth/login",
      { body: { account, password }, headers: { "user-agent": userAgent, ...headers } },
    );

  const cookieHeader = (answer: Answer) =>
    [...answer.cookies].map(([name, cookie]) => `${name}=${cookie.value}`).join("; ");

  describe("browser sessions in HttpOnly cookies", () => {
    it("login sets HttpOnly SameSite=Lax cookies, the refresh one only for the refresh call, and the web app gets no token", async () => {
      const { account } = await newMember();
      const answer = await login(account, chromeOnWindows, { "x-session": "cookie" });
      expect(answer.body.code).toBe(0);
      expect(answer.body.data.accessToken).toBe("");
      expect(answer.body.data.refreshToken).toBe("");
      const access = answer.cookies.get("sid");
      const refresh = answer.cookies.get("srt");
      expect(access?.attributes).toMatch(/HttpOnly/);
      expect(access?.attributes).toMatch(/SameSite=Lax/);
      expect(access?.attributes).toMatch(/Path=\/(;|$)/);
      expect(access?.attributes).not.toMatch(/Secure/);
      expect(refresh?.attributes).toMatch(/HttpOnly/);
      expect(refresh?.attributes).toMatch(/Path=\/app-api\/member\/auth\/refresh-token/);
      // The cookie alone is a session.
      const me = await call("GET", "/app-api/ip/member-user/get", { cookie: `sid=${access?.value}` });
      expect(me.body.code).toBe(0);
    });

    it("API clients still get the tokens in the answer and call with a bearer token", async () => {
      const { account } = await newMember();
      const answer = await login(account);
      expect(answer.body.data.accessToken).toMatch(/^[\w-]{40,}$/);
      const me = await call("GET", "/app-api/ip/member-user/get", { token: answer.body.data.accessToken });
      expect(me.body.code).toBe(0);
    });

    it("on https the access cookie is __Host- and every cookie is Secure", async () => {
      const https = await startTestServer(kind, undefined, {
        env: { PUBLIC_URL: "https://shop.example", ALLOW_DEMO: "true" },
      });
      try {
        const { account } = await (async () => {
          const mobile = uniqueMobile();
          await https.database.db
            .insert(tables.members)
            .values({ mobile, passwordHash: await hashPassword(password), locale: "en" });
          return { account: mobile };
        })();
        const response = await https.app.inject({
          method: "POST",
          url: "/app-api/member/auth/login",
          headers: { host: "shop.example", "content-type": "application/json", "x-session": "cookie" },
          payload: { account, password },
        });
        expect(response.json().code).toBe(0);
        const lines = ([] as string[]).concat(response.headers["set-cookie"] ?? []);
        const access = lines.find((line) => line.startsWith("__Host-sid="));
        const refresh = lines.find((line) => line.startsWith("__Secure-srt="));
        expect(access).toMatch(/; Secure/);
        expect(access).toMatch(/HttpOnly/);
        expect(access).not.toMatch(/Domain=/);
        expect(refresh).toMatch(/; Secure/);
      } finally {
        await https.close();
      }
    });

    it("a cross-site post carrying the session cookie changes nothing", async () => {
      const { account } = await newMember();
      const session = await login(account, chromeOnWindows, { "x-session": "cookie" });
      const cookie = cookieHeader(session);
      const change = {
        oldPassword: password,
        password: "a whole new passphrase",
        confirmPassword: "a whole new passphrase",
      };
      for (const headers of [
        { origin: "https://evil.example", "sec-fetch-site": "cross-site" } as Record<string, string>,
        { origin: "https://evil.example" },
        { origin: "null" },
        // A sibling subdomain is "same-site" to the browser: only the shop's own origin passes.
        { origin: "http://sibling.localhost", "sec-fetch-site": "same-site" },
        { origin: server.baseUrl.replace("127.0.0.1", "partner.localhost"), "sec-fetch-site": "same-site" },
        { "sec-fetch-site": "same-site" },
      ]) {
        const refused = await call("POST", "/app-api/member/user/update-password", { body: change, cookie, headers });
        expect(refused.body.code).toBe(ResponseCode.Forbidden);
        expect(refused.body.msg).toBe("This request came from another site and was refused");
      }
      // The password is unchanged and the session still works.
      expect((await login(account)).body.code).toBe(0);
      expect((await call("GET", "/app-api/ip/member-user/get", { cookie })).body.code).toBe(0);
      // The shop's own page may (a browser may call its own origin's fetch same-site, too).
      const same = await call("POST", "/app-api/member/user/update-password", {
        body: change,
        cookie,
        headers: { origin: server.baseUrl, "sec-fetch-site": "same-origin" },
      });
      expect(same.body.code).toBe(0);
    });

    it("refresh through the cookie rotates both cookies, answers no token, and a replayed refresh cookie ends the session", async () => {
      const { account } = await newMember();
      const first = await login(account, chromeOnWindows, { "x-session": "cookie" });
      const oldRefresh = `srt=${first.cookies.get("srt")?.value}`;
      const rotated = await call<{ accessToken: string }>("POST", "/app-api/member/auth/refresh-token", {
        body: {},
        cookie: oldRefresh,
        headers: { "sec-fetch-site": "same-origin" },
      });
      expect(rotated.body.code).toBe(0);
      expect(rotated.body.data.accessToken).toBe("");
      const newAccess = `sid=${rotated.cookies.get("sid")?.value}`;
      expect((await call("GET", "/app-api/ip/member-user/get", { cookie: newAccess })).body.code).toBe(0);
      const replay = await call("POST", "/app-api/member/auth/refresh-token", { body: {}, cookie: oldRefresh });
      expect(replay.body.code).toBe(ResponseCode.Unauthorized);
      expect((await call("GET", "/app-api/ip/member-user/get", { cookie: newAccess })).body.code).toBe(401);
    });

    it("logout ends the session and clears the cookies", async () => {
      const { account } = await newMember();
      const session = await login(account, chromeOnWindows, { "x-session": "cookie" });
      const cookie = cookieHeader(session);
      const out = await call("POST", "/app-api/member/auth/logout", { body: {}, cookie });
      expect(out.body.code).toBe(0);
      expect(out.cookies.get("sid")?.value).toBe("");
      expect(out.cookies.get("srt")?.attributes).toMatch(/Path=\/app-api\/member\/auth\/refresh-token/);
      expect((await call("GET", "/app-api/ip/member-user/get", { cookie })).body.code).toBe(401);
    });
  });

  describe("devices and login history", () => {
    it("lists active sessions with device and this-device, and ends one or all others (their next call is 401)", async () => {
      const { account } = await newMember();
      const a = (await login(account, chromeOnWindows)).body.data.accessToken;
      const b = (await login(account, firefoxOnLinux)).body.data.accessToken;
      const c = (await login(account, safariOnIphone)).body.data.accessToken;
      type Session = { id: string; device: string; current: boolean; firstSeenAt: string; ip: string };
      const listed = await call<Session[]>("GET", "/app-api/member/security/sessions", { token: a });
      expect(listed.body.data.map((s) => s.device).sort()).toEqual([
        "Chrome · Windows",
        "Firefox · Linux",
        "Safari · iPhone",
      ]);
      expect(listed.body.data.filter((s) => s.current).map((s) => s.device)).toEqual(["Chrome · Windows"]);
      const firefox = listed.body.data.find((s) => s.device === "Firefox · Linux") as Session;
      expect(firefox.ip).toMatch(/^10\./);

      const ended = await call("POST", "/app-api/member/security/sessions/revoke", {
        token: a,
        body: { sessionId: firefox.id },
      });
      expect(ended.body.code).toBe(0);
      expect((await call("GET", "/app-api/ip/member-user/get", { token: b })).body.code).toBe(401);
      expect((await call("GET", "/app-api/ip/member-user/get", { token: c })).body.code).toBe(0);
      // Someone else's or an ended session: not found, nothing changes.
      const again = await call("POST", "/app-api/member/security/sessions/revoke", {
        token: a,
        body: { sessionId: firefox.id },
      });
      expect(again.body.code).toBe(ResponseCode.NotFound);

      expect(
        (await call("POST", "/app-api/member/security/sessions/revoke-others", { token: a, body: {} })).body.code,
      ).toBe(0);
      expect((await call("GET", "/app-api/ip/member-user/get", { token: c })).body.code).toBe(401);
      expect((await call("GET", "/app-api/ip/member-user/get", { token: a })).body.code).toBe(0);
      const left = await call<Session[]>("GET", "/app-api/member/security/sessions", { token: a });
      expect(left.body.data).toHaveLength(1);
    });

    it("keeps successful and failed logins with IP and device, and the 90-day purge drops older ones", async () => {
      const { account, memberId } = await newMember();
      const wrong = await call("POST", "/app-api/member/auth/login", {
        body: { account, password: "not the password" },
        headers: { "user-agent": firefoxOnLinux },
        ip: "10.9.9.9",
      });
      expect(wrong.body.code).toBe(ResponseCode.LoginFailed);
      const token = (await login(account)).body.data.accessToken;
      type Entry = { success: boolean; reason: string; ip: string; device: string };
      const history = await call<Entry[]>("GET", "/app-api/member/security/login-history", { token });
      expect(history.body.data).toEqual([
        expect.objectContaining({ success: true, reason: "password", device: "Chrome · Windows" }),
        expect.objectContaining({
          success: false,
          reason: "password-wrong",
          ip: "10.9.9.9",
          device: "Firefox · Linux",
        }),
      ]);
      await server.database.db
        .update(tables.memberLoginHistory)
        .set({ createdAt: new Date(Date.now() - 91 * 24 * 3600_000) })
        .where(and(eq(tables.memberLoginHistory.memberId, memberId), eq(tables.memberLoginHistory.success, false)));
      const { createAuthRepo } = await import("../src/modules/identity/auth/repo.ts");
      expect(await createAuthRepo(server.database.db).purgeOldLoginHistory()).toBeGreaterThanOrEqual(1);
      const after = await call<Entry[]>("GET", "/app-api/member/security/login-history", { token });
      expect(after.body.data.map((entry) => entry.reason)).toEqual(["password"]);
    });

    it("tells the member about a login from a new device, not about one from a known device", async () => {
      const { account, email } = await newMember(true);
      const notices = async () =>
        server.database.db
          .select()
          .from(tables.outboxMessages)
          .where(eq(tables.outboxMessages.recipient, email as string))
          .orderBy(desc(tables.outboxMessages.id));
      await login(account, chromeOnWindows);
      expect(await notices()).toHaveLength(0);
      await login(account, chromeOnWindows.replace("131.0", "132.0"));
      expect(await notices()).toHaveLength(0);
      await login(account, firefoxOnLinux, {});
      const [notice] = await notices();
      expect(notice?.subject).toMatch(/New login to your account/);
      expect(notice?.body).toMatch(/Device: Firefox · Linux/);
      // On the business's clock, named: not a bare UTC time a customer in China misreads by 8 hours.
      expect(notice?.body).toMatch(/ at \d{4}-\d{2}-\d{2} \d{2}:\d{2} \(Beijing time\)\./);
      expect(notice?.body).not.toMatch(/UTC/);
    });
  });

  describe("two-factor login", () => {
    async function enrol(token: string): Promise<{ secret: string; recoveryCodes: string[] }> {
      const wrongPassword = await call("POST", "/app-api/member/security/two-factor/setup", {
        token,
        body: { password: "not the password" },
      });
      expect(wrongPassword.body).toMatchObject({ code: 400, msg: "The password is wrong" });
      const setup = await call<{ secret: string; otpauthUri: string }>(
        "POST",
        "/app-api/member/security/two-factor/setup",
        {
          token,
          body: { password },
        },
      );
      expect(setup.body.code).toBe(0);
      expect(setup.body.data.otpauthUri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
      const { secret } = setup.body.data;
      const wrongCode = await call("POST", "/app-api/member/security/two-factor/enable", {
        token,
        body: { code: totpCodeAt(secret, Date.now() - 10 * 60_000) },
      });
      expect(wrongCode.body.code).toBe(400);
      const enabled = await call<{ recoveryCodes: string[] }>("POST", "/app-api/member/security/two-factor/enable", {
        token,
        body: { code: totpCodeAt(secret, Date.now()) },
      });
      expect(enabled.body.code).toBe(0);
      expect(enabled.body.data.recoveryCodes).toHaveLength(10);
      return { secret, recoveryCodes: enabled.body.data.recoveryCodes };
    }

    it("enrols by code, stores recovery codes hashed, and then a login needs the code (each code works once)", async () => {
      const { account, memberId, email } = await newMember(true);
      const token = (await login(account)).body.data.accessToken;
      const { secret, recoveryCodes } = await enrol(token);
      const stored = await server.database.db
        .select({ hash: tables.memberRecoveryCodes.codeHash })
        .from(tables.memberRecoveryCodes)
        .where(eq(tables.memberRecoveryCodes.memberId, memberId));
      expect(stored).toHaveLength(10);
      expect(stored.map((row) => row.hash)).not.toContain(recoveryCodes[0]);
      const [notice] = await server.database.db
        .select()
        .from(tables.outboxMessages)
        .where(eq(tables.outboxMessages.recipient, email as string))
        .orderBy(desc(tables.outboxMessages.id));
      expect(notice?.subject).toMatch(/Two-factor login was turned on/);

      // The password alone gives a challenge, no tokens and no cookies.
      const first = await login(account);
      expect(first.body.code).toBe(0);
      expect(first.body.data).toEqual({ secondFactorRequired: true, challenge: expect.any(String) });
      expect(first.cookies.size).toBe(0);
      const challenge = first.body.data.challenge as string;

      const wrong = await call("POST", "/app-api/member/auth/login-second-factor", {
        body: { challenge, code: "000000" },
      });
      expect(wrong.body).toMatchObject({
        code: ResponseCode.LoginFailed,
        msg: "The code is wrong or was already used",
      });

      // The step after the one enrolment used: within the accepted drift.
      const code = totpCodeAt(secret, Date.now() + 30_000);
      const done = await call<{ accessToken: string }>("POST", "/app-api/member/auth/login-second-factor", {
        body: { challenge, code },
        headers: { "x-session": "cookie" },
      });
      expect(done.body.code).toBe(0);
      expect(done.cookies.get("sid")?.attributes).toMatch(/HttpOnly/);
      // The challenge is spent, and the same code on a new challenge is a replay.
      expect(
        (await call("POST", "/app-api/member/auth/login-second-factor", { body: { challenge, code } })).body.code,
      ).toBe(ResponseCode.LoginFailed);
      const second = (await login(account)).body.data.challenge as string;
      const replay = await call("POST", "/app-api/member/auth/login-second-factor", {
        body: { challenge: second, code },
      });
      expect(replay.body.code).toBe(ResponseCode.LoginFailed);

      // A recovery code works once.
      const recovered = await call("POST", "/app-api/member/auth/login-second-factor", {
        body: { challenge: second, code: (recoveryCodes[0] as string).toUpperCase() },
      });
      expect(recovered.body.code).toBe(0);
      const third = (await login(account)).body.data.challenge as string;
      const reused = await call("POST", "/app-api/member/auth/login-second-factor", {
        body: { challenge: third, code: recoveryCodes[0] },
      });
      expect(reused.body.code).toBe(ResponseCode.LoginFailed);
      const status = await call<{ enabled: boolean; recoveryCodesLeft: number }>(
        "GET",
        "/app-api/member/security/two-factor",
        { token },
      );
      expect(status.body.data).toMatchObject({ enabled: true, recoveryCodesLeft: 9 });
    });

    it("a challenge dies after five wrong codes", async () => {
      const { account } = await newMember();
      const token = (await login(account)).body.data.accessToken;
      const { recoveryCodes } = await enrol(token);
      const challenge = (await login(account)).body.data.challenge as string;
      for (let attempt = 0; attempt < 5; attempt++) {
        await call("POST", "/app-api/member/auth/login-second-factor", { body: { challenge, code: "123456" } });
      }
      const late = await call("POST", "/app-api/member/auth/login-second-factor", {
        body: { challenge, code: recoveryCodes[1] },
      });
      expect(late.body).toMatchObject({
        code: ResponseCode.LoginFailed,
        msg: "The login took too long. Please log in again.",
      });
    });

    it("refresh cannot skip the second factor: the password step holds no refresh token", async () => {
      const { account } = await newMember();
      const token = (await login(account)).body.data.accessToken;
      await enrol(token);
      const pending = await login(account, chromeOnWindows, { "x-session": "cookie" });
      expect(pending.cookies.size).toBe(0);
      const refresh = await call("POST", "/app-api/member/auth/refresh-token", { body: {} });
      expect(refresh.body.code).toBe(ResponseCode.Unauthorized);
      const withChallenge = await call("POST", "/app-api/member/auth/refresh-token", {
        body: { refreshToken: pending.body.data.challenge },
      });
      expect(withChallenge.body.code).toBe(ResponseCode.Unauthorized);
    });

    it("turning it off needs the password and a current code; a password reset keeps it", async () => {
      const { account, email } = await newMember(true);
      const token = (await login(account)).body.data.accessToken;
      const { recoveryCodes } = await enrol(token);
      const noCode = await call("POST", "/app-api/member/security/two-factor/disable", {
        token,
        body: { password, code: "111111" },
      });
      expect(noCode.body.code).toBe(400);
      const badPassword = await call("POST", "/app-api/member/security/two-factor/disable", {
        token,
        body: { password: "wrong password here", code: recoveryCodes[2] },
      });
      expect(badPassword.body.code).toBe(400);
      // Re-enrolling needs a current code too.
      const reenrol = await call("POST", "/app-api/member/security/two-factor/setup", { token, body: { password } });
      expect(reenrol.body.code).toBe(400);

      // A reset by e-mail code changes the password but not the second factor.
      const sent = await call("POST", "/app-api/member/auth/send-sms-code", {
        body: { email, scene: 3, captchaVerification: await solveCaptcha(server) },
      });
      expect(sent.body.code).toBe(0);
      const resetCode = await latestCode(server, email as string);
      const newPassword = "reset to another passphrase";
      const reset = await call("POST", "/app-api/member/auth/reset-password", {
        body: { account: email, code: resetCode, password: newPassword, confirmPassword: newPassword },
      });
      expect(reset.body.code).toBe(0);
      const afterReset = await call<{ secondFactorRequired?: true; challenge?: string }>(
        "POST",
        "/app-api/member/auth/login",
        { body: { account, password: newPassword } },
      );
      expect(afterReset.body.data.secondFactorRequired).toBe(true);
      const fresh = await call<{ accessToken: string }>("POST", "/app-api/member/auth/login-second-factor", {
        body: { challenge: afterReset.body.data.challenge, code: recoveryCodes[3] },
      });
      expect(fresh.body.code).toBe(0);

      const off = await call("POST", "/app-api/member/security/two-factor/disable", {
        token: fresh.body.data.accessToken,
        body: { password: newPassword, code: recoveryCodes[4] },
      });
      expect(off.body.code).toBe(0);
      const plain = await call("POST", "/app-api/member/auth/login", { body: { account, password: newPassword } });
      expect(plain.body.data).toMatchObject({ accessToken: expect.stringMatching(/^[\w-]{40,}$/) });
    });

    it("answers both languages", async () => {
      const { account } = await newMember();
      const token = (await login(account)).body.data.accessToken;
      const zh = await call("POST", "/app-api/member/security/two-factor/setup", {
        token,
        body: { password: "not the password" },
        headers: { "accept-language": "zh-CN" },
      });
      expect(zh.body.msg).toBe("密码错误");
      const cross = await call("POST", "/app-api/member/security/sessions/revoke-others", {
        cookie: `sid=${token}`,
        body: {},
        headers: { "accept-language": "zh-CN", "sec-fetch-site": "cross-site" },
      });
      expect(cross.body.msg).toBe("该请求来自其他网站，已被拒绝");
    });
  });
});
