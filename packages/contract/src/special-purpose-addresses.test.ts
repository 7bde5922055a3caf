import { describe, expect, it } from "vitest";
import {
  embeddedIpv4,
  isSpecialPurposeAddress,
  parseIpAddress,
  specialPurposeRangeOf,
  unmapIpv4,
} from "./special-purpose-addresses.ts";

const kindOf = (address: string) => specialPurposeRangeOf(address)?.kind ?? null;

describe("special-purpose addresses", () => {
  it("reads IPv4 and IPv6 in their usual notations, and nothing else", () => {
    expect(parseIpAddress("10.1.2.3")).toEqual({ family: 4, value: 0x0a010203n });
    expect(parseIpAddress("::1")).toEqual({ family: 6, value: 1n });
    expect(parseIpAddress("0:0:0:0:0:0:0:1")).toEqual({ family: 6, value: 1n });
    expect(parseIpAddress("::ffff:1.2.3.4")).toEqual({ family: 6, value: 0xffff01020304n });
    expect(parseIpAddress("fe80::1%eth0")?.family).toBe(6);
    for (const bad of ["", "1.2.3", "1.2.3.256", "01.2.3.4", "1::2::3", "1:2:3:4:5:6:7:8:9", "gg::1", "example.com"]) {
      expect(parseIpAddress(bad), bad).toBeNull();
    }
  });

  it("judges an IPv4-mapped address, dotted or in hex, as its IPv4 address", () => {
    expect(unmapIpv4("::ffff:127.0.0.1")).toBe("127.0.0.1");
    expect(unmapIpv4("::FFFF:7f00:1")).toBe("127.0.0.1");
    expect(unmapIpv4("2001:4860::1")).toBe("2001:4860::1");
    expect(kindOf("::ffff:7f00:1")).toBe("loopback");
    expect(kindOf("::ffff:10.0.0.1")).toBe("private");
    expect(kindOf("::ffff:8.8.8.8")).toBeNull();
  });

  it("lists the IANA special-purpose networks, NAT64 and the other translation prefixes included", () => {
    const special: [string, string][] = [
      ["0.0.0.0", "unspecified"],
      ["10.20.30.40", "private"],
      ["100.64.0.1", "private"],
      ["100.100.100.200", "private"],
      ["127.0.0.53", "loopback"],
      ["169.254.169.254", "link-local"],
      ["172.31.255.255", "private"],
      ["192.0.0.8", "reserved"],
      ["192.0.2.1", "documentation"],
      ["192.88.99.1", "translation"],
      ["192.168.1.1", "private"],
      ["198.19.255.255", "benchmarking"],
      ["198.51.100.7", "documentation"],
      ["203.0.113.9", "documentation"],
      ["224.0.0.251", "multicast"],
      ["255.255.255.255", "reserved"],
      ["::", "unspecified"],
      ["::1", "loopback"],
      ["::0.0.0.2", "reserved"],
      ["64:ff9b::808:808", "translation"],
      ["64:ff9b:1::1", "translation"],
      ["100::1", "reserved"],
      ["2001:2::1", "reserved"],
      ["2001:db8::1", "documentation"],
      ["3fff::1", "documentation"],
      ["5f00::1", "reserved"],
      ["fc00::1", "private"],
      ["fd00:ec2::254", "private"],
      ["fe80::1", "link-local"],
      ["fec0::1", "reserved"],
      ["ff02::1", "multicast"],
    ];
    for (const [address, kind] of special) expect(kindOf(address), address).toBe(kind);
    for (const address of [
      "8.8.8.8",
      "1.1.1.1",
      "100.128.0.1",
      "172.32.0.1",
      "2001:4860:4860::8888",
      "2606:4700::1111",
    ]) {
      expect(isSpecialPurposeAddress(address), address).toBe(false);
    }
  });

  it("reads the IPv4 address inside NAT64, 6to4 and Teredo addresses, and names what they would reach", () => {
    expect(embeddedIpv4("64:ff9b::7f00:1")).toBe("127.0.0.1");
    expect(embeddedIpv4("64:ff9b::192.168.0.1")).toBe("192.168.0.1");
    expect(embeddedIpv4("2002:a00:1::1")).toBe("10.0.0.1");
    // Teredo carries the client's address with its bits inverted.
    expect(embeddedIpv4("2001:0:4136:e378:8000:63bf:3fff:fdd2")).toBe("192.0.2.45");
    expect(embeddedIpv4("2606:4700::1111")).toBeNull();
    expect(kindOf("64:ff9b::7f00:1")).toBe("loopback");
    expect(kindOf("2002:a9fe:a9fe::")).toBe("link-local");
    // A public address behind a translator is still a translation address: refused by the gateway, no country.
    expect(kindOf("2002:808:808::1")).toBe("translation");
  });
});
