import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["apps/**/*.test.{ts,tsx}", "packages/**/*.test.ts"],
    exclude: ["**/node_modules/**", "**/build/**", "e2e/**"],
    environment: "node",
    // Fails the run when PostgreSQL is expected but missing, and says when it is left out.
    globalSetup: ["packages/db/src/testing/postgres-expectation.ts"],
    // PGlite takes a few seconds to start (tens of seconds on two busy cores); PostgreSQL databases are created per file.
    testTimeout: 60_000,
    // The app's modules imported once per worker instead of once per file: the unit run
    // went from 19.4 to 11.6 minutes on two cores (docs/benchmarks.md). Files still get their own
    // databases and servers; none may rely on a module-level state another file left behind.
    // Three workers on two cores: a file often waits on a child process, curl or a timer, and with two
    // the CPU stood idle an eighth of the run (docs/benchmarks.md, "tenth session").
    maxWorkers: 3,
    isolate: false,
    hookTimeout: 60_000,
  },
});
