import { describe, expect, it } from "vitest";
import { loggedInConsole } from "../../server/test/console-helpers.ts";
import { curl, curlDownload, eventually, newCustomer, rigPerSuite } from "./helpers.ts";

const gb = 1024n ** 3n;
const mb = 1024 * 1024;

/** An operator's suspension reaches a running gateway: open tunnels close, new requests are refused with the reason. */
describe("suspension through a running gateway", () => {
  const rig = rigPerSuite();

  it("closes a running download within seconds of the suspension, refuses with 'suspended', and works again after the lift", async () => {
    const member = await newCustomer(rig.shop, 10n * gb);
    const proxy = `http://${member.account.username}:${member.account.password}@127.0.0.1:${rig.gateway.httpPort}`;
    expect((await curl(["-x", proxy, `${rig.origin.url}/a`])).stdout).toBe("hello from the origin\n");

    const { client } = await loggedInConsole(rig.shop, "support");
    // 40 MB at about 0.8 MB/s would take 50 s: the suspension must cut it long before.
    const started = Date.now();
    const download = curlDownload(proxy, `${rig.origin.url}/slow/${40 * mb}`, { tunnel: true });
    await eventually(async () => rig.gateway.core.meter.openTunnels() > 0, 5_000);
    const suspended = await client.post(`/ops-api/members/${member.memberId}/suspend`, { reason: "abuse report" });
    expect(suspended.code).toBe(0);
    const finished = await download;
    expect(finished.code).not.toBe(0);
    expect(Number(finished.stdout)).toBeLessThan(40 * mb);
    expect(Date.now() - started).toBeLessThan(15_000);

    const refused = await curl(["-i", "-x", proxy, `${rig.origin.url}/a`]);
    expect(refused.stdout).toMatch(/^HTTP\/1\.1 403/);
    expect(refused.stdout).toMatch(/X-Proxy-Refusal: suspended/i);

    expect((await client.post(`/ops-api/members/${member.memberId}/lift`, { reason: "resolved" })).code).toBe(0);
    // The gateway caches its refusal briefly; a fresh lookup lets the member through again.
    await eventually(async () => {
      const again = await curl(["-x", proxy, `${rig.origin.url}/a`]);
      return again.stdout === "hello from the origin\n";
    }, 40_000);
  }, 90_000);
});
