import { sql } from "drizzle-orm";
import { bigint, bigserial, check, index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { members } from "./members.ts";

/**
 * A member's keys for scripts. The secret is shown once and kept only as a SHA-256 hash; the
 * public id (part of the secret) finds the row without scanning hashes.
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    memberId: bigint("member_id", { mode: "number" })
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    publicId: text("public_id").notNull(),
    secretHash: text("secret_hash").notNull(),
    scopes: text("scopes").array().notNull(),
    /** Source addresses allowed to use the key (CIDR); empty allows any. */
    allowedCidrs: text("allowed_cidrs").array().notNull().default(sql`'{}'::text[]`),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    lastUsedIp: text("last_used_ip"),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("api_keys_public_id_key").on(t.publicId),
    index("api_keys_member_id_idx").on(t.memberId),
    check("api_keys_name_length", sql`char_length(${t.name}) between 1 and 60`),
  ],
);
