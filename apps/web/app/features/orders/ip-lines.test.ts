import { describe, expect, it } from "vitest";
import { ipLine, toCsv } from "./ip-lines.ts";

describe("ipLine", () => {
  it("joins host, port, account and password with colons", () => {
    expect(ipLine({ host: "gw.example", port: 7000, account: "spabc", password: "01234567" })).toBe(
      "gw.example:7000:spabc:01234567",
    );
  });
});

describe("toCsv", () => {
  it("starts with a BOM, ends rows with CRLF and quotes what needs quoting", () => {
    expect(toCsv(["a", "b"], [["x,y", 'say "hi"']])).toBe('\uFEFFa,b\r\n"x,y","say ""hi"""\r\n');
  });

  it("keeps spreadsheet formulas from running", () => {
    expect(toCsv(["v"], [["=HYPERLINK(1)"], ["-1"], ["01234567"]])).toBe(
      "\uFEFFv\r\n'=HYPERLINK(1)\r\n'-1\r\n01234567\r\n",
    );
  });
});
