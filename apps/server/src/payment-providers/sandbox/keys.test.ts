import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadSandboxKeys } from "./keys.ts";

const folders: string[] = [];
afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

describe("sandbox keys", () => {
  it("are generated once per data folder and shared by every process that starts on it", async () => {
    const folder = await mkdtemp(path.join(tmpdir(), "sandbox-keys-"));
    folders.push(folder);
    const file = path.join(folder, "nested", "payment-sandbox-keys.json");
    // Several processes starting at once: exactly one set wins, all read it.
    const loaded = await Promise.all([1, 2, 3].map(() => loadSandboxKeys({ file })));
    expect(loaded[1]).toEqual(loaded[0]);
    expect(loaded[2]).toEqual(loaded[0]);
    expect(JSON.parse(await readFile(file, "utf8"))).toEqual(loaded[0]);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await loadSandboxKeys({ file })).toEqual(loaded[0]);
    expect(loaded[0]?.wechat.apiV3Key).toHaveLength(32);
    expect(loaded[0]?.alipay.merchantPrivateKey).toContain("-----BEGIN PRIVATE KEY-----");
  });

  it("stay in memory, one set per process, without a file", async () => {
    expect(await loadSandboxKeys({ file: null })).toBe(await loadSandboxKeys({ file: null }));
  });
});
