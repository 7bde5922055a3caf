import { sql } from "drizzle-orm";
import { type AnyPgColumn, bigint, bigserial, integer, text, timestamp } from "drizzle-orm/pg-core";

/*
 * Column builders the tables share, so each convention is written once: ids are
 * bigserial read as JS numbers (they stay far below 2^53), every moment is stored
 * with its time zone, and byte counts are bigint read as JS bigints (they do not).
 * Each call makes a new builder: a builder belongs to one table.
 */

/** The row's own id. */
export const id = () => bigserial("id", { mode: "number" }).primaryKey();

/** A moment, stored with its time zone. */
export const at = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was written. */
export const createdAt = () => at("created_at").notNull().defaultNow();

/** When the row last changed. */
export const updatedAt = () => at("updated_at").notNull().defaultNow();

/** Another row's 64-bit id. */
export const bigId = (name: string) => bigint(name, { mode: "number" });

/** A required reference to another row's 64-bit id; `cascade` deletes this row with it. */
export const ref = (name: string, target: () => AnyPgColumn, onDelete?: "cascade") =>
  bigId(name)
    .notNull()
    .references(target, onDelete ? { onDelete } : {});

/** A count of bytes (or another 64-bit quantity), read as a bigint. */
export const bytes = (name: string) => bigint(name, { mode: "bigint" });

/** A running total of bytes that starts at zero. */
export const bytesTotal = (name: string) => bytes(name).notNull().default(sql`0`);

/**
 * A second-factor recovery code (of a member or an operator), stored only as a hash;
 * `usedAt` is set when it is spent, since each works once.
 */
export const recoveryCode = () => ({
  codeHash: text("code_hash").notNull(),
  usedAt: at("used_at"),
  createdAt: createdAt(),
});

/**
 * What operators record when they resolve an anomaly (money that could not pay its order, an
 * order that did not get its IPs): who, if it was done in the console, and when.
 */
export const operatorResolution = (operatorId: () => AnyPgColumn) => ({
  /** The console operator who resolved it; null when resolved from the command line. */
  resolvedByOperatorId: bigId("resolved_by_operator_id").references(operatorId),
  createdAt: createdAt(),
  resolvedAt: at("resolved_at"),
});

/**
 * The columns of a row operators edit in the console: `version` is raised by
 * every edit, so a form sent with an older one is refused (409), not applied;
 * `updatedBy` names the operator of the last edit (null for seeded rows).
 */
export const consoleEdits = () => ({
  version: integer("version").notNull().default(1),
  updatedAt: updatedAt(),
  updatedBy: text("updated_by"),
});
