import { describe, expect, it } from "vitest";
import {
  businessZoneName,
  defaultBusinessTimeZone,
  formatBusinessMinute,
  formatBusinessSecond,
  formatBusinessTime,
  fromZonedInputValue,
  toZonedInputValue,
} from "./zoned-time.ts";

// 11:41:07 UTC: 19:41 in Beijing, 00:41 the next day in Auckland (daylight saving in November).
const at = new Date("2026-11-28T11:41:07Z");

describe("business time", () => {
  it("shows the business zone's clock with its name, whatever the machine's zone", () => {
    expect(formatBusinessTime(at, defaultBusinessTimeZone, "zh-CN")).toBe("2026-11-28 19:41（北京时间）");
    expect(formatBusinessTime(at, defaultBusinessTimeZone, "en")).toBe("2026-11-28 19:41 (Beijing time)");
    expect(formatBusinessTime(at.toISOString(), "Pacific/Auckland", "en")).toBe("2026-11-29 00:41 (Pacific/Auckland)");
    expect(formatBusinessTime(at, "UTC", "zh-CN")).toBe("2026-11-28 11:41（UTC）");
  });

  it("minutes and seconds without the name, for columns that name the zone once", () => {
    expect(formatBusinessMinute(at, defaultBusinessTimeZone)).toBe("2026-11-28 19:41");
    expect(formatBusinessSecond("2026-12-31T16:00:00Z", defaultBusinessTimeZone)).toBe("2027-01-01 00:00:00");
  });

  it("names Asia/Shanghai as Beijing time and any other zone by its IANA name", () => {
    expect(businessZoneName("Asia/Shanghai", "zh-CN")).toBe("北京时间");
    expect(businessZoneName("Asia/Shanghai", "en")).toBe("Beijing time");
    expect(businessZoneName("Europe/Berlin", "en")).toBe("Europe/Berlin");
  });
});

describe("datetime-local values on the business clock", () => {
  it("reads and writes the business zone's wall clock, whatever the browser's zone", () => {
    expect(toZonedInputValue(at, defaultBusinessTimeZone)).toBe("2026-11-28T19:41");
    expect(fromZonedInputValue("2026-11-28T19:41", defaultBusinessTimeZone)?.toISOString()).toBe(
      "2026-11-28T11:41:00.000Z",
    );
    expect(fromZonedInputValue("2026-11-29T00:41", "Pacific/Auckland")?.toISOString()).toBe("2026-11-28T11:41:00.000Z");
    expect(fromZonedInputValue("2026-07-01T12:00", "Pacific/Auckland")?.toISOString()).toBe("2026-07-01T00:00:00.000Z");
    expect(fromZonedInputValue("tomorrow", defaultBusinessTimeZone)).toBeNull();
  });
});
