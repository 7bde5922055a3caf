import { demoOutIp, demoPoolSize } from "@shop/db";
import { describe, expect, it } from "vitest";
import { isPublicAddress } from "./stock-import.ts";

describe("the demo's seeded stock", () => {
  it("uses addresses the stock import itself accepts as public exits", () => {
    const addresses = Array.from({ length: demoPoolSize() }, (_, index) => demoOutIp(index));
    expect(addresses.length).toBeGreaterThan(500);
    expect(new Set(addresses).size).toBe(addresses.length);
    expect(addresses.filter((address) => !isPublicAddress(address))).toEqual([]);
  });

  it("still refuses the documentation ranges the demo used to seed", () => {
    for (const address of ["192.0.2.1", "198.51.100.1", "203.0.113.1"]) expect(isPublicAddress(address)).toBe(false);
  });
});
