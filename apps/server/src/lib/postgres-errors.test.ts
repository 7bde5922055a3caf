import { openDatabase } from "@shop/db";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { isUniqueViolation, uniqueViolationConstraint } from "./postgres-errors.ts";

describe("unique violations", () => {
  it("names the broken constraint, through drizzle's wrapping", async () => {
    const database = await openDatabase({ kind: "pglite", dataDir: "memory://" });
    try {
      await database.db.execute(sql`create table t (a int, b int)`);
      await database.db.execute(sql`create unique index t_a_key on t (a)`);
      await database.db.execute(sql`create unique index t_b_key on t (b)`);
      await database.db.execute(sql`insert into t values (1, 1)`);
      const error = await database.db.execute(sql`insert into t values (2, 1)`).catch((caught: unknown) => caught);
      expect(uniqueViolationConstraint(error)).toBe("t_b_key");
      expect(isUniqueViolation(error)).toBe(true);
      expect(isUniqueViolation(error, "t_b_key")).toBe(true);
      expect(isUniqueViolation(error, "t_a_key")).toBe(false);
      expect(uniqueViolationConstraint(new Error("connection refused"))).toBeUndefined();
    } finally {
      await database.close();
    }
  });
});
