import { describe, expect, it } from "vitest";
import { businessDayStart, businessMinute, businessSecond, isTimeZone } from "./business-time.ts";

describe("business time", () => {
  const at = new Date("2026-11-28T04:19:05Z");

  it("writes an instant on the business's clock, not UTC", () => {
    expect(businessMinute(at, "Asia/Shanghai")).toBe("2026-11-28 12:19");
    expect(businessSecond(at, "Asia/Shanghai")).toBe("2026-11-28 12:19:05");
    expect(businessMinute(at, "UTC")).toBe("2026-11-28 04:19");
    expect(businessMinute(at, "America/Los_Angeles")).toBe("2026-11-27 20:19");
  });

  it("starts a day at the zone's midnight, daylight saving included", () => {
    expect(businessDayStart("2026-11-28", "Asia/Shanghai").toISOString()).toBe("2026-11-27T16:00:00.000Z");
    expect(businessDayStart("2026-11-28", "UTC").toISOString()).toBe("2026-11-28T00:00:00.000Z");
    expect(businessDayStart("2026-07-01", "Europe/Berlin").toISOString()).toBe("2026-06-30T22:00:00.000Z");
    expect(businessDayStart("2026-01-01", "Europe/Berlin").toISOString()).toBe("2025-12-31T23:00:00.000Z");
  });

  it("knows a zone by its IANA name only", () => {
    expect(isTimeZone("Asia/Shanghai")).toBe(true);
    expect(isTimeZone("UTC")).toBe(true);
    expect(isTimeZone("Beijing")).toBe(false);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
  });
});
