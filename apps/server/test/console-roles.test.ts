import { allConsoleCalls, operatorRoles, ResponseCode, roleHasPermission } from "@shop/contract";
import { testDatabaseKinds } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpointKey } from "../src/http/serve-endpoint.ts";
import { loggedInConsole, samplePath } from "./console-helpers.ts";
import { startTestServer, type TestServer } from "./test-server.ts";

/**
 * The role matrix, from the declarations themselves: every console call (any area's, as they are
 * added to allConsoleCalls) as every role. A role whose permissions include the call's gets past
 * the guard (whatever its empty input then earns: 400, 404, or success); any other role gets 403.
 */
describe.each(testDatabaseKinds())("console roles (%s)", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  it("serves every declared console call, and no /ops-api route that is not declared", () => {
    const declared = new Set(allConsoleCalls.map(({ endpoint }) => endpointKey(endpoint.method, endpoint.path)));
    for (const key of declared) expect(server.app.servedEndpoints, key).toContain(key);
    const undeclared = [...server.app.consoleRoutes].filter(
      (route) => !route.endsWith(" /ops-api/*") && !declared.has(route),
    );
    expect(undeclared).toEqual([]);
  });

  it("declares a permission on every console call that needs a session, except the session's own calls", () => {
    const withoutPermission = allConsoleCalls
      .filter(({ endpoint }) => endpoint.audience === "operator" && !endpoint.permission)
      .map(({ endpoint }) => endpoint.path);
    expect(withoutPermission.sort()).toEqual([
      "/ops-api/auth/logout",
      "/ops-api/auth/password",
      "/ops-api/auth/session",
    ]);
  });

  const guarded = allConsoleCalls
    .filter(({ endpoint }) => endpoint.audience === "operator")
    // Logging out ends the session the rest of the table uses: last.
    .sort(
      (a, b) => Number(a.endpoint.path === "/ops-api/auth/logout") - Number(b.endpoint.path === "/ops-api/auth/logout"),
    );

  for (const role of operatorRoles) {
    it(`lets ${role} call exactly what its permissions allow`, async () => {
      const { client } = await loggedInConsole(server, role);
      const outcomes: string[] = [];
      const expected: string[] = [];
      for (const { endpoint } of guarded) {
        const path = samplePath(endpoint.path);
        const answer = endpoint.method === "GET" ? await client.get(path) : await client.post(path, {});
        const allowed = !endpoint.permission || roleHasPermission(role, endpoint.permission);
        expect(answer.code, `${role} ${endpoint.method} ${endpoint.path}`).not.toBe(ResponseCode.Unauthorized);
        expect(answer.code, `${role} ${endpoint.method} ${endpoint.path}: ${answer.msg}`).not.toBe(
          ResponseCode.ServerError,
        );
        outcomes.push(
          `${endpoint.method} ${endpoint.path}: ${answer.code === ResponseCode.Forbidden ? "403" : "allowed"}`,
        );
        expected.push(`${endpoint.method} ${endpoint.path}: ${allowed ? "allowed" : "403"}`);
      }
      expect(outcomes).toEqual(expected);
    });
  }
});
