import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./client.ts";

describe("embedded database", () => {
  it("creates its data folder, parents included, on a fresh checkout", async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), "pglite-"));
    const handle = await openDatabase({ kind: "pglite", dataDir: path.join(root, "data", "pglite") });
    await handle.migrate();
    expect(await handle.ping()).toBe(true);
    await handle.close();
    await rm(root, { recursive: true, force: true });
  });
});
