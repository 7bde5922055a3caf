import { StaticResourceType } from "@shop/contract/core";

/**
 * The static product lines of SPEC §1 and the API that prices each one (SPEC §7).
 * `key` is what the purchase flow puts in the query string (?product=native).
 */
export const staticLines = [
  { key: "static", resourceType: StaticResourceType.Static, api: "/app-api/ip/static-isp", query: "?type=2" },
  { key: "native", resourceType: StaticResourceType.Native, api: "/app-api/ip/static-native", query: "" },
  { key: "static-cn", resourceType: StaticResourceType.CnStatic, api: "/app-api/ip/static-isp-cn", query: "" },
  { key: "datacenter", resourceType: StaticResourceType.DataCenter, api: "/app-api/ip/static-isp", query: "?type=1" },
] as const;

export type StaticLine = (typeof staticLines)[number];
export type StaticLineKey = StaticLine["key"];
export type ProductKey = "dynamic" | StaticLineKey;

export const productKeys: readonly ProductKey[] = ["dynamic", ...staticLines.map((line) => line.key)];

export function findStaticLine(key: string): StaticLine | undefined {
  return staticLines.find((line) => line.key === key);
}
