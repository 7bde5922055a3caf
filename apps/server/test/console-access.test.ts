import {
  allConsoleCalls,
  type ConsoleOperator,
  type Enrolment,
  type EnrolmentLink,
  type EnrolResult,
  ResponseCode,
} from "@shop/contract";
import { tables } from "@shop/db";
import { testDatabaseKinds } from "@shop/db/testing";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { totpCodeAt } from "../src/lib/second-factor.ts";
import { randomIp } from "./auth-helpers.ts";
import {
  consoleClient,
  createTestOperator,
  enrolmentTokenFor,
  loggedInConsole,
  nextTotpCode,
  samplePath,
} from "./console-helpers.ts";
import { quickMembers } from "./orders-helpers.ts";
import { startTestServer, type TestServer } from "./test-server.ts";

describe.each(testDatabaseKinds())("who reaches the operator console (%s)", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  it("answers 401 to a member's token on every console call that needs a console session", async () => {
    const [token] = (await quickMembers(server, 1)) as [string];
    const client = consoleClient(server);
    const guarded = allConsoleCalls.filter(({ endpoint }) => endpoint.audience === "operator");
    expect(guarded.length).toBeGreaterThan(5);
    for (const { endpoint } of guarded) {
      const path = samplePath(endpoint.path);
      const answer =
        endpoint.method === "GET" ? await client.get(path, { token }) : await client.post(path, {}, { token });
      expect(answer.code, `${endpoint.method} ${endpoint.path}`).toBe(ResponseCode.Unauthorized);
    }
  });

  it("answers 404 for /ops-api and /ops on the shop's hosts, and 404 for the shop's pages on the operator host", async () => {
    const { client } = await loggedInConsole(server, "owner");
    for (const { endpoint } of allConsoleCalls) {
      const path = samplePath(endpoint.path);
      const answer =
        endpoint.method === "GET"
          ? await client.get(path, { host: "localhost" })
          : await client.post(path, {}, { host: "localhost", origin: "http://localhost" });
      expect(answer.code, `${endpoint.method} ${endpoint.path} on the shop host`).toBe(ResponseCode.NotFound);
    }
    expect((await client.get("/ops", { host: "127.0.0.1" })).status).toBe(404);
    expect((await client.get("/en/ops/operators", { host: "localhost" })).status).toBe(404);
    expect((await client.get("/buy")).status).toBe(404);
    expect((await client.get("/en/blog")).status).toBe(404);
    // The same session works on the operator host.
    expect((await client.get("/ops-api/auth/session")).code).toBe(0);
  });

  it("gives one answer for an unknown e-mail, a wrong password and a wrong code", async () => {
    const operator = await createTestOperator(server, "support");
    const client = consoleClient(server);
    const attempts = [
      { email: "nobody@ops.test", password: operator.password, code: nextTotpCode(operator) },
      { email: operator.email, password: "wrong password here", code: nextTotpCode(operator) },
      { email: operator.email, password: operator.password, code: "000000" },
      { email: operator.email, password: operator.password, code: "abcde-fghij" },
    ];
    const answers = [];
    for (const attempt of attempts) answers.push(await client.post("/ops-api/auth/login", attempt, { ip: randomIp() }));
    for (const answer of answers) {
      expect(answer.code).toBe(ResponseCode.LoginFailed);
      expect(answer.msg).toBe(answers[0]?.msg);
      expect(answer.setCookie).toEqual([]);
    }
  });

  it("locks an e-mail after five failures, even for the right password and code", async () => {
    const operator = await createTestOperator(server, "finance");
    const client = consoleClient(server);
    for (let i = 0; i < 5; i += 1) {
      const answer = await client.post(
        "/ops-api/auth/login",
        { email: operator.email, password: "not the password", code: "123456" },
        { ip: randomIp() },
      );
      expect(answer.code).toBe(ResponseCode.LoginFailed);
    }
    const right = await client.post(
      "/ops-api/auth/login",
      { email: operator.email, password: operator.password, code: nextTotpCode(operator) },
      { ip: randomIp() },
    );
    expect(right.code).toBe(ResponseCode.TooManyRequests);
    expect(right.msg).toMatch(/15 minutes/);
    // An unknown e-mail locks the same way, so the lock tells nobody which accounts exist.
    for (let i = 0; i < 5; i += 1) {
      await client.post("/ops-api/auth/login", { email: "ghost@ops.test", password: "x", code: "123456" });
    }
    expect(
      (await client.post("/ops-api/auth/login", { email: "ghost@ops.test", password: "x", code: "123456" })).code,
    ).toBe(ResponseCode.TooManyRequests);
  });

  it("sets an HttpOnly, SameSite=Strict session cookie and refuses a TOTP code used twice", async () => {
    const operator = await createTestOperator(server, "content");
    const client = consoleClient(server);
    const code = nextTotpCode(operator);
    const first = await client.post<ConsoleOperator>("/ops-api/auth/login", {
      email: operator.email,
      password: operator.password,
      code,
    });
    expect(first.code).toBe(0);
    expect(first.data.permissions).toEqual(["dashboard.read", "content.edit", "sites.edit"]);
    const cookieLine = first.setCookie.find((line) => line.startsWith("ops_session="));
    expect(cookieLine).toMatch(/HttpOnly/i);
    expect(cookieLine).toMatch(/SameSite=Strict/i);
    expect(cookieLine).toMatch(/Path=\//i);
    const again = await consoleClient(server).post("/ops-api/auth/login", {
      email: operator.email,
      password: operator.password,
      code,
    });
    expect(again.code).toBe(ResponseCode.LoginFailed);
  });

  it("enrols through a one-time link: TOTP proven, ten recovery codes that each work once", async () => {
    const { client: owner } = await loggedInConsole(server, "owner");
    const created = await owner.post<EnrolmentLink>("/ops-api/operators/create", {
      email: "New.Support@Ops.test",
      name: "New support",
      role: "support",
    });
    expect(created.code).toBe(0);
    expect(created.data.operator).toMatchObject({ email: "new.support@ops.test", status: "invited", role: "support" });
    // The owner learns only where the link went; the operator reads it in their own mailbox.
    expect(created.data.sentTo).toBe("new.support@ops.test");
    expect(created.text).not.toContain("/ops/enrol#");
    const token = await enrolmentTokenFor(server, "new.support@ops.test");

    const visitor = consoleClient(server);
    const enrolment = await visitor.get<Enrolment>(`/ops-api/auth/enrolment/${token}`);
    expect(enrolment.code).toBe(0);
    expect(enrolment.data.totpUri).toMatch(/^otpauth:\/\/totp\//);
    // Opening the link again shows the same secret until enrolment completes.
    expect((await visitor.get<Enrolment>(`/ops-api/auth/enrolment/${token}`)).data.totpSecret).toBe(
      enrolment.data.totpSecret,
    );
    const secret = enrolment.data.totpSecret;
    const wrong = await visitor.post("/ops-api/auth/enrol", {
      token,
      password: "a long enough password 1",
      code: "000000",
    });
    expect(wrong.code).toBe(ResponseCode.BadRequest);
    const enrolled = await visitor.post<EnrolResult>("/ops-api/auth/enrol", {
      token,
      password: "a long enough password 1",
      code: totpCodeAt(secret, Date.now()),
    });
    expect(enrolled.code).toBe(0);
    expect(enrolled.data.recoveryCodes).toHaveLength(10);
    // The link works once.
    expect((await visitor.get(`/ops-api/auth/enrolment/${token}`)).code).toBe(ResponseCode.NotFound);

    const recovery = enrolled.data.recoveryCodes[0] ?? "";
    const login = { email: "new.support@ops.test", password: "a long enough password 1", code: recovery };
    expect((await consoleClient(server).post("/ops-api/auth/login", login)).code).toBe(0);
    expect((await consoleClient(server).post("/ops-api/auth/login", login)).code).toBe(ResponseCode.LoginFailed);
    const [row] = await server.database.db
      .select({ secret: tables.operators.totpSecretSealed })
      .from(tables.operators)
      .where(eq(tables.operators.email, "new.support@ops.test"));
    expect(row?.secret).not.toContain(secret);
  });

  it("ends a disabled operator's session on their next request, and the owner can end anyone's sessions", async () => {
    const { client: owner } = await loggedInConsole(server, "owner");
    const { client: support, operator } = await loggedInConsole(server, "support");
    expect((await support.get("/ops-api/auth/session")).code).toBe(0);
    expect((await owner.post("/ops-api/operators/end-sessions", { id: operator.id })).code).toBe(0);
    expect((await support.get("/ops-api/auth/session")).code).toBe(ResponseCode.Unauthorized);

    const again = await consoleClient(server).post("/ops-api/auth/login", {
      email: operator.email,
      password: operator.password,
      code: nextTotpCode(operator, 1),
    });
    expect(again.code).toBe(0);
    const relogged = consoleClient(server);
    relogged.cookie = again.setCookie[0]?.split(";")[0] ?? null;
    expect((await relogged.get("/ops-api/auth/session")).code).toBe(0);
    const disabled = await owner.post<{ status: string }>("/ops-api/operators/disable", { id: operator.id });
    expect(disabled.data.status).toBe("disabled");
    expect((await relogged.get("/ops-api/auth/session")).code).toBe(ResponseCode.Unauthorized);
  });

  it("ends a session idle for 30 minutes or older than 12 hours", async () => {
    const { client, operator } = await loggedInConsole(server, "support");
    const { operatorSessions } = tables;
    await server.database.db
      .update(operatorSessions)
      .set({ lastSeenAt: sql`now() - interval '31 minutes'` })
      .where(eq(operatorSessions.operatorId, operator.id));
    expect((await client.get("/ops-api/auth/session")).code).toBe(ResponseCode.Unauthorized);

    const { client: busy, operator: busyOperator } = await loggedInConsole(server, "support");
    await server.database.db
      .update(operatorSessions)
      .set({ createdAt: sql`now() - interval '12 hours 1 minute'` })
      .where(eq(operatorSessions.operatorId, busyOperator.id));
    expect((await busy.get("/ops-api/auth/session")).code).toBe(ResponseCode.Unauthorized);
  });

  it("refuses a state-changing console call without the console's own Origin", async () => {
    const { client, operator } = await loggedInConsole(server, "owner");
    const other = await createTestOperator(server, "content");
    for (const origin of [null, "https://evil.example", "http://localhost"]) {
      const answer = await client.post("/ops-api/operators/end-sessions", { id: other.id }, { origin });
      expect(answer.code, String(origin)).toBe(ResponseCode.Forbidden);
    }
    const login = await consoleClient(server).post(
      "/ops-api/auth/login",
      { email: operator.email, password: operator.password, code: nextTotpCode(operator, 1) },
      { origin: "https://evil.example" },
    );
    expect(login.code).toBe(ResponseCode.Forbidden);
    expect((await client.post("/ops-api/operators/end-sessions", { id: other.id })).code).toBe(0);
  });

  it("changes a password only with the current one and a code, and ends the operator's sessions", async () => {
    const { client, operator } = await loggedInConsole(server, "content");
    const hashOf = async () =>
      (
        await server.database.db
          .select({ hash: tables.operators.passwordHash })
          .from(tables.operators)
          .where(eq(tables.operators.id, operator.id))
      )[0]?.hash;
    const before = await hashOf();
    const wrong = await client.post("/ops-api/auth/password", {
      currentPassword: "not it at all",
      newPassword: "a brand new passphrase",
      code: nextTotpCode(operator, 1),
    });
    expect(wrong.code).toBe(ResponseCode.LoginFailed);
    expect((await client.get("/ops-api/auth/session")).code).toBe(0);
    expect(await hashOf()).toBe(before);

    const changed = await client.post("/ops-api/auth/password", {
      currentPassword: operator.password,
      newPassword: "a brand new passphrase",
      code: nextTotpCode(operator, 1),
    });
    expect(changed.code).toBe(0);
    expect(await hashOf()).not.toBe(before);
    expect((await client.get("/ops-api/auth/session")).code).toBe(ResponseCode.Unauthorized);
  });

  it("logs out: the cookie is cleared and the session ends", async () => {
    const { client } = await loggedInConsole(server, "finance");
    const cookie = client.cookie;
    expect((await client.post("/ops-api/auth/logout", {})).code).toBe(0);
    expect((await client.get("/ops-api/auth/session", { cookie })).code).toBe(ResponseCode.Unauthorized);
  });

  it("keeps the console from addresses outside OPS_IP_ALLOWLIST", async () => {
    const limited = await startTestServer(kind, undefined, { env: { OPS_IP_ALLOWLIST: "10.1.0.0/16,192.0.2.7" } });
    try {
      const client = consoleClient(limited);
      const body = { email: "a@b.test", password: "x", code: "123456" };
      expect((await client.post("/ops-api/auth/login", body, { ip: "10.2.0.1" })).code).toBe(ResponseCode.NotFound);
      expect((await client.get("/ops", { ip: "203.0.113.1" })).status).toBe(404);
      expect((await client.post("/ops-api/auth/login", body, { ip: "10.1.2.3" })).code).toBe(ResponseCode.LoginFailed);
      expect((await client.post("/ops-api/auth/login", body, { ip: "192.0.2.7" })).code).toBe(ResponseCode.LoginFailed);
    } finally {
      await limited.close();
    }
  });

  it.skipIf(kind !== "postgres")(
    "lets one of five simultaneous logins with the same code in, and only one",
    async () => {
      const operator = await createTestOperator(server, "support");
      const code = nextTotpCode(operator);
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          consoleClient(server).post("/ops-api/auth/login", {
            email: operator.email,
            password: operator.password,
            code,
          }),
        ),
      );
      expect(answers.filter((answer) => answer.code === 0)).toHaveLength(1);
      expect(answers.filter((answer) => answer.code === ResponseCode.LoginFailed)).toHaveLength(4);
    },
  );
});
