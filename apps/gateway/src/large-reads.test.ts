import { describe, expect, it } from "vitest";
import { largeReads, readBudget } from "./large-reads.ts";

/** One read as Node does it: asks for the buffer, fills it `fill` bytes, hands it back. */
function read(reads: ReturnType<typeof largeReads>, fill: "full" | number): Uint8Array {
  const into = reads.onread.buffer() as Uint8Array;
  reads.onread.callback(fill === "full" ? into.byteLength : fill, into);
  return into;
}

describe("reads into buffers of a tunnel's own", () => {
  it("grows a busy tunnel's buffer to 1 MiB, and an idle one keeps sharing", () => {
    const budget = readBudget(64 * 1024 * 1024);
    const busy = largeReads(budget);
    const idle = largeReads(budget);
    busy.deliverTo(() => {});
    idle.deliverTo(() => {});
    const sizes: number[] = [];
    for (let i = 0; i < 7; i += 1) sizes.push(read(busy, "full").byteLength);
    read(idle, 100);
    expect(sizes).toEqual([16_384, 65_536, 131_072, 262_144, 524_288, 1_048_576, 1_048_576]);
    expect(read(idle, 100)).toBe(read(largeReads(budget), 5));
    expect(budget.held).toBe(1_048_576);
  });

  it("stops growing past the budget all tunnels share, and gives back what a closed tunnel held", () => {
    const budget = readBudget(1024 * 1024);
    const first = largeReads(budget);
    const second = largeReads(budget);
    for (const reads of [first, second]) reads.deliverTo(() => {});
    for (let i = 0; i < 6; i += 1) read(first, "full");
    expect(budget.held).toBe(1_048_576);
    // The second still moves off the shared buffer (Node would allocate 64 KiB per read anyway), but grows no further.
    for (let i = 0; i < 4; i += 1) read(second, "full");
    expect(read(second, "full").byteLength).toBe(65_536);
    expect(budget.held).toBe(1_048_576 + 65_536);
    first.release();
    expect(budget.held).toBe(65_536);
    read(second, "full");
    expect(read(second, "full").byteLength).toBe(131_072);
    second.release();
    expect(budget.held).toBe(0);
  });
});
