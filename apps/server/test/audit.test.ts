import { ResponseCode } from "@shop/contract";
import { tables } from "@shop/db";
import { testDatabaseKinds } from "@shop/db/testing";
import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config.ts";
import { createDatabaseRateLimiter } from "../src/lib/rate-limiter.ts";
import { type AuditLog, createAuditLog } from "../src/modules/console/audit/service.ts";
import { createOperators } from "../src/modules/console/operators/create-operators.ts";
import { runOperatorsCommand } from "../src/modules/console/operators/ops-commands.ts";
import { createSiteRepo } from "../src/modules/storefront/site/repo.ts";
import { consoleClient, createTestOperator, loggedInConsole, testAuditChainKey } from "./console-helpers.ts";
import { startTestServer, type TestServer } from "./test-server.ts";

const { auditLog, operators } = tables;

describe.each(testDatabaseKinds())("the audit log (%s)", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  const latestRows = (count: number) =>
    server.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(count);

  function operatorsWith(audit: AuditLog) {
    const db = server.database.db;
    return createOperators({
      config: loadConfig({ PGLITE_DATA_DIR: "memory://", NODE_ENV: "test" }),
      db,
      audit,
      rateLimiter: createDatabaseRateLimiter(db),
      siteRecords: createSiteRepo,
      notices: { sendOperatorEnrolment: async () => {} },
      listeningPort: () => 3000,
    });
  }

  it("writes one row per change with who, from where, which request, and the fields before and after", async () => {
    const { client: owner, operator } = await loggedInConsole(server, "owner");
    const target = await createTestOperator(server, "support");
    const answer = await owner.post("/ops-api/operators/change-role", { id: target.id, role: "finance" });
    expect(answer.code).toBe(0);
    const [row] = await latestRows(1);
    expect(row).toMatchObject({
      operatorId: operator.id,
      operatorRole: "owner",
      userAgent: "console-test",
      action: "operator.change-role",
      recordType: "operator",
      recordId: String(target.id),
      before: { role: "support", substationCode: null },
      after: { role: "finance", substationCode: null },
      outcome: "ok",
    });
    expect(row?.ip).toMatch(/^10\./);
    expect(row?.requestId).toMatch(/^[0-9a-f-]{36}$/);
    // Asking for what is already so changes nothing and writes nothing.
    await owner.post("/ops-api/operators/change-role", { id: target.id, role: "finance" });
    expect((await latestRows(1))[0]?.id).toBe(row?.id);
  });

  it("logs logins, failed ones included, and refusals (403)", async () => {
    const operator = await createTestOperator(server, "content");
    const client = consoleClient(server);
    await client.post("/ops-api/auth/login", { email: operator.email, password: "wrong password", code: "123456" });
    const [failed] = await latestRows(1);
    expect(failed).toMatchObject({ action: "operator.login", operatorId: operator.id, outcome: "refused" });

    const { client: content, operator: contentOperator } = await loggedInConsole(server, "content");
    const [login] = await latestRows(1);
    expect(login).toMatchObject({ action: "operator.login", operatorId: contentOperator.id, outcome: "ok" });
    expect((await content.get("/ops-api/operators")).code).toBe(ResponseCode.Forbidden);
    const [refusal] = await latestRows(1);
    expect(refusal).toMatchObject({
      action: "console.refused",
      operatorId: contentOperator.id,
      operatorRole: "content",
      recordId: "GET /ops-api/operators",
      reason: "operators.manage",
      outcome: "refused",
    });
  });

  it("rolls the change back when its audit row cannot be written", async () => {
    const real = createAuditLog(server.database.db, { key: testAuditChainKey });
    // A row the table refuses (its outcome check), written inside the change's transaction.
    const broken: AuditLog = {
      ...real,
      record: (executor, entry) => real.record(executor, { ...entry, outcome: "maybe" as "ok" }),
    };
    const service = operatorsWith(broken);
    const context = { operatorId: null, role: null, ip: null, userAgent: "test", requestId: null };
    await expect(
      service.createOperator(
        { email: "never@ops.test", name: "Never", role: "support", substationCode: null },
        context,
      ),
    ).rejects.toThrow();
    const rows = await server.database.db.select().from(operators).where(eq(operators.email, "never@ops.test"));
    expect(rows).toEqual([]);
  });

  it("refuses UPDATE, DELETE and TRUNCATE of its rows", async () => {
    await loggedInConsole(server, "finance");
    const db = server.database.db;
    // Drizzle wraps the database's error; the trigger's message is its cause.
    const refusal = (statement: ReturnType<typeof sql>) =>
      db.execute(statement).then(
        () => "allowed",
        (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
      );
    expect(await refusal(sql`update audit_log set reason = 'edited'`)).toMatch(/append-only/);
    expect(await refusal(sql`delete from audit_log`)).toMatch(/append-only/);
    expect(await refusal(sql`truncate audit_log`)).toMatch(/append-only/);
  });

  it.skipIf(kind !== "postgres")("keeps one chain when many changes are audited at once", async () => {
    const audit = createAuditLog(server.database.db, { key: testAuditChainKey });
    const context = { operatorId: null, role: null, ip: "192.0.2.1", userAgent: "race", requestId: null };
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        server.database.db.transaction((tx) =>
          audit.record(tx, { context, action: "test.race", recordType: "test", recordId: i, outcome: "ok" }),
        ),
      ),
    );
    expect((await audit.verify()).firstBad).toBeNull();
  });

  it("audit:verify finds a row changed with the trigger switched off, and exits 1", async () => {
    const db = server.database.db;
    const audit = createAuditLog(db, { key: testAuditChainKey });
    const print: string[] = [];
    const deps = { operators: operatorsWith(audit), audit, isDemo: false, osUser: "test" };
    expect((await runOperatorsCommand(deps, "audit:verify", {}, (line) => print.push(line))).failed).toBe(false);
    expect(print.at(-1)).toMatch(/chain is intact/);

    const [victim] = await db.select().from(auditLog).orderBy(auditLog.id).limit(1).offset(2);
    await db.execute(sql`alter table audit_log disable trigger audit_log_append_only`);
    try {
      await db.execute(sql`update audit_log set reason = 'covered up' where id = ${victim?.id}`);
    } finally {
      await db.execute(sql`alter table audit_log enable trigger audit_log_append_only`);
    }
    const result = await audit.verify();
    expect(result.firstBad?.id).toBe(victim?.id);
    expect((await runOperatorsCommand(deps, "audit:verify", {}, (line) => print.push(line))).failed).toBe(true);
    expect(print.at(-1)).toMatch(new RegExp(`row #${victim?.id}`));
  });
});
