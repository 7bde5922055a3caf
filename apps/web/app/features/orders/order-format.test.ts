import { describe, expect, it } from "vitest";
import { clockText, compactDateTime, permilleText } from "./order-format.ts";

describe("permilleText", () => {
  it("shows per mille as a percentage", () => {
    expect(permilleText(0)).toBe("0%");
    expect(permilleText(6)).toBe("0.6%");
    expect(permilleText(10)).toBe("1%");
    expect(permilleText(25)).toBe("2.5%");
  });
});

describe("clockText", () => {
  it("counts minutes and seconds, and hours when there are any", () => {
    expect(clockText(29 * 60_000 + 5_400)).toBe("29:05");
    expect(clockText(3_723_000)).toBe("1:02:03");
    expect(clockText(-5)).toBe("00:00");
  });
});

describe("compactDateTime", () => {
  it("writes year-month-day hour:minute on the business zone's clock and names the zone", () => {
    expect(compactDateTime("2026-11-01T19:08:59Z", "zh-CN")).toBe("2026-11-02 03:08（北京时间）");
    expect(compactDateTime("2026-11-01T19:08:59Z", "en")).toBe("2026-11-02 03:08 (Beijing time)");
  });
});
