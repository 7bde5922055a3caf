import { tables } from "@shop/db";
import { testDatabaseKinds } from "@shop/db/testing";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./test-server.ts";

// Values a failed query could carry: a password hash, a verification code, a resident ID number.
const secretHash = "$argon2id$v=19$m=65536,t=3,p=4$c2VjcmV0LXNhbHQ$secret-hash-never-logged";
const secretIdNumber = "11010119900307651X";
const secretCode = "482913";

describe.each(testDatabaseKinds())("error logs without SQL parameters (%s)", (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind, (app) => {
      // A unique violation: PostgreSQL's detail quotes the row's value, Drizzle's message lists every parameter.
      app.get("/app-api/test/duplicate-member", async () => {
        await server.database.db.insert(tables.members).values({ mobile: "13900000001", passwordHash: secretHash });
        await server.database.db.insert(tables.members).values({ mobile: "13900000001", passwordHash: secretHash });
        return { code: 0, data: null, msg: "" };
      });
      // A bad cast: PostgreSQL's message itself quotes the value.
      app.get("/app-api/test/bad-cast", async () => {
        await server.database.db.execute(sql`select ${secretIdNumber}::int as id, ${secretCode} as code`);
        return { code: 0, data: null, msg: "" };
      });
    });
  });
  afterAll(() => server?.close());

  it.each([
    ["a unique violation", "/app-api/test/duplicate-member", '"sqlState":"23505"'],
    ["an invalid cast", "/app-api/test/bad-cast", '"sqlState":"22'],
  ])("logs %s with its SQLSTATE and query, never the parameters or row values", async (_name, path, sqlState) => {
    const before = server.logs.length;
    const response = await fetch(`${server.baseUrl}${path}`, { headers: { "accept-language": "en" } });
    expect((await response.json()).code).toBe(500);
    const errors = server.logs.slice(before).filter((line) => (JSON.parse(line) as { level: number }).level >= 50);
    expect(errors).toHaveLength(1);
    const line = errors[0] as string;
    // Still useful: the request id, the SQL text and the error code.
    expect(line).toContain(response.headers.get("x-request-id") ?? "missing");
    expect(line).toMatch(/select|insert into/i);
    expect(line).toContain(sqlState);
    for (const secret of [secretHash, "secret-hash-never-logged", secretIdNumber, secretCode, "13900000001"]) {
      expect(line).not.toContain(secret);
    }
  });
});
