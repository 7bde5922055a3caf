import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./client.ts";
import { scratchPostgresDatabase } from "./testing/test-database.ts";

describe("embedded database", () => {
  it("creates its data folder, parents included, on a fresh checkout", async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), "pglite-"));
    const handle = await openDatabase({ kind: "pglite", dataDir: path.join(root, "data", "pglite") });
    await handle.migrate();
    expect(await handle.ping()).toBe(true);
    await handle.close();
    await rm(root, { recursive: true, force: true });
  });

  it("refuses, in tests, a query beside an open transaction instead of waiting for it forever", async () => {
    const handle = await openDatabase({ kind: "pglite", dataDir: "memory://", refuseQueriesBesideTransactions: true });
    try {
      const beside = handle.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await handle.db.execute(sql`select 2`);
      });
      const error = (await beside.catch((caught: unknown) => caught)) as { cause?: unknown } | undefined;
      expect(String(error?.cause ?? error)).toMatch(/beside an open transaction/);
      // The transaction's own queries, and queries after it, still work.
      const rows = await handle.db.transaction(
        async (tx) => ((await tx.execute(sql`select 3 as n`)) as unknown as { rows: unknown[] }).rows,
      );
      expect(rows).toEqual([{ n: 3 }]);
      expect(await handle.ping()).toBe(true);
    } finally {
      await handle.close();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("advisory locks on PostgreSQL", () => {
  it("takes several jobs' locks at once without overlapping queries on the lock connection", async () => {
    const scratch = await scratchPostgresDatabase(process.env.TEST_DATABASE_URL as string, "shop_locks");
    const handle = await openDatabase({ kind: "postgres", url: scratch.url, poolSize: 2 });
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on("warning", onWarning);
    try {
      // The jobs tick together at start: four locks asked for in the same moment.
      const releases = await Promise.all(["a", "b", "c", "d"].map((name) => handle.tryAdvisoryLock(`job:${name}`)));
      expect(releases.every((release) => release !== null)).toBe(true);
      await Promise.all(releases.map((release) => release?.()));
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.filter((message) => message.includes("already executing a query"))).toEqual([]);
    } finally {
      process.off("warning", onWarning);
      await handle.close();
      await scratch.drop();
    }
  });
});
