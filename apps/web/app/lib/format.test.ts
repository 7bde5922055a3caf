import { describe, expect, it } from "vitest";
import { formatEndDay, formatSignedTraffic, formatTraffic, formatTrafficOf } from "./format.ts";

const MB = 1024 ** 2;
const GB = 1024 ** 3;

describe("formatTraffic", () => {
  it("shows GB for a gigabyte and more, MB below", () => {
    expect(formatTraffic(0, "en")).toBe("0 MB");
    expect(formatTraffic(1.5 * GB, "en")).toBe("1.5 GB");
    expect(formatTraffic(512 * MB, "zh-CN")).toBe("512 MB");
    expect(formatTraffic(1234.5 * GB, "en")).toBe("1,234.5 GB");
  });

  it("never hides usage by rounding up: 5 GB less 1.58 MB is not 5 GB", () => {
    expect(formatTraffic(5 * GB - Math.round(1.58 * MB), "en")).toBe("4.998 GB");
    expect(formatTraffic(GB - 1, "en")).toBe("1,023.99 MB");
    expect(formatTraffic(Math.round(1.001 * GB), "en")).toBe("1.001 GB");
  });

  it("falls to KB and bytes below a megabyte, so a small change is never 0", () => {
    expect(formatTraffic(300 * 1024, "en")).toBe("300 KB");
    expect(formatTraffic(100, "en")).toBe("100 B");
  });
});

describe("formatSignedTraffic", () => {
  it("signs a change and never shows −0", () => {
    expect(formatSignedTraffic(-100, "en")).toBe("−100 B");
    expect(formatSignedTraffic(GB, "en")).toBe("+1 GB");
    expect(formatSignedTraffic(-512 * MB, "en")).toBe("−512 MB");
    expect(formatSignedTraffic(0, "en")).toBe("0 MB");
  });
});

describe("formatTrafficOf", () => {
  it("shows a pair in one unit, unless the usage would read as nothing", () => {
    expect(formatTrafficOf(0, 512 * MB, "en")).toBe("0 MB / 512 MB");
    expect(formatTrafficOf(1.5 * GB, 5 * GB, "en")).toBe("1.5 GB / 5 GB");
    expect(formatTrafficOf(100 * 1024, 5 * GB, "en")).toBe("100 KB / 5 GB");
  });
});

describe("formatEndDay", () => {
  it("shows a lease typed as 2027-12-31 (midnight in Beijing) as that day, not 16:00", () => {
    expect(formatEndDay("2027-12-31T16:00:00.000Z", "en")).toBe("Dec 31, 2027");
    expect(formatEndDay("2027-12-31T16:00:00.000Z", "zh-CN")).toBe("2027年12月31日");
  });
});
