import { afterEach, describe, expect, it } from "vitest";
import { formatBeijingRfc3339, formatBeijingTime, parseBeijingTime, parseRfc3339 } from "./beijing-time.ts";

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

describe("Beijing time for the payment protocols", () => {
  const instant = new Date("2026-11-21T17:30:05.678Z");

  it("formats the instant in UTC+8 whatever the server's time zone", () => {
    for (const zone of ["UTC", "America/New_York", "Asia/Shanghai", "Pacific/Kiritimati"]) {
      process.env.TZ = zone;
      expect(formatBeijingTime(instant)).toBe("2026-11-22 01:30:05");
      expect(formatBeijingRfc3339(instant)).toBe("2026-11-22T01:30:05+08:00");
    }
  });

  it("reads Alipay times back as the same instant (to the second)", () => {
    expect(parseBeijingTime("2026-11-22 01:30:05")?.toISOString()).toBe("2026-11-21T17:30:05.000Z");
    for (const bad of ["2026-11-22T01:30:05", "2026-02-30 00:00:00", "2026-11-22 24:00:00", "2026-11-22 1:30:05", ""]) {
      expect(parseBeijingTime(bad), bad).toBeNull();
    }
  });

  it("reads RFC 3339 times with an offset only", () => {
    expect(parseRfc3339("2026-11-22T01:30:05+08:00")?.toISOString()).toBe("2026-11-21T17:30:05.000Z");
    expect(parseRfc3339("2026-11-21T17:30:05.5Z")?.toISOString()).toBe("2026-11-21T17:30:05.500Z");
    expect(parseRfc3339("2026-11-22 01:30:05")).toBeNull();
    expect(parseRfc3339("2026-11-22T01:30:05")).toBeNull();
  });
});
