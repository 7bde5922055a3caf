import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./test-server.ts";

/** The language switch's redirect over HTTP: a path on this site after the browser's own normalisation, or home. */
describe("language switch redirect (pglite)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer("pglite");
  });
  afterAll(() => server?.close());

  const location = async (query: string) => {
    const response = await fetch(`${server.baseUrl}/locale/switch?${query}`, { redirect: "manual" });
    return { status: response.status, location: response.headers.get("location") };
  };

  it.each([
    ["to=en&redirect=%2Fbuy%3Fx%3D1", "/en/buy?x=1"],
    ["to=zh-CN&redirect=%2Fen%2Fblog", "/blog"],
    ["to=en&redirect=%2Fblog%2F%25E5%258D%259A", "/en/blog/%E5%8D%9A"],
  ])("keeps a local path (%s)", async (query, expected) => {
    expect(await location(query)).toEqual({ status: 302, location: expected });
  });

  it.each([
    ["a scheme-relative URL", "%2F%2Fevil.example"],
    ["a double-encoded scheme-relative URL", "%252F%252Fevil.example"],
    ["a backslash", "%2F%5Cevil.example"],
    ["an encoded backslash in the query", "/%5Cevil.example"],
    ["backslashes only", "%5C%5Cevil.example"],
    ["an absolute URL", "https%3A%2F%2Fevil.example%2F"],
    ["a javascript: URL", "javascript%3Aalert(1)"],
    ["/en followed by a scheme-relative URL", "%2Fen%2F%2Fevil.example"],
    ["/en followed by a backslash", "%2Fen%2F%5Cevil.example"],
  ])("never leaves the site for %s", async (_name, redirect) => {
    for (const to of ["en", "zh-CN"]) {
      const answer = await location(`to=${to}&redirect=${redirect}`);
      expect(answer.status).toBe(302);
      const target = new URL(answer.location ?? "", "http://shop.test");
      expect(target.origin).toBe("http://shop.test");
      expect(answer.location).toMatch(/^\/(?![/\\])/);
    }
  });

  it.each([
    ["a tab a browser would drop", "%2F%09%2Fevil.example"],
    ["a newline", "%2F%0A%2Fevil.example"],
    ["CR/LF header injection", "%2Fbuy%0D%0ASet-Cookie%3A%20x%3D1"],
    ["a NUL", "%2F%00%2Fevil.example"],
  ])("refuses %s with 400", async (_name, redirect) => {
    const answer = await location(`to=en&redirect=${redirect}`);
    expect(answer).toEqual({ status: 400, location: null });
  });
});
