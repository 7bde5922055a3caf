import pg from "pg";

/**
 * Vitest's global setup: says once whether PostgreSQL takes part, and fails
 * the run — instead of quietly testing on PGlite only — when it was expected:
 * TEST_DATABASE_URL set but not answering, or EXPECT_POSTGRES=1 (set by CI)
 * without TEST_DATABASE_URL. Races and locks can only fail on PostgreSQL, so
 * their tests are worth nothing when it silently went missing.
 */
export default async function expectPostgres(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  const expected = process.env.EXPECT_POSTGRES === "1" || process.env.EXPECT_POSTGRES === "true";
  if (!url) {
    if (expected) {
      throw new Error("EXPECT_POSTGRES=1 but TEST_DATABASE_URL is not set: the PostgreSQL tests cannot run");
    }
    console.log(
      "TEST_DATABASE_URL is not set: database and API tests run on embedded PGlite only; PostgreSQL-only tests (races, locks, several server processes) are skipped",
    );
    return;
  }
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query("select 1");
  } catch (error) {
    const { hostname, port } = new URL(url);
    throw new Error(
      `TEST_DATABASE_URL is set but PostgreSQL at ${hostname}:${port || 5432} does not answer (${(error as Error).message}): start it or unset TEST_DATABASE_URL`,
    );
  } finally {
    await client.end().catch(() => {});
  }
}
