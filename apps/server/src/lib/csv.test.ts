import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv.ts";

describe("csv", () => {
  it("starts with a byte-order mark and ends every line with CRLF", () => {
    expect(toCsv(["时间", "流量"], [["2026-11-21 08:00", 12n]])).toBe("\uFEFF时间,流量\r\n2026-11-21 08:00,12\r\n");
  });

  it("quotes separators, quotes and line breaks", () => {
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
  });

  it("defuses text a spreadsheet would run as a formula, but not numbers", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell("+1")).toBe("'+1");
    expect(csvCell("-2")).toBe("'-2");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tcmd")).toBe("'\tcmd");
    expect(csvCell(-5)).toBe("-5");
    expect(csvCell("demo_main")).toBe("demo_main");
    expect(csvCell(null)).toBe("");
  });
});
