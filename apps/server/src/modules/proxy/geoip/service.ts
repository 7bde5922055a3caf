import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { isIP } from "node:net";
import { type CallerIp, isSpecialPurposeAddress, unmapIpv4 } from "@shop/contract";
import { type CountryResponse, Reader } from "mmdb-lib";

/** A record of the ip-location-db country databases: only the ISO code. */
type CountryRecord = CountryResponse & { country_code?: string };

/**
 * ip-location-db's "geo-whois-asn-country" (GeoFeed, then RIR whois, then ASN
 * data; IPv4 and IPv6 in one 8 MB file), shipped through npm.
 */
const defaultGeoIpDatabasePath = createRequire(import.meta.url).resolve(
  "@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb",
);

/**
 * "::ffff:1.2.3.4" (an IPv4 client on a dual-stack socket) as "1.2.3.4"; other addresses unchanged.
 * The contract's reading, shared with the gateway.
 */
export const normaliseIp = unmapIpv4;

/**
 * The caller's country from an offline database, for the mainland-China
 * notice (SPEC §1). The database is read into memory on the first lookup and
 * kept; a failed read is retried on the next one.
 */
export function createGeoIpService(options: { databasePath?: string } = {}) {
  const databasePath = options.databasePath ?? defaultGeoIpDatabasePath;
  let reader: Promise<Reader<CountryRecord>> | undefined;

  function openReader(): Promise<Reader<CountryRecord>> {
    if (!reader) {
      const opening = readFile(databasePath).then((buffer) => new Reader<CountryRecord>(buffer));
      opening.catch(() => {
        if (reader === opening) reader = undefined;
      });
      reader = opening;
    }
    return reader;
  }

  /** ISO 3166-1 alpha-2 of the address, or null for a special-purpose, malformed or unlisted one. */
  async function lookupCountry(ip: string): Promise<string | null> {
    const family = isIP(ip);
    if (family === 0) return null;
    // Addresses of no country (private, loopback, documentation, NAT64 …; the contract's list) are answered
    // without the database, which maps some of them to a country (the npm release puts 192.168.1.1 in Australia).
    if (isSpecialPurposeAddress(ip)) return null;
    const code = (await openReader()).get(ip)?.country_code;
    return typeof code === "string" && /^[A-Z]{2}$/.test(code) ? code : null;
  }

  return {
    lookupCountry,

    /** The caller's address, its country, and whether it is on the Chinese mainland. */
    async getCallerIp(requestIp: string): Promise<CallerIp> {
      const ip = normaliseIp(requestIp);
      const countryCode = await lookupCountry(ip);
      return { ip, countryCode, isMainlandChina: countryCode === "CN" };
    },
  };
}

export type GeoIpService = ReturnType<typeof createGeoIpService>;
