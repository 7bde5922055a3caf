import { writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { type DatabaseHandle, tables } from "@shop/db";
import { createTestDatabase, testDatabaseKinds } from "@shop/db/testing";
import { asc, desc, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config.ts";
import { type AuditCheckpoint, auditRowHash, createAuditLog } from "../src/modules/console/audit/service.ts";
import { runOperatorsCommand } from "../src/modules/console/operators/ops-commands.ts";
import type { OperatorsService } from "../src/modules/console/operators/service.ts";
import { productionEnv } from "../src/testing/production-env.ts";
import { startTestServer } from "./test-server.ts";

const { auditLog, auditCheckpoints } = tables;
const key = "k".repeat(40);
const context = { operatorId: 1, role: "owner" as const, ip: "192.0.2.7", userAgent: "chain", requestId: "r" };

/** Runs statements with the append-only triggers off, as someone with the table owner's rights could. */
async function behindTheTriggers(database: DatabaseHandle, work: () => Promise<unknown>) {
  const { db } = database;
  await db.execute(sql`alter table audit_log disable trigger user`);
  await db.execute(sql`alter table audit_checkpoints disable trigger user`);
  try {
    await work();
  } finally {
    await db.execute(sql`alter table audit_log enable trigger user`);
    await db.execute(sql`alter table audit_checkpoints enable trigger user`);
  }
}

describe.each(testDatabaseKinds())("the keyed, anchored audit chain (%s)", (kind) => {
  let database: DatabaseHandle;
  let clock = new Date("2026-11-01T00:00:00Z");
  const logged: object[] = [];
  const audit = () =>
    createAuditLog(database.db, {
      key,
      now: () => clock,
      log: { info: (object) => void logged.push(object) },
    });
  const write = (count: number) =>
    database.db.transaction(async (tx) => {
      for (let i = 0; i < count; i++) {
        clock = new Date(clock.getTime() + 1000);
        await audit().record(tx, { context, action: "test.write", recordType: "test", recordId: i, outcome: "ok" });
      }
    });
  const verify = (anchors: AuditCheckpoint[] = []) => audit().verify(anchors);
  const rowsById = () => database.db.select().from(auditLog).orderBy(asc(auditLog.id));

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database?.close());
  beforeEach(async () => {
    await behindTheTriggers(database, async () => {
      await database.db.execute(sql`delete from audit_log`);
      await database.db.execute(sql`delete from audit_checkpoints`);
    });
    logged.length = 0;
  });

  it("keeps rows written before the key verifiable, and keys every row after them", async () => {
    // Rows as migration 0023 found them: plain SHA-256, key version 0.
    let prev = "0".repeat(64);
    for (let i = 0; i < 3; i++) {
      const row = {
        createdAt: new Date(clock.getTime() + i * 1000),
        operatorId: 1,
        operatorRole: "owner",
        ip: null,
        userAgent: null,
        requestId: null,
        action: "legacy.write",
        recordType: "test",
        recordId: String(i),
        memberId: null,
        reason: null,
        before: null,
        after: { n: i },
        outcome: "ok",
      };
      const hash = auditRowHash(row, prev, 0, "");
      await database.db.insert(auditLog).values({ ...row, prevHash: prev, hash, keyVersion: 0 });
      prev = hash;
    }
    await write(3);
    const rows = await rowsById();
    expect(rows.map((row) => row.keyVersion)).toEqual([0, 0, 0, 1, 1, 1]);
    expect(await verify()).toMatchObject({ checked: 6, firstBad: null });

    // A keyed row turned back into an unkeyed one (re-hashed with plain SHA-256) is found.
    const victim = rows[4] as (typeof rows)[number];
    await behindTheTriggers(database, () =>
      database.db.execute(
        sql`update audit_log set key_version = 0, hash = ${auditRowHash(victim, victim.prevHash, 0, "")} where id = ${victim.id}`,
      ),
    );
    expect((await verify()).firstBad).toMatchObject({ id: victim.id, problem: "an unkeyed row after keyed rows" });
  });

  it("finds a rewritten row even when the rest of the chain was recomputed without the key", async () => {
    await write(6);
    const rows = await rowsById();
    const victim = rows[2] as (typeof rows)[number];
    // The attacker changes the reason and re-chains every later row, with a key of their own.
    await behindTheTriggers(database, async () => {
      let prev = victim.prevHash;
      for (const row of rows.slice(2)) {
        const changed = row.id === victim.id ? { ...row, reason: "nothing to see" } : row;
        const hash = auditRowHash(changed, prev, 1, "a guessed key that is not the real one");
        await database.db.execute(
          sql`update audit_log set reason = ${changed.reason}, prev_hash = ${prev}, hash = ${hash} where id = ${row.id}`,
        );
        prev = hash;
      }
    });
    expect((await verify()).firstBad).toMatchObject({ id: victim.id, problem: "content does not match its hash" });
  });

  it("signs checkpoints of the head, logs them at info, and finds the newest rows deleted below the last one", async () => {
    await write(5);
    const point = await audit().checkpoint();
    const head = (await database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];
    expect(point).toMatchObject({ auditId: head?.id, hash: head?.hash, keyVersion: 1 });
    expect(logged).toEqual([{ auditCheckpoint: point }]);
    expect(await database.db.select().from(auditCheckpoints)).toHaveLength(1);
    await write(2);
    expect(await verify()).toMatchObject({ checked: 7, checkpoints: 1, firstBad: null });

    // The newest rows go (two after the checkpoint and two before it): the checkpoint's row is missing.
    const rows = await rowsById();
    await behindTheTriggers(database, () => database.db.execute(sql`delete from audit_log where id >= ${rows[3]?.id}`));
    const found = (await verify()).firstBad;
    expect(found?.id).toBe(point?.auditId);
    expect(found?.problem).toMatch(/are missing/);
  });

  it("with checkpoints deleted too, finds the truncation from the log's copy (audit:verify --anchors)", async () => {
    await write(4);
    await audit().checkpoint();
    const lines = logged.map((object) => JSON.stringify({ level: 30, msg: "audit checkpoint", ...object }));
    const logFile = path.join(tmpdir(), `audit-anchors-${kind}-${Date.now()}.log`);
    await writeFile(logFile, `not json\n${lines.join("\n")}\n{"level":30,"msg":"request completed"}\n`);
    const rows = await rowsById();
    await behindTheTriggers(database, async () => {
      await database.db.execute(sql`delete from audit_log where id >= ${rows[2]?.id}`);
      await database.db.execute(sql`delete from audit_checkpoints`);
    });
    // What is left in the database is a whole chain of its own…
    expect((await verify()).firstBad).toBeNull();
    // …but not against the checkpoint the log kept.
    const print: string[] = [];
    const deps = { operators: {} as OperatorsService, audit: audit(), isDemo: false, osUser: "test" };
    const outcome = await runOperatorsCommand(deps, "audit:verify", { anchors: logFile }, (line) => print.push(line));
    expect(outcome.failed).toBe(true);
    expect(print.at(-1)).toMatch(new RegExp(`row #${rows[3]?.id}: rows after #${rows[1]?.id} .* are missing`));
  });

  it("refuses a checkpoint not signed with the key", async () => {
    await write(2);
    const rows = await rowsById();
    const last = rows.at(-1);
    await database.db.insert(auditCheckpoints).values({
      auditId: (last?.id ?? 0) + 50,
      hash: "f".repeat(64),
      createdAt: clock,
      keyVersion: 1,
      mac: "0".repeat(64),
    });
    expect((await verify()).firstBad?.problem).toMatch(/is not signed with this key/);
  });
});

describe("AUDIT_CHAIN_KEY", () => {
  it("is required in production, and is not APP_SECRET", () => {
    const { AUDIT_CHAIN_KEY: _, ...withoutKey } = productionEnv();
    expect(() => loadConfig(withoutKey)).toThrow(/AUDIT_CHAIN_KEY.*required/);
    expect(() => loadConfig(productionEnv({ AUDIT_CHAIN_KEY: "a".repeat(40) }))).toThrow(
      /AUDIT_CHAIN_KEY.*not be the same as APP_SECRET/,
    );
    expect(loadConfig(productionEnv()).audit.chainKey).toBe("k".repeat(40));
  });

  it("is derived from APP_SECRET in the demo, so a demo needs nothing set", () => {
    const one = loadConfig({ PGLITE_DATA_DIR: "memory://", APP_SECRET: "x".repeat(40) }).audit.chainKey;
    const other = loadConfig({ PGLITE_DATA_DIR: "memory://", APP_SECRET: "y".repeat(40) }).audit.chainKey;
    expect(one).toMatch(/^[0-9a-f]{64}$/);
    expect(one).not.toBe(other);
  });

  it("the job runner writes a checkpoint to the log at info", async () => {
    const server = await startTestServer("pglite", undefined, { runJobs: true });
    try {
      await server.database.db.transaction((tx) =>
        server.services.audit.record(tx, {
          context,
          action: "test.write",
          recordType: "test",
          recordId: 1,
          outcome: "ok",
        }),
      );
      expect(await server.app.jobs?.tick("audit-checkpoint")).toBe(true);
      const line = server.logs.find((entry) => entry.includes('"audit checkpoint"'));
      expect(JSON.parse(line ?? "{}")).toMatchObject({ level: 30, auditCheckpoint: { keyVersion: 1 } });
      expect(await server.database.db.select().from(auditCheckpoints)).toHaveLength(1);
      expect((await server.services.audit.verify()).firstBad).toBeNull();
    } finally {
      await server.close();
    }
  });
});
