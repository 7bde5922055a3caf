import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { UsageBatch, UsageBatchResult } from "@shop/contract";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { openJournal } from "./journal.ts";
import { createMeter } from "./meter.ts";
import { ShopRefusedError } from "./shop-client.ts";

const accepted = (batch: UsageBatch): UsageBatchResult => ({
  batchId: batch.batchId,
  duplicate: false,
  acceptedRecords: batch.records.length,
  unknownAccounts: [],
  chargedBytes: 0,
  overdraftBytes: 0,
  overLimitBytes: 0,
  exhaustedAccounts: [],
  accounts: [],
});

/** A tunnel that moved `up`/`down` bytes and then ended. */
/** A tunnel that moved `up` and `down` bytes (told to the meter before they moved, as tunnels do) and ended. */
function endedTunnel(meter: ReturnType<typeof createMeter>, account: string, up: number, down: number) {
  meter.mover(account, "example.com")(up, down);
  let left = { up, down };
  const untrack = meter.track({
    account,
    domain: "example.com",
    collect() {
      const out = left;
      left = { up: 0, down: 0 };
      return out;
    },
    destroy() {},
  });
  untrack();
}

const bytesIn = (batches: UsageBatch[]) =>
  batches.flatMap((batch) => batch.records).reduce((sum, record) => sum + record.bytesUp + record.bytesDown, 0);

describe("the meter never drops usage", () => {
  it("keeps a batch the shop refuses (a rotated secret) and delivers it, same id, once the secret is fixed", async () => {
    const sent: UsageBatch[] = [];
    const refusals: string[] = [];
    let secretFixed = false;
    let clock = 0;
    const meter = createMeter({
      gatewayId: "gw",
      log: pino({ level: "silent" }),
      now: () => clock,
      onStates() {},
      onRefusedBatch: (reason) => refusals.push(reason),
      async postBatch(batch) {
        if (!secretFixed) throw new ShopRefusedError(401, "signature-invalid", "refused");
        sent.push(batch);
        return accepted(batch);
      },
    });
    endedTunnel(meter, "alice", 100, 900);
    await meter.flush();
    await meter.flush();
    expect(refusals).toEqual(["signature-invalid"]);
    expect(meter.unreported()).toBe(true);
    secretFixed = true;
    clock += 120_000;
    await meter.flush();
    expect(bytesIn(sent)).toBe(1000);
    expect(new Set(sent.map((batch) => batch.batchId)).size).toBe(sent.length);
    expect(meter.unreported()).toBe(false);
  });

  it("splits a batch the shop refuses as too large, and loses none of it", async () => {
    const sent: UsageBatch[] = [];
    const meter = createMeter({
      gatewayId: "gw",
      log: pino({ level: "silent" }),
      onStates() {},
      async postBatch(batch) {
        if (batch.records.length > 2) throw new ShopRefusedError(413, "413", "too large");
        sent.push(batch);
        return accepted(batch);
      },
    });
    for (let i = 0; i < 7; i += 1) endedTunnel(meter, `user${i}`, 10, i);
    await meter.flushNow();
    expect(bytesIn(sent)).toBe(70 + 21);
    expect(sent.every((batch) => batch.records.length <= 2)).toBe(true);
    expect(meter.unreported()).toBe(false);
  });

  it("brings back from its journal what a crashed run counted and never reported", async () => {
    const directory = mkdtempSync(path.join(tmpdir(), "meter-journal-"));
    const first = createMeter({
      gatewayId: "gw",
      log: pino({ level: "silent" }),
      journal: openJournal(directory),
      onStates() {},
      async postBatch() {
        throw new Error("shop unreachable");
      },
    });
    endedTunnel(first, "alice", 5, 5);
    await first.flush();
    // Ended after the last report: only in the journal's appended lines.
    endedTunnel(first, "bob", 7, 0);

    const sent: UsageBatch[] = [];
    const second = createMeter({
      gatewayId: "gw",
      log: pino({ level: "silent" }),
      journal: openJournal(directory),
      onStates() {},
      async postBatch(batch) {
        sent.push(batch);
        return accepted(batch);
      },
    });
    await second.flushNow();
    expect(bytesIn(sent)).toBe(17);
    expect(second.unreported()).toBe(false);
  });
});
