/**
 * Upper bounds of the database columns that input numbers end up in. A number
 * past its column makes PostgreSQL fail the whole query (a 500), so the
 * contract's schemas refuse it first with a message naming the field.
 */

/** PostgreSQL `integer` (int4): serial ids (packages, nodes, categories), days, counts, GB, fen. */
export const int4Max = 2_147_483_647;

/**
 * Page numbers: with at most 100 rows a page, an offset stays well inside
 * int4 and a bad page number never turns into an overflowing OFFSET.
 */
export const pageNoMax = 1_000_000;

// bigint (bigserial) ids are read as JS numbers: zod's `.int()` already stops them at Number.MAX_SAFE_INTEGER.
