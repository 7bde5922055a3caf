import { describe, expect, it } from "vitest";
import { dailyTicks, hourlyTicks } from "./chart-axis.ts";

const hoursOf = (firstDay: string, days: number) =>
  Array.from({ length: days * 24 }, (_, i) =>
    new Date(Date.parse(`${firstDay}T00:00:00Z`) + i * 3_600_000).toISOString(),
  );

describe("chart axis labels", () => {
  it("labels a week of hours by day at each UTC midnight, never an hour without its day", () => {
    const hours = hoursOf("2026-11-17", 7);
    const { narrow, wide } = hourlyTicks(hours, "en");
    // Every day is named once on a wide chart, at its own midnight.
    const dayLabels = wide.filter((tick) => !/^\d\d:00$/.test(tick.label));
    expect(dayLabels.map((tick) => tick.label)).toEqual([
      "Nov 17",
      "Nov 18",
      "Nov 19",
      "Nov 20",
      "Nov 21",
      "Nov 22",
      "Nov 23",
    ]);
    for (const tick of dayLabels) expect(hours[tick.index]?.slice(11, 16)).toBe("00:00");
    // Hours appear only between labelled days, and say which hour they are.
    for (const tick of wide.filter((t) => /^\d\d:00$/.test(t.label))) {
      expect(hours[tick.index]?.slice(11, 16)).toBe(tick.label);
    }
    // A phone gets at most four labels, all days.
    expect(narrow.length).toBeLessThanOrEqual(4);
    for (const tick of narrow) expect(tick.label).toMatch(/^Nov \d+$/);
  });

  it("reads one day as its hours", () => {
    const { narrow, wide } = hourlyTicks(hoursOf("2026-11-21", 1), "zh-CN");
    expect(wide.map((tick) => tick.label)).toEqual([
      "00:00",
      "03:00",
      "06:00",
      "09:00",
      "12:00",
      "15:00",
      "18:00",
      "21:00",
    ]);
    expect(narrow.map((tick) => tick.label)).toEqual(["00:00", "06:00", "12:00", "18:00"]);
  });

  it("thins day labels over a month so they never run together", () => {
    const { narrow, wide } = hourlyTicks(hoursOf("2026-11-01", 30), "zh-CN");
    expect(wide.length).toBeLessThanOrEqual(8);
    expect(narrow.length).toBeLessThanOrEqual(4);
    for (const tick of [...wide, ...narrow]) expect(tick.label).toMatch(/^11月\d+日$/);
  });

  it("labels daily points by day, fewer on a phone", () => {
    const days = Array.from({ length: 30 }, (_, i) => `2026-11-${String(i + 1).padStart(2, "0")}`);
    const { narrow, wide } = dailyTicks(days, "en");
    expect(wide[0]).toEqual({ index: 0, label: "Nov 1" });
    expect(wide.length).toBeLessThanOrEqual(8);
    expect(narrow.length).toBeLessThanOrEqual(4);
  });
});
