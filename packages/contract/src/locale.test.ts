import { describe, expect, it } from "vitest";
import { detectLocale, localeOfAcceptLanguage, localizePath, splitLocalePath } from "./locale.ts";

describe("detectLocale (SPEC §4)", () => {
  it("uses the cookie first, whatever the browser says", () => {
    expect(detectLocale({ cookie: "zh-CN", acceptLanguage: "en" })).toBe("zh-CN");
    expect(detectLocale({ cookie: "en", acceptLanguage: "zh-CN" })).toBe("en");
  });

  it("uses the browser language only when it is exactly en or zh-CN", () => {
    expect(detectLocale({ acceptLanguage: "en" })).toBe("en");
    expect(detectLocale({ acceptLanguage: "zh-CN,zh;q=0.9" })).toBe("zh-CN");
    expect(detectLocale({ acceptLanguage: "en-US,en;q=0.9" })).toBe("zh-CN");
    expect(detectLocale({ acceptLanguage: "fr" })).toBe("zh-CN");
  });

  it("ranks the browser's languages by quality", () => {
    expect(detectLocale({ acceptLanguage: "fr;q=0.5, en;q=0.8" })).toBe("en");
  });

  it("ignores a cookie with an unknown value and falls back to zh-CN", () => {
    expect(detectLocale({ cookie: "de", acceptLanguage: null })).toBe("zh-CN");
    expect(detectLocale({})).toBe("zh-CN");
  });
});

describe("locale paths", () => {
  it("splits the /en prefix off a path", () => {
    expect(splitLocalePath("/en")).toEqual({ locale: "en", path: "/" });
    expect(splitLocalePath("/en/buy")).toEqual({ locale: "en", path: "/buy" });
    expect(splitLocalePath("/english")).toEqual({ locale: "zh-CN", path: "/english" });
    expect(splitLocalePath("/")).toEqual({ locale: "zh-CN", path: "/" });
  });

  it("prefixes English paths only", () => {
    expect(localizePath("/", "en")).toBe("/en");
    expect(localizePath("/buy", "en")).toBe("/en/buy");
    expect(localizePath("/buy", "zh-CN")).toBe("/buy");
  });

  it("reads regional English tags as English for API messages", () => {
    expect(localeOfAcceptLanguage("en-GB")).toBe("en");
    expect(localeOfAcceptLanguage("zh-CN")).toBe("zh-CN");
    expect(localeOfAcceptLanguage(undefined)).toBe("zh-CN");
  });
});
