import { execFile, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { openDatabase, seedDemoData } from "@shop/db";
import { scratchPostgresDatabase } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuthRepo } from "../src/modules/identity/auth/repo.ts";
import { seedDemoAccount } from "../src/modules/identity/auth/seed-demo.ts";
import { seedDemoProxyCentre } from "../src/modules/proxy/proxy-accounts/seed-demo.ts";
import { verifyLedger } from "../src/ops/ledger-verify.ts";

const root = path.resolve(import.meta.dirname, "../../..");

/** `npm run ops -- <args>` as an operator runs it, on an embedded database folder. */
async function runOps(dataDir: string, args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, PGLITE_DATA_DIR: dataDir, LOG_LEVEL: "error" };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [path.join(root, "apps/server/src/ops/cli.ts"), ...args], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const [code] = (await once(child, "exit")) as [number | null];
  return { code, output };
}

// Each step is a process of its own opening an embedded database (seconds each on a busy machine).
describe("backup and restore of the embedded database", { timeout: 300_000 }, () => {
  let tmp: string;
  let dataDir: string;
  let original: Awaited<ReturnType<typeof verifyLedger>>;
  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), "shop-backup-"));
    dataDir = path.join(tmp, "pglite");
    // The demo as `npm start` seeds it: a member with traffic bought, used and in the ledger.
    const database = await openDatabase({ kind: "pglite", dataDir });
    await database.migrate();
    await seedDemoData(database.db, { staticIpEntry: { host: "127.0.0.1", port: 7777 } });
    const demo = await seedDemoAccount(createAuthRepo(database.db));
    await seedDemoProxyCentre(database.db, demo.memberId);
    original = await verifyLedger(database.db);
    await database.close();
  }, 300_000);
  afterAll(() => rm(tmp, { recursive: true, force: true }));

  it("restores a backup into a new folder whose ledger verifies like the original", async () => {
    expect(original.entries).toBeGreaterThan(0);
    const file = path.join(tmp, "backups", "shop.tar.gz");
    const backup = await runOps(dataDir, ["backup", file]);
    expect(backup).toMatchObject({ code: 0 });
    expect(backup.output).toContain(`backed up to ${file}`);

    const restoredDir = path.join(tmp, "restored");
    const restore = await runOps(dataDir, ["restore", file, "--out", restoredDir]);
    expect(restore).toMatchObject({ code: 0 });

    const verify = await runOps(restoredDir, ["ledger:verify"]);
    expect(verify.code).toBe(0);
    expect(verify.output).toContain(`${original.entries} ledger entries of ${original.members} members checked`);
    const restored = await openDatabase({ kind: "pglite", dataDir: restoredDir });
    try {
      const report = await verifyLedger(restored.db);
      expect(report.problems).toEqual([]);
      expect(report.entries).toBe(original.entries);
    } finally {
      await restored.close();
    }
  });

  // After the first test: its backup is restored over the original folder, and refused.
  it("refuses a folder a running process holds, and never restores over a database", async () => {
    const held = await openDatabase({ kind: "pglite", dataDir });
    try {
      const backup = await runOps(dataDir, ["backup", path.join(tmp, "while-running.tar.gz")]);
      expect(backup.code).toBe(1);
      expect(backup.output).toContain("is in use by process");
    } finally {
      await held.close();
    }
    const over = await runOps(dataDir, ["restore", path.join(tmp, "backups", "shop.tar.gz"), "--out", dataDir]);
    expect(over.code).toBe(1);
    expect(over.output).toContain("is not empty");
  });
});

const hasPgTools = await promisify(execFile)("pg_dump", ["--version"]).then(
  () => true,
  () => false,
);

// The documented PostgreSQL path (README, Backups): pg_dump -Fc of a live database, pg_restore into a new one.
describe.skipIf(!process.env.TEST_DATABASE_URL || !hasPgTools)("pg_dump and pg_restore", { timeout: 300_000 }, () => {
  it("restore a dump whose ledger verifies like the original", async () => {
    const adminUrl = process.env.TEST_DATABASE_URL as string;
    const source = await scratchPostgresDatabase(adminUrl, "shop_backup");
    const target = await scratchPostgresDatabase(adminUrl, "shop_restored");
    const tmp = await mkdtemp(path.join(os.tmpdir(), "shop-pgdump-"));
    try {
      const database = await openDatabase({ kind: "postgres", url: source.url, poolSize: 2 });
      await database.migrate();
      await seedDemoData(database.db, { staticIpEntry: { host: "127.0.0.1", port: 7777 } });
      const demo = await seedDemoAccount(createAuthRepo(database.db));
      await seedDemoProxyCentre(database.db, demo.memberId);
      const original = await verifyLedger(database.db);
      // Taken while the source is open and in use: pg_dump reads one snapshot.
      const file = path.join(tmp, "shop.dump");
      await promisify(execFile)("pg_dump", ["-Fc", "-f", file, source.url]);
      await database.close();
      await promisify(execFile)("pg_restore", ["--no-owner", "-d", target.url, file]);
      const restored = await openDatabase({ kind: "postgres", url: target.url, poolSize: 2 });
      try {
        const report = await verifyLedger(restored.db);
        expect(report.problems).toEqual([]);
        expect(report.entries).toBe(original.entries);
        expect(report.entries).toBeGreaterThan(0);
      } finally {
        await restored.close();
      }
    } finally {
      await rm(tmp, { recursive: true, force: true });
      await source.drop();
      await target.drop();
    }
  });
});
