import { describe, expect, it } from "vitest";
import { localRedirectPath } from "./local-redirect.ts";

describe("localRedirectPath", () => {
  it.each([
    "/",
    "/buy",
    "/en/buy?x=1",
    "/blog/%E5%8D%9A%E5%AE%A2",
    "/a/./b",
    "/.//host",
    "/buy#faq",
    "/%2F%2Fhost",
    "/%5Chost",
  ])("keeps the local path %s", (path) => {
    expect(localRedirectPath(path)).toBe(path);
  });

  it.each([
    ["a scheme-relative URL", "//evil.example"],
    ["a tab a browser drops", "/\t/evil.example"],
    ["a newline a browser drops", "/\n/evil.example"],
    ["a backslash a browser reads as a slash", "/\\evil.example"],
    ["backslashes anywhere", "/buy\\..\\..\\evil"],
    ["two backslashes", "\\\\evil.example"],
    ["an absolute URL", "https://evil.example/"],
    ["a javascript: URL", "javascript:alert(1)"],
    ["a relative path", "evil.example"],
    ["a NUL", "/\u0000/evil.example"],
    ["non-ASCII", "/\u3002evil.example"],
    ["an empty value", ""],
  ])("refuses %s", (_name, path) => {
    expect(localRedirectPath(path)).toBeNull();
  });
});
