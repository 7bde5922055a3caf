import { describe, expect, it } from "vitest";
import { clampOffset, offsetAfterDrag, offsetAfterKey, percentOf } from "./slider-geometry.ts";

describe("slider captcha geometry", () => {
  it("converts a drag on a narrow phone screen back to background pixels", () => {
    // A 310 px puzzle drawn 155 px wide: 50 screen pixels are 100 image pixels.
    expect(offsetAfterDrag(0, 50, 155, 310, 263)).toBe(100);
    // Drawn larger than its pixels on a desktop.
    expect(offsetAfterDrag(10, 62, 372, 310, 263)).toBeCloseTo(61.67, 2);
  });

  it("keeps the piece inside the picture", () => {
    expect(offsetAfterDrag(0, -40, 300, 310, 263)).toBe(0);
    expect(offsetAfterDrag(200, 500, 300, 310, 263)).toBe(263);
    expect(offsetAfterDrag(20, 10, 0, 310, 263)).toBe(20);
    expect(clampOffset(Number.NaN, 263)).toBe(0);
  });

  it("moves 2 px per arrow, 10 px with Shift, and jumps with Home and End", () => {
    expect(offsetAfterKey("ArrowRight", false, 100, 263)).toBe(102);
    expect(offsetAfterKey("ArrowLeft", false, 100, 263)).toBe(98);
    expect(offsetAfterKey("ArrowRight", true, 100, 263)).toBe(110);
    expect(offsetAfterKey("ArrowLeft", true, 5, 263)).toBe(0);
    expect(offsetAfterKey("ArrowRight", true, 260, 263)).toBe(263);
    expect(offsetAfterKey("Home", false, 100, 263)).toBe(0);
    expect(offsetAfterKey("End", false, 100, 263)).toBe(263);
    expect(offsetAfterKey("Enter", false, 100, 263)).toBeNull();
    expect(offsetAfterKey("a", false, 100, 263)).toBeNull();
  });

  it("places the piece by percentages of the picture", () => {
    expect(percentOf(155, 310)).toBe("50%");
    expect(percentOf(1, 0)).toBe("0%");
  });
});
