import { describe, expect, it } from "vitest";
import { describeRemaining } from "./remaining-time.ts";

const at = (iso: string) => Date.parse(iso);

describe("describeRemaining", () => {
  it("says expired at and after the expiration time", () => {
    expect(describeRemaining("2026-11-21T10:00:00Z", at("2026-11-21T10:00:00Z"), "UTC")).toEqual({ kind: "expired" });
    expect(describeRemaining("2026-11-21T10:00:00Z", at("2026-11-22T10:00:00Z"), "UTC")).toEqual({ kind: "expired" });
    expect(describeRemaining("not a date", at("2026-11-21T10:00:00Z"), "UTC")).toEqual({ kind: "expired" });
  });

  it("says expires today when it ends later on the reader's calendar day", () => {
    expect(describeRemaining("2026-11-21T23:30:00Z", at("2026-11-21T20:15:10Z"), "UTC")).toEqual({
      kind: "today",
      hours: 3,
      minutes: 14,
      seconds: 50,
    });
    // 22:00 UTC is already the next day in Shanghai (UTC+8).
    expect(describeRemaining("2026-11-21T22:00:00Z", at("2026-11-21T12:00:00Z"), "Asia/Shanghai").kind).toBe("left");
  });

  it("counts days, hours, minutes and seconds otherwise", () => {
    expect(describeRemaining("2026-12-21T12:00:00Z", at("2026-11-21T10:58:59Z"), "UTC")).toEqual({
      kind: "left",
      days: 30,
      hours: 1,
      minutes: 1,
      seconds: 1,
    });
    // Under a day, but past midnight: not "today".
    expect(describeRemaining("2026-11-22T02:00:00Z", at("2026-11-21T23:00:00Z"), "UTC")).toEqual({
      kind: "left",
      days: 0,
      hours: 3,
      minutes: 0,
      seconds: 0,
    });
  });
});
