import { afterEach, describe, expect, it, vi } from "vitest";
import expectPostgres from "./postgres-expectation.ts";

describe("PostgreSQL expectation of the test run", () => {
  const saved = { url: process.env.TEST_DATABASE_URL, expect: process.env.EXPECT_POSTGRES };
  afterEach(() => {
    for (const [name, value] of [
      ["TEST_DATABASE_URL", saved.url],
      ["EXPECT_POSTGRES", saved.expect],
    ] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    vi.restoreAllMocks();
  });

  it("fails when CI expects PostgreSQL and TEST_DATABASE_URL is missing", async () => {
    delete process.env.TEST_DATABASE_URL;
    process.env.EXPECT_POSTGRES = "1";
    await expect(expectPostgres()).rejects.toThrow(/^EXPECT_POSTGRES=1 but TEST_DATABASE_URL is not set/);
  });

  it("fails when TEST_DATABASE_URL is set but nothing answers there", async () => {
    process.env.TEST_DATABASE_URL = "postgres://postgres@127.0.0.1:1/test";
    delete process.env.EXPECT_POSTGRES;
    await expect(expectPostgres()).rejects.toThrow(/PostgreSQL at 127\.0\.0\.1:1 does not answer/);
  });

  it("says once that the PostgreSQL-only tests are skipped when nothing expects PostgreSQL", async () => {
    delete process.env.TEST_DATABASE_URL;
    delete process.env.EXPECT_POSTGRES;
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    await expectPostgres();
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/PostgreSQL-only tests .* are skipped/));
  });
});
