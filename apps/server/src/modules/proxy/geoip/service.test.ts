import { describe, expect, it } from "vitest";
import { createGeoIpService, normaliseIp } from "./service.ts";

describe("geoip service", () => {
  const geoIp = createGeoIpService();

  it("finds the country of public IPv4 and IPv6 addresses", async () => {
    expect(await geoIp.lookupCountry("8.8.8.8")).toBe("US");
    expect(await geoIp.lookupCountry("223.5.5.5")).toBe("CN");
    expect(await geoIp.lookupCountry("168.95.1.1")).toBe("TW");
    expect(await geoIp.lookupCountry("240e::1")).toBe("CN");
  });

  it("gives no country for special-purpose or malformed addresses, without asking the database", async () => {
    const broken = createGeoIpService({ databasePath: "/nonexistent/geo.mmdb" });
    for (const ip of [
      "127.0.0.1",
      "10.1.2.3",
      "172.20.0.1",
      "192.168.1.1",
      "100.64.0.1",
      "::1",
      "fd00::1",
      "fe80::1",
      "64:ff9b::808:808",
      "::ffff:10.0.0.1",
      "2001:db8::1",
    ]) {
      expect(await broken.lookupCountry(ip)).toBeNull();
    }
    expect(await broken.lookupCountry("not an ip")).toBeNull();
    await expect(broken.lookupCountry("8.8.8.8")).rejects.toThrow();
  });

  it("answers an IPv4 client of a dual-stack socket with its plain IPv4 address", async () => {
    expect(normaliseIp("::ffff:114.114.114.114")).toBe("114.114.114.114");
    expect(normaliseIp("2001:db8::1")).toBe("2001:db8::1");
    expect(await geoIp.getCallerIp("::ffff:114.114.114.114")).toEqual({
      ip: "114.114.114.114",
      countryCode: "CN",
      isMainlandChina: true,
    });
  });
});
