import { sql } from "drizzle-orm";
import { check, index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { at, createdAt, id, ref } from "./columns.ts";
import { members } from "./members.ts";

/**
 * A member's keys for scripts. The secret is shown once and kept only as a SHA-256 hash; the
 * public id (part of the secret) finds the row without scanning hashes.
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: id(),
    memberId: ref("member_id", () => members.id, "cascade"),
    name: text("name").notNull(),
    publicId: text("public_id").notNull(),
    secretHash: text("secret_hash").notNull(),
    scopes: text("scopes").array().notNull(),
    /** Source addresses allowed to use the key (CIDR); empty allows any. */
    allowedCidrs: text("allowed_cidrs").array().notNull().default(sql`'{}'::text[]`),
    expiresAt: at("expires_at"),
    lastUsedAt: at("last_used_at"),
    lastUsedIp: text("last_used_ip"),
    revokedAt: at("revoked_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("api_keys_public_id_key").on(t.publicId),
    index("api_keys_member_id_idx").on(t.memberId),
    check("api_keys_name_length", sql`char_length(${t.name}) between 1 and 60`),
  ],
);
