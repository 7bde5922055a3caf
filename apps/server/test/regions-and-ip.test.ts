import { areaListSchema, callerIpSchema, cityListSchema, countryListSchema, ResponseCode } from "@shop/contract";
import { testDatabaseKinds } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiClient, startWithApi } from "./auth-helpers.ts";
import type { TestServer } from "./test-server.ts";

describe.each(testDatabaseKinds())("regions and caller IP over HTTP (%s)", (kind) => {
  let server: TestServer;
  let api: ApiClient;

  beforeAll(async () => {
    ({ server, api } = await startWithApi(kind));
  });
  afterAll(() => server?.close());

  const names = (list: { code: string; name: string }[]) => new Map(list.map((item) => [item.code, item.name]));

  it("lists the countries with upper-case ISO codes, named in the request's language", async () => {
    const en = await api.get("/app-api/ip/country-code/countryList", { language: "en" });
    const zh = await api.get("/app-api/ip/country-code/countryList", { language: "zh-CN" });
    expect(en.code).toBe(0);
    const enList = countryListSchema.parse(en.data);
    const zhList = countryListSchema.parse(zh.data);
    expect(enList.length).toBeGreaterThan(240);
    expect(enList.every((country) => /^[A-Z]{2}$/.test(country.code))).toBe(true);
    expect(names(enList).get("US")).toBe("United States");
    expect(names(enList).get("JP")).toBe("Japan");
    expect(names(zhList).get("US")).toBe("美国");
    expect(names(zhList).get("JP")).toBe("日本");
    expect(names(zhList).get("CN")).toBe("中国");
    expect(zhList.map((country) => country.code).sort()).toEqual(enList.map((country) => country.code).sort());
  });

  it("sorts the countries alphabetically in English and in pinyin order in Chinese", async () => {
    const en = countryListSchema.parse((await api.get("/app-api/ip/country-code/countryList")).data);
    expect(en[0]?.code).toBe("AF");
    expect(en.findIndex((c) => c.code === "DE")).toBeLessThan(en.findIndex((c) => c.code === "JP"));
    const zh = countryListSchema.parse(
      (await api.get("/app-api/ip/country-code/countryList", { language: "zh-CN" })).data,
    );
    // 阿 (a) … 美 (mei) … 日 (ri) … 中 (zhong)
    const position = (code: string) => zh.findIndex((c) => c.code === code);
    expect(position("US")).toBeLessThan(position("JP"));
    expect(position("JP")).toBeLessThan(position("CN"));
    expect(zh[0]?.name.startsWith("阿")).toBe(true);
  });

  it("lets browsers keep the lists five minutes, per language", async () => {
    const response = await fetch(`${server.baseUrl}/app-api/ip/country-code/countryList`);
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
    expect(response.headers.get("vary")).toMatch(/accept-language/i);
  });

  it("lists a country's areas and an area's cities", async () => {
    const areas = await api.get("/app-api/ip/country-code/areaList?countryCode=US", { language: "en" });
    expect(areas.code).toBe(0);
    const areaList = areaListSchema.parse(areas.data);
    expect(names(areaList).get("CA")).toBe("California");
    expect(names(areaList).get("NY")).toBe("New York");
    const cities = await api.get("/app-api/ip/country-code/cityList?countryCode=US&areaCode=CA", { language: "en" });
    expect(cities.code).toBe(0);
    const cityNames = cityListSchema.parse(cities.data).map((city) => city.name);
    expect(cityNames).toContain("Los Angeles");
    expect(cityNames).toContain("San Francisco");
    // Sorted by name.
    expect(cityNames.indexOf("Los Angeles")).toBeLessThan(cityNames.indexOf("San Francisco"));
  });

  it("keeps the dataset's names for areas and cities in Chinese, and accepts lower-case codes", async () => {
    const areas = await api.get("/app-api/ip/country-code/areaList?countryCode=us", { language: "zh-CN" });
    expect(names(areaListSchema.parse(areas.data)).get("CA")).toBe("California");
    const cities = await api.get("/app-api/ip/country-code/cityList?countryCode=us&areaCode=ca", {
      language: "zh-CN",
    });
    expect(cityListSchema.parse(cities.data).map((city) => city.name)).toContain("Los Angeles");
  });

  it("answers an unknown country or area with code 404", async () => {
    const country = await api.get("/app-api/ip/country-code/areaList?countryCode=QQ", { language: "en" });
    expect(country).toEqual({
      code: ResponseCode.NotFound,
      data: null,
      msg: "The requested API or record does not exist",
    });
    const area = await api.get("/app-api/ip/country-code/cityList?countryCode=US&areaCode=ZZ", { language: "zh-CN" });
    expect(area).toEqual({ code: ResponseCode.NotFound, data: null, msg: "请求的接口或数据不存在" });
    const cityOfUnknownCountry = await api.get("/app-api/ip/country-code/cityList?countryCode=QQ&areaCode=CA");
    expect(cityOfUnknownCountry.code).toBe(ResponseCode.NotFound);
  });

  it("answers malformed parameters with code 400 naming the field, in the request's language", async () => {
    const missing = await api.get("/app-api/ip/country-code/areaList", { language: "en" });
    expect(missing).toEqual({ code: ResponseCode.BadRequest, data: null, msg: "countryCode is required" });
    const missingZh = await api.get("/app-api/ip/country-code/areaList", { language: "zh-CN" });
    expect(missingZh.msg).toBe("countryCode 不能为空");
    const malformed = await api.get("/app-api/ip/country-code/areaList?countryCode=USA", { language: "en" });
    expect(malformed).toMatchObject({ code: ResponseCode.BadRequest, msg: "countryCode is not in a valid format" });
    const malformedZh = await api.get("/app-api/ip/country-code/cityList?countryCode=US&areaCode=C-A", {
      language: "zh-CN",
    });
    expect(malformedZh).toMatchObject({ code: ResponseCode.BadRequest, msg: "areaCode 的格式不正确" });
    const noArea = await api.get("/app-api/ip/country-code/cityList?countryCode=US", { language: "en" });
    expect(noArea.msg).toBe("areaCode is required");
  });

  it("tells the caller's IP and country", async () => {
    const google = await api.get("/app-api/getIp", { ip: "8.8.8.8" });
    expect(google.code).toBe(0);
    expect(callerIpSchema.parse(google.data)).toEqual({ ip: "8.8.8.8", countryCode: "US", isMainlandChina: false });
    const ipv6 = await api.get("/app-api/getIp", { ip: "2001:4860:4860::8888" });
    expect(ipv6.data).toEqual({ ip: "2001:4860:4860::8888", countryCode: "US", isMainlandChina: false });
  });

  it("recognises a mainland China address, but not Hong Kong's", async () => {
    for (const ip of ["114.114.114.114", "223.5.5.5"]) {
      const caller = await api.get("/app-api/getIp", { ip });
      expect(caller.data).toEqual({ ip, countryCode: "CN", isMainlandChina: true });
    }
    const hongKong = await api.get("/app-api/getIp", { ip: "203.80.96.10" });
    expect(hongKong.data).toEqual({ ip: "203.80.96.10", countryCode: "HK", isMainlandChina: false });
  });

  it("gives no country for loopback and private addresses", async () => {
    for (const ip of ["127.0.0.1", "192.168.1.1", "10.0.0.8", "::1"]) {
      const caller = await api.get("/app-api/getIp", { ip });
      expect(caller.data).toEqual({ ip, countryCode: null, isMainlandChina: false });
    }
  });

  it("never lets a cache keep one caller's IP for another", async () => {
    const response = await fetch(`${server.baseUrl}/app-api/getIp`, { headers: { "x-forwarded-for": "8.8.8.8" } });
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });
});
