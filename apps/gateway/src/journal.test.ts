import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { UsageBatch } from "@shop/contract";
import { describe, expect, it } from "vitest";
import { openJournal, type UsageDelta } from "./journal.ts";

const usage = (account: string, bytes: number): UsageDelta => ({
  account,
  up: bytes,
  down: 0,
  domains: [["example.com", bytes, 0]],
});

const batch = (batchId: string): UsageBatch =>
  ({ gatewayId: "gw", batchId, records: [], releasedGrants: [] }) as unknown as UsageBatch;

/** What a fresh start would read from the folder now (as after a kill -9). */
const replayedFrom = (directory: string) => {
  const again = openJournal(directory);
  try {
    return again.replay();
  } finally {
    again.close();
  }
};

describe("the usage journal", () => {
  it("keeps a tunnel that ended while a rewrite was on its way, at every moment of the rewrite", async () => {
    const directory = mkdtempSync(path.join(tmpdir(), "journal-"));
    const journal = openJournal(directory);
    journal.appendUsage(usage("a", 100));

    const rewriting = journal.rewrite([batch("b1")], [usage("b", 5)]);
    journal.appendUsage(usage("c", 7));
    // Killed now: the old file still holds what was appended, the ended tunnel included.
    expect(replayedFrom(directory).usage.map((line) => line.account)).toEqual(["a", "c"]);

    await rewriting;
    // Killed after: the new file holds the batch, the usage since, and the tunnel that ended meanwhile.
    const after = replayedFrom(directory);
    expect(after.batches.map((b) => b.batchId)).toEqual(["b1"]);
    expect(after.usage.map((line) => [line.account, line.up])).toEqual([
      ["b", 5],
      ["c", 7],
    ]);

    journal.appendUsage(usage("d", 1));
    expect(replayedFrom(directory).usage.map((line) => line.account)).toEqual(["b", "c", "d"]);
    journal.close();
  });

  it("replays a tunnel's per-chunk appends as the usage they moved, whatever the account and domain hold", () => {
    const directory = mkdtempSync(path.join(tmpdir(), "journal-"));
    const journal = openJournal(directory);
    const account = 'user-"quoted"\\slash-中文';
    const domain = "例子.测试";
    const moved = journal.usageAppender(account, domain);
    moved(1_000, 0);
    moved(0, 65_536);
    journal.appendUsage({ account, up: 3, down: 4, domains: [[domain, 7, 0]] });
    expect(replayedFrom(directory).usage).toEqual([
      { account, up: 1_000, down: 0, domains: [[domain, 1_000, 0]] },
      { account, up: 0, down: 65_536, domains: [[domain, 65_536, 0]] },
      { account, up: 3, down: 4, domains: [[domain, 7, 0]] },
    ]);
    journal.close();
  });

  it("replaces everything before with an empty file once all is accepted", async () => {
    const directory = mkdtempSync(path.join(tmpdir(), "journal-"));
    const journal = openJournal(directory);
    journal.appendUsage(usage("a", 1));
    await journal.rewrite([], []);
    expect(replayedFrom(directory)).toEqual({ batches: [], usage: [] });
    expect(journal.size()).toBe(0);
    journal.close();
  });
});
