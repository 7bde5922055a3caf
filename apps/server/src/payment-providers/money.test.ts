import { describe, expect, it } from "vitest";
import { fenToYuan, yuanToFen } from "./money.ts";

describe("fen and yuan", () => {
  it("writes fen as yuan with two decimals", () => {
    expect(fenToYuan(1)).toBe("0.01");
    expect(fenToYuan(10)).toBe("0.10");
    expect(fenToYuan(1999)).toBe("19.99");
    expect(fenToYuan(100_000_000)).toBe("1000000.00");
    expect(fenToYuan(0)).toBe("0.00");
  });

  it("refuses what is not a fen amount", () => {
    for (const bad of [-1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 2]) {
      expect(() => fenToYuan(bad)).toThrow(RangeError);
    }
  });

  it("round-trips every amount up to 2000 yuan exactly (no float drift such as 19.99 -> 1998)", () => {
    for (let fen = 0; fen <= 200_000; fen++) {
      if (yuanToFen(fenToYuan(fen)) !== fen) throw new Error(`${fen} does not round-trip`);
    }
  });

  it("reads one or two decimals, or none", () => {
    expect(yuanToFen("12.3")).toBe(1230);
    expect(yuanToFen("12")).toBe(1200);
    expect(yuanToFen("0.07")).toBe(7);
    expect(yuanToFen("19.99")).toBe(1999);
  });

  it("rejects malformed amounts", () => {
    for (const bad of [
      "",
      "1e3",
      "-1.00",
      "+1.00",
      "12.345",
      " 1.00",
      "1.00 ",
      "01.00",
      "1,000.00",
      "1.",
      ".5",
      "0x10",
      "NaN",
    ]) {
      expect(yuanToFen(bad), bad).toBeNull();
    }
  });
});
