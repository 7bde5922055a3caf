import { describe, expect, it } from "vitest";
import { axisUnitOf, niceCeiling, scaleTop } from "./usage-chart.tsx";

describe("the chart's scale", () => {
  it("rounds up to 1, 2, 2.5 or 5 times a power of ten", () => {
    expect(niceCeiling(0)).toBe(0);
    expect(niceCeiling(0.7)).toBe(1);
    expect(niceCeiling(1.3)).toBe(2);
    expect(niceCeiling(2.2)).toBe(2.5);
    expect(niceCeiling(3)).toBe(5);
    expect(niceCeiling(730)).toBe(1000);
  });

  it("puts the top on a nice number of MB or GB", () => {
    const mb = 1024 ** 2;
    const gb = 1024 ** 3;
    expect(scaleTop(0)).toBe(mb);
    expect(scaleTop(300 * mb)).toBe(500 * mb);
    expect(scaleTop(1.4 * gb)).toBe(2 * gb);
    expect(axisUnitOf(2 * gb).name).toBe("GB");
    expect(axisUnitOf(500 * mb).name).toBe("MB");
  });
});
