/**
 * The second server of the browser tests (the port after E2E_PORT), for flows that need an
 * operator's command line or a short payment timeout. With TEST_DATABASE_URL it
 * runs on a fresh PostgreSQL database, which the ops CLI can open at the same
 * time (test-results/ops-server.json tells the tests its URL); without it, on
 * an in-memory PGlite database, and the operator tests skip.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { scratchPostgresDatabase } from "@shop/db/testing";

const adminUrl = process.env.TEST_DATABASE_URL;
let databaseUrl: string | null = null;
if (adminUrl) {
  const scratch = await scratchPostgresDatabase(adminUrl, "shop_e2e");
  databaseUrl = scratch.url;
  process.env.DATABASE_URL = databaseUrl;
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      void scratch
        .drop()
        .catch(() => {})
        .finally(() => process.exit(0));
    });
  }
}
await mkdir("test-results", { recursive: true });
await writeFile("test-results/ops-server.json", JSON.stringify({ databaseUrl }));
await import("../apps/server/src/main.ts");
