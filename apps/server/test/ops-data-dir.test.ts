import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { DataDirInUseError, openDatabase } from "@shop/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../../..");

/** This environment on an embedded database folder (never a PostgreSQL one). */
function embeddedEnv(dataDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, PGLITE_DATA_DIR: dataDir, LOG_LEVEL: "error" };
  delete env.DATABASE_URL;
  return env;
}

/** Runs `npm run ops -- <args>` the way an operator does (same entry point), on a data folder. */
async function runOps(
  dataDir: string,
  args: string[],
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [path.join(root, "apps/server/src/ops/cli.ts"), ...args], {
    cwd: root,
    env: embeddedEnv(dataDir),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const [code] = (await once(child, "exit")) as [number | null];
  return { code, stdout, stderr };
}

describe("an embedded database folder is opened by one process at a time", () => {
  let tmp: string;
  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), "shop-datadir-"));
  });
  afterAll(() => rm(tmp, { recursive: true, force: true }));

  it("ops refuses a folder a running server holds, naming it, and works once the server stopped", async () => {
    const dataDir = path.join(tmp, "held", "pglite");
    const server = spawn(process.execPath, [path.join(import.meta.dirname, "fixtures/api-process.ts")], {
      env: embeddedEnv(dataDir),
      stdio: ["ignore", "pipe", "inherit"],
    });
    try {
      // Listening (it prints its port), or dead: then the test fails at once instead of timing out.
      await Promise.race([
        once(server.stdout as NodeJS.ReadableStream, "data"),
        once(server, "exit").then(() => {
          throw new Error("the server process exited");
        }),
      ]);
      const refused = await runOps(dataDir, ["sites:list"]);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`The embedded database in ${dataDir} is in use by process ${server.pid}`);
      expect(refused.stderr).not.toMatch(/\n\s+at /);
    } finally {
      server.kill("SIGTERM");
      await once(server, "exit");
    }
    expect(existsSync(path.join(dataDir, "shop-process.lock"))).toBe(false);
    const listed = await runOps(dataDir, ["sites:list"]);
    expect(listed.stderr).toBe("");
    expect(listed.code).toBe(0);
  }, 120_000);

  it("refuses a second open in the same process, and takes over the lock of a process that died", async () => {
    const dataDir = path.join(tmp, "stale", "pglite");
    const first = await openDatabase({ kind: "pglite", dataDir });
    await expect(openDatabase({ kind: "pglite", dataDir })).rejects.toBeInstanceOf(DataDirInUseError);
    await first.close();

    // A server killed with SIGKILL leaves its lock behind: its pid is no longer alive.
    const gone = spawn(process.execPath, ["-e", ""]);
    await once(gone, "exit");
    await writeFile(path.join(dataDir, "shop-process.lock"), JSON.stringify({ pid: gone.pid, command: "main.ts" }));
    const reopened = await openDatabase({ kind: "pglite", dataDir });
    expect(await reopened.ping()).toBe(true);
    await reopened.close();
  }, 60_000);
});
