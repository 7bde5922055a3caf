import net from "node:net";
import type { UsageOutcomes } from "@shop/contract";
import { describe, expect, it } from "vitest";
import { apiClient } from "../../server/test/auth-helpers.ts";
import { curl, eventually, newCustomer, rigPerSuite } from "./helpers.ts";

const gb = 1024n ** 3n;

/** A port nothing listens on (bound, then closed). */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** "Why it failed": the gateway counts every connection's outcome for its account and reports it with the usage. */
describe("connection outcomes reported with the usage", () => {
  const rig = rigPerSuite();

  it("counts successes and failures by reason, over HTTP and SOCKS5, and the dashboard reads them", async () => {
    const ivy = await newCustomer(rig.shop, 10n * gb);
    const { username, password } = ivy.account;
    const proxy = `http://${username}:${password}@127.0.0.1:${rig.gateway.httpPort}`;
    const socks = `socks5h://${username}:${password}@127.0.0.1:${rig.gateway.socksPort}`;
    const dead = await closedPort();

    // Two forwarded requests and one tunnel that reach the origin.
    expect((await curl(["-x", proxy, `${rig.origin.url}/a`])).stdout).toBe("hello from the origin\n");
    expect((await curl(["-x", socks, `${rig.origin.url}/b`])).stdout).toBe("hello from the origin\n");
    expect((await curl(["-p", "-x", proxy, `${rig.origin.url}/c`])).stdout).toBe("hello from the origin\n");
    // A target that refuses, through each protocol.
    const refused = await curl([
      "-p",
      "-s",
      "-o",
      "/dev/null",
      "-w",
      "%{http_connect}",
      "-x",
      proxy,
      `http://127.0.0.1:${dead}/`,
    ]);
    expect(refused.stdout).toBe("502");
    await curl(["-s", "-x", socks, `http://127.0.0.1:${dead}/`]);
    // A wrong password, counted for the account its username names (the location part is not the account).
    const wrong = `http://${username}-country-us:wrong@127.0.0.1:${rig.gateway.httpPort}`;
    expect(
      (await curl(["-s", "-o", "/dev/null", "-w", "%{http_code}", "-x", wrong, `${rig.origin.url}/d`])).stdout,
    ).toBe("407");

    const read = () =>
      apiClient(rig.shop).get<UsageOutcomes>(`/app-api/ip/deduct-hour-record/outcomes?accountId=${ivy.account.id}`, {
        token: ivy.token,
      });
    await eventually(async () => (await read()).data.totalConnections === 6, 10_000);
    const outcomes = (await read()).data;
    expect(outcomes).toMatchObject({ succeededConnections: 3, failedConnections: 3 });
    expect(outcomes.successRate).toBeCloseTo(0.5);
    expect(outcomes.failures).toEqual([
      { reason: "connect-refused", category: "target-refused", count: 2 },
      { reason: "credentials-invalid", category: "auth", count: 1 },
    ]);
  });
});
