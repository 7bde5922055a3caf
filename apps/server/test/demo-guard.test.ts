import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startTestServer } from "./test-server.ts";

const repoRoot = path.resolve(import.meta.dirname, "../../..");

describe("demo mode never passes for production", () => {
  it("stops `node apps/server/src/main.ts` with one line when NODE_ENV=production and APP_MODE is unset", () => {
    const env: Record<string, string> = { PATH: process.env.PATH ?? "", NODE_ENV: "production" };
    const result = spawnSync(process.execPath, ["apps/server/src/main.ts"], {
      cwd: repoRoot,
      env: { ...env, PGLITE_DATA_DIR: "memory://" },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/NODE_ENV=production: set APP_MODE=production, or ALLOW_DEMO=true/);
  });

  it("keeps the sandbox's payment keys inside the embedded database's folder, not beside it", async () => {
    const folder = await mkdtemp(path.join(tmpdir(), "shop-data-"));
    const dataDir = path.join(folder, "pglite");
    const server = await startTestServer("pglite", undefined, { env: { PGLITE_DATA_DIR: dataDir } });
    try {
      expect(existsSync(path.join(dataDir, "payment-sandbox-keys.json"))).toBe(true);
      expect(existsSync(path.join(folder, "payment-sandbox-keys.json"))).toBe(false);
    } finally {
      await server.close();
      await rm(folder, { recursive: true, force: true });
    }
  });
});
