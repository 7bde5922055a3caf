import { describe, expect, it } from "vitest";
import { addUtcDays, countUtcDays, formatUtcClock, formatUtcHour, utcToday } from "./utc-time.ts";

describe("UTC days and hours", () => {
  it("takes today in UTC, not in the browser's zone", () => {
    expect(utcToday(new Date("2026-11-21T23:30:00-05:00"))).toBe("2026-11-22");
  });

  it("moves and counts whole days across months", () => {
    expect(addUtcDays("2026-11-21", -6)).toBe("2026-11-15");
    expect(addUtcDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(countUtcDays("2026-11-15", "2026-11-21")).toBe(7);
  });

  it("writes hours as UTC timestamps", () => {
    expect(formatUtcHour("2026-11-21T08:00:00.000Z")).toBe("2026-11-21 08:00");
    expect(formatUtcHour("2026-11-21T16:00:00+08:00")).toBe("2026-11-21 08:00");
    expect(formatUtcClock("2026-11-21T23:00:00Z")).toBe("23:00");
  });
});
