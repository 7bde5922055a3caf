import { describe, expect, it } from "vitest";
import { keysOf } from "../../i18n/catalogue-keys.ts";
import en from "../../i18n/console/en.json" with { type: "json" };
import zh from "../../i18n/console/zh-CN.json" with { type: "json" };
import { partsForPath } from "../../i18n/i18n.ts";

describe("the console's texts", () => {
  it("have the same keys and placeholders in Chinese and English, none empty", () => {
    expect(keysOf(zh)).toEqual(keysOf(en));
    expect(JSON.stringify(zh)).not.toContain('""');
    expect(JSON.stringify(en)).not.toContain('""');
  });

  it("load on the console's pages only, with the server's messages for its forms", () => {
    expect(partsForPath("/ops/login")).toEqual(["site", "messages", "console"]);
    expect(partsForPath("/ops")).toContain("console");
    expect(partsForPath("/buy")).not.toContain("console");
    expect(partsForPath("/admin")).not.toContain("console");
  });
});
