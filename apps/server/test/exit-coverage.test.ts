import { coverageOf, type ExtractionToken, type RegionOption } from "@shop/contract";
import { testDatabaseKinds } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiClient } from "./auth-helpers.ts";
import {
  gatewayClient,
  grantTraffic,
  makeMembers,
  otherUsageGateway,
  startUsageServer,
  type TestMember,
  uniqueUsername,
} from "./proxy-centre-helpers.ts";
import type { TestServer } from "./test-server.ts";

const countries = "/app-api/ip/country-code/countryList";
const areas = "/app-api/ip/country-code/areaList";
const cities = "/app-api/ip/country-code/cityList";
const codes = (list: RegionOption[]) => list.map((item) => item.code).sort();

describe.each(testDatabaseKinds())("locations offered only where a gateway has exits (%s)", (kind) => {
  let server: TestServer;
  let api: ApiClient;
  let gateway: ReturnType<typeof gatewayClient>;
  let frank: TestMember;

  beforeAll(async () => {
    ({ server, api, gateway } = await startUsageServer(kind));
    [frank] = (await makeMembers(server, 1, { certified: true })) as [TestMember];
    await grantTraffic(server, frank.memberId, 10n * 1024n ** 3n);
  });
  afterAll(() => server?.close());

  const list = async (path: string) => (await api.get<RegionOption[]>(path, { language: "en" })).data;

  it("offers every place while no gateway has reported, then only what the pools serve", async () => {
    expect((await list(countries)).length).toBeGreaterThan(240);

    // US: one pool of plain direct exits in California; DE: an upstream that carries region and city.
    const report = coverageOf({
      pools: [
        { country: "US", region: "california", exits: [{ kind: "direct" }] },
        {
          country: "DE",
          exits: [{ kind: "upstream-http", host: "up.example", port: 8000, username: "u-{country}-{region}-{city}" }],
        },
      ],
    });
    expect(await gateway.reportCoverage(report)).toEqual({ status: 200, body: { ok: true } });
    // A second gateway adds Japan through a demo-free city pool.
    const other = gatewayClient(server, otherUsageGateway.id, otherUsageGateway.secret);
    await other.reportCoverage(
      coverageOf({ pools: [{ country: "JP", region: "tokyo", city: "tokyo", exits: [{ kind: "direct" }] }] }),
    );
    // The shop reads reports at most every 10 s per process: wait for the new list rather than sleeping.
    await expect
      .poll(async () => codes(await list(countries)), { timeout: 15_000, interval: 500 })
      .toEqual(["DE", "JP", "US"]);
    expect(codes(await list(`${areas}?countryCode=US`))).toEqual(["CA"]);
    // Direct exits in California cannot be sent to one city of it.
    expect(await list(`${cities}?countryCode=US&areaCode=CA`)).toEqual([]);
    // The upstream carries any German state and city.
    expect((await list(`${areas}?countryCode=DE`)).length).toBeGreaterThan(10);
    expect((await list(`${cities}?countryCode=DE&areaCode=BY`)).map((city) => city.name)).toContain("Munich");
    expect((await list(`${areas}?countryCode=JP`)).map((area) => area.name)).toEqual(["Tokyo"]);
  });

  it("refuses an extraction for a place without exits with a translated reason", async () => {
    const token = await api.get<ExtractionToken>("/app-api/ip/extract-token/get", { token: frank.token });
    await api.post("/app-api/ip/whitelist/create", { ip: "203.0.113.60" }, { token: frank.token });
    await api.post(
      "/app-api/ip/proxy-account/create",
      { username: uniqueUsername("cov"), password: "FrankPass2026" },
      { token: frank.token },
    );
    const extract = async (query: string, language: string) => {
      const response = await fetch(`${server.baseUrl}${token.data.path}${query}`, {
        headers: { "x-forwarded-for": "203.0.113.60", "accept-language": language },
      });
      return { status: response.status, text: await response.text() };
    };
    expect(await extract("?country=FR", "en")).toEqual({
      status: 400,
      text: "The proxy parameters are not valid: no exit serves FR yet: choose another place or the global mix\n",
    });
    expect((await extract("?country=US&region=california", "zh-CN")).status).toBe(200);
    expect(await extract("?country=US&region=california&city=los_angeles", "zh-CN")).toMatchObject({
      status: 400,
      text: expect.stringContaining("US/california/los_angeles 暂无可用出口"),
    });
  });

  it("refuses a report that is not signed or not a coverage", async () => {
    expect((await gateway.reportCoverage({ pools: [{ country: "usa" }] })).body).toMatchObject({
      error: "invalid-coverage",
    });
    expect((await gateway.reportCoverage({ pools: [] }, { signWith: "not-the-secret-0123456789" })).status).toBe(401);
  });
});
