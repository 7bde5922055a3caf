import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FileStorageError } from "./file-storage.ts";
import { createLocalFileStorage } from "./local-file-storage.ts";

describe("local file storage", () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), "uploads-"));
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it("writes, reads and removes files under the root, readable by this user only", async () => {
    const storage = createLocalFileStorage(root);
    const bytes = Buffer.from("%PDF-1.4 licence");
    await storage.put("business-licence/3/f00d", bytes, "application/pdf");
    const file = path.join(root, "business-licence", "3", "f00d");
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await readdir(path.join(root, "business-licence", "3"))).toEqual(["f00d"]);
    expect(await storage.get("business-licence/3/f00d")).toEqual(bytes);
    await storage.remove("business-licence/3/f00d");
    expect(await storage.get("business-licence/3/f00d")).toBeNull();
    await storage.remove("business-licence/3/f00d");
  });

  it("refuses keys that could climb out of the folder", async () => {
    const storage = createLocalFileStorage(root);
    for (const key of ["../x", "a/../../x", "/etc/passwd", "A/B", "a//b", "a/b.png", ""]) {
      await expect(storage.put(key, Buffer.from("x"), "text/plain")).rejects.toBeInstanceOf(FileStorageError);
    }
    expect(await readdir(root)).toEqual([]);
  });
});
