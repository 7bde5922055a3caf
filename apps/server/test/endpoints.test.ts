import { allCalls } from "@shop/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpointKey } from "../src/http/serve-endpoint.ts";
import { startTestServer, type TestServer } from "./test-server.ts";

/**
 * Calls still registered by hand, before their declaration moves to packages/contract.
 * This list only shrinks: a new call is declared in the contract.
 */

describe("the contract's endpoint declarations", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer("pglite");
  });
  afterAll(() => server?.close());

  it("has a handler for every declared call", () => {
    for (const { endpoint } of allCalls) {
      expect(server.app.servedEndpoints, `${endpoint.method} ${endpoint.path}`).toContain(
        endpointKey(endpoint.method, endpoint.path),
      );
    }
  });

  it("serves no /app-api path that no declaration lists", () => {
    const undeclared = [...server.app.apiRoutes].filter(
      // "/app-api/*" is the catch-all that answers the 404 envelope; openapi.json describes the calls.
      (route) =>
        !route.endsWith(" /app-api/*") &&
        route !== "GET /app-api/openapi.json" &&
        !server.app.servedEndpoints.has(route),
    );
    expect(undeclared.sort()).toEqual([]);
  });

  it("publishes every declared call in the OpenAPI document, with its audience and answer", async () => {
    const response = await fetch(`${server.baseUrl}/app-api/openapi.json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as {
      openapi: string;
      paths: Record<string, Record<string, { security: unknown[]; responses: Record<string, unknown> }>>;
    };
    expect(document.openapi).toBe("3.1.0");
    for (const { endpoint } of allCalls) {
      const operation = document.paths[endpoint.path.replace(/:([A-Za-z]+)/g, "{$1}")]?.[endpoint.method.toLowerCase()];
      expect(operation, `${endpoint.method} ${endpoint.path}`).toBeDefined();
      expect(operation?.security.length).toBe(endpoint.audience === "public" ? 0 : endpoint.scope ? 2 : 1);
      expect(operation?.responses["200"]).toBeDefined();
    }
  });

  it("declares each call once", () => {
    const keys = allCalls.map(({ endpoint }) => endpointKey(endpoint.method, endpoint.path));
    expect(new Set(keys).size).toBe(keys.length);
  });
});
