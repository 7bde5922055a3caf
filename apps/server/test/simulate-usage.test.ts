import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { tables } from "@shop/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuthRepo } from "../src/modules/identity/auth/repo.ts";
import { seedDemoAccount } from "../src/modules/identity/auth/seed-demo.ts";
import { demoProxyAccount, seedDemoProxyCentre } from "../src/modules/proxy/proxy-accounts/seed-demo.ts";
import { startTestServer, type TestServer } from "./test-server.ts";

const script = fileURLToPath(new URL("../src/ops/simulate-usage.ts", import.meta.url));
const gb = 1024 ** 3;

/** `npm run simulate:usage` against a demo server, as a newcomer runs it. */
describe("the usage simulator (npm run simulate:usage)", () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer("pglite");
    // What `npm start` seeds in demo mode: the demo account, demo_main and 20 GB.
    const demo = await seedDemoAccount(createAuthRepo(server.database.db));
    await seedDemoProxyCentre(server.database.db, demo.memberId);
  });
  afterAll(() => server?.close());

  const simulate = async (...args: string[]) =>
    (await promisify(execFile)(process.execPath, [script, "--url", server.baseUrl, ...args], { timeout: 60_000 }))
      .stdout;

  it("stops charging a capped sub-account at its limit and says the limit, not the balance, is why", async () => {
    await server.database.db
      .update(tables.proxyAccounts)
      .set({ trafficLimitBytes: BigInt(2 * gb) })
      .where(eq(tables.proxyAccounts.username, demoProxyAccount.username));
    // About 8 GB over two days against a 2 GB cap and the demo's 20 GB.
    const output = await simulate("--days", "2", "--gb-per-day", "4");
    expect(output).toMatch(
      /charged 2\.00 GB, overdraft \d+\.\d\d GB \(\d+\.\d\d GB of it beyond demo_main's own limit\)\./,
    );
    expect(output).toContain(
      "demo_main has reached its own traffic limit, so gateways now refuse it; the member has 18.00 GB of traffic left",
    );
    expect(output).not.toContain("no traffic left");
    const [account] = await server.database.db
      .select()
      .from(tables.proxyAccounts)
      .where(eq(tables.proxyAccounts.username, demoProxyAccount.username));
    expect(account?.usedBytes).toBe(BigInt(2 * gb));
  });
});
