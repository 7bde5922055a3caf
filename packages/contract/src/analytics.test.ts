import { describe, expect, it } from "vitest";
import { analyticsScriptOf } from "./analytics.ts";

describe("analytics script per substation", () => {
  it("loads Baidu Tongji for a baidu: id and Google Analytics for a ga: id", () => {
    expect(analyticsScriptOf("baidu:0123456789ABCDEF0123456789abcdef")).toMatchObject({
      provider: "baidu",
      src: "https://hm.baidu.com/hm.js?0123456789abcdef0123456789abcdef",
    });
    const ga = analyticsScriptOf("ga:G-ABC123XYZ");
    expect(ga?.src).toBe("https://www.googletagmanager.com/gtag/js?id=G-ABC123XYZ");
    expect(ga?.init).toContain("gtag('config','G-ABC123XYZ')");
  });

  it("loads nothing without an id or with one it does not know, so nothing can be injected", () => {
    for (const id of [null, undefined, "", "baidu:123", "ga:G-abc'); alert(1);//", "https://evil.example/x.js"]) {
      expect(analyticsScriptOf(id)).toBeNull();
    }
  });
});
