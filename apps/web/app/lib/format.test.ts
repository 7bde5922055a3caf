import { describe, expect, it } from "vitest";
import { formatTraffic } from "./format.ts";

describe("formatTraffic", () => {
  it("shows GB for a gigabyte and more, MB below", () => {
    expect(formatTraffic(0, "en")).toBe("0 GB");
    expect(formatTraffic(1.5 * 1024 ** 3, "en")).toBe("1.5 GB");
    expect(formatTraffic(512 * 1024 ** 2, "zh-CN")).toBe("512 MB");
    expect(formatTraffic(1234.5 * 1024 ** 3, "en")).toBe("1,234.5 GB");
  });
});
