import { ResponseCode } from "@shop/contract";
import { testDatabaseKinds } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { totpCodeAt } from "../src/lib/second-factor.ts";
import { randomIp } from "./auth-helpers.ts";
import {
  consoleClient,
  createTestOperator,
  enrolmentTokenFor,
  loggedInConsole,
  nextTotpCode,
} from "./console-helpers.ts";
import { startTestServer, type TestServer } from "./test-server.ts";

/** The device cookie (`ops_device=…`) a login answer set, as the browser would send it back. */
function deviceCookieOf(setCookie: string[]): string {
  const line = setCookie.find((entry) => entry.startsWith("ops_device="));
  if (!line) throw new Error("no device cookie");
  return line.split(";")[0] as string;
}

describe.each(testDatabaseKinds())("console accounts under attack (%s)", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  it("resets an operator's enrolment: the old session, password and authenticator stop working, a new link works", async () => {
    const { client: owner } = await loggedInConsole(server, "owner");
    const { client: victim, operator } = await loggedInConsole(server, "support");
    expect((await victim.get("/ops-api/auth/session")).code).toBe(0);
    const reset = await owner.post<{ operator: { status: string } }>("/ops-api/operators/reset-enrolment", {
      id: operator.id,
    });
    expect(reset.code, reset.msg).toBe(0);
    expect(reset.data.operator.status).toBe("invited");
    expect((await victim.get("/ops-api/auth/session")).code).toBe(ResponseCode.Unauthorized);
    const oldLogin = await consoleClient(server).post("/ops-api/auth/login", {
      email: operator.email,
      password: operator.password,
      code: nextTotpCode(operator, 1),
    });
    expect(oldLogin.code).toBe(ResponseCode.LoginFailed);

    const token = await enrolmentTokenFor(server, operator.email);
    const visitor = consoleClient(server);
    const enrolment = await visitor.get<{ totpSecret: string }>(`/ops-api/auth/enrolment/${token}`);
    expect(enrolment.code).toBe(0);
    expect(enrolment.data.totpSecret).not.toBe(operator.totpSecret);
    const enrolled = await visitor.post("/ops-api/auth/enrol", {
      token,
      password: "a fresh start passphrase",
      code: totpCodeAt(enrolment.data.totpSecret, Date.now()),
    });
    expect(enrolled.code).toBe(0);
  });

  it("creates an operator limited to a substation, and the database keeps answering", async () => {
    const { client: owner } = await loggedInConsole(server, "owner");
    const created = await owner.post<{ operator: { substationCode: string | null } }>("/ops-api/operators/create", {
      email: `limited-${Date.now()}@ops.test`,
      name: "Partner support",
      role: "support",
      substationCode: "partner-demo",
    });
    expect(created.code, created.msg).toBe(0);
    expect(created.data.operator.substationCode).toBe("partner-demo");
    const list = await owner.get<{ list: { substationCode: string | null }[] }>("/ops-api/operators");
    expect(list.data.list.some((row) => row.substationCode === "partner-demo")).toBe(true);
  });

  it("does not lock the operator's own browser out when a stranger fails on purpose", async () => {
    const operator = await createTestOperator(server, "finance");
    const own = consoleClient(server);
    const first = await own.post("/ops-api/auth/login", {
      email: operator.email,
      password: operator.password,
      code: nextTotpCode(operator),
    });
    expect(first.code).toBe(0);
    const device = deviceCookieOf(first.setCookie);
    for (let i = 0; i < 6; i += 1) {
      await consoleClient(server).post(
        "/ops-api/auth/login",
        { email: operator.email, password: "a stranger's guess", code: "123456" },
        { ip: randomIp() },
      );
    }
    const right = { email: operator.email, password: operator.password, code: nextTotpCode(operator, 1) };
    // A browser that never logged in as this operator is locked out with the stranger...
    expect((await consoleClient(server).post("/ops-api/auth/login", right)).code).toBe(ResponseCode.TooManyRequests);
    // ...the operator's own browser is not.
    const again = await consoleClient(server).post("/ops-api/auth/login", right, { cookie: device });
    expect(again.code, again.msg).toBe(0);
    // A device cookie is the operator's own: forged or another operator's, it counts as none.
    const forged = device.replace(/.$/, (last) => (last === "0" ? "1" : "0"));
    const withForged = { ...right, code: nextTotpCode(operator, 2) };
    expect((await consoleClient(server).post("/ops-api/auth/login", withForged, { cookie: forged })).code).toBe(
      ResponseCode.TooManyRequests,
    );
  });

  it.skipIf(kind !== "postgres")(
    "checks at most five of thirty simultaneous wrong passwords from thirty addresses",
    async () => {
      const operator = await createTestOperator(server, "owner");
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          consoleClient(server).post(
            "/ops-api/auth/login",
            { email: operator.email, password: `guess number ${i}`, code: "123456" },
            { ip: `198.51.100.${i + 1}` },
          ),
        ),
      );
      expect(answers.filter((answer) => answer.code === ResponseCode.LoginFailed)).toHaveLength(5);
      expect(answers.filter((answer) => answer.code === ResponseCode.TooManyRequests)).toHaveLength(25);
    },
  );
});
