import { StaticResourceType } from "@shop/contract/core";

/**
 * The static product lines of SPEC §1 and the price-list calls of each (SPEC §7: static-isp,
 * static-native, static-isp-cn; `type` picks data centre or ISP on static-isp).
 * `key` is what the purchase flow puts in the query string (?product=native).
 */
export const staticLines = [
  { key: "static", resourceType: StaticResourceType.Static, priceList: "staticIsp", type: 2 },
  { key: "native", resourceType: StaticResourceType.Native, priceList: "staticNative", type: undefined },
  { key: "static-cn", resourceType: StaticResourceType.CnStatic, priceList: "staticCn", type: undefined },
  { key: "datacenter", resourceType: StaticResourceType.DataCenter, priceList: "staticIsp", type: 1 },
] as const;

export type StaticLine = (typeof staticLines)[number];
export type StaticLineKey = StaticLine["key"];
export type ProductKey = "dynamic" | StaticLineKey;

export function findStaticLine(key: string): StaticLine | undefined {
  return staticLines.find((line) => line.key === key);
}
