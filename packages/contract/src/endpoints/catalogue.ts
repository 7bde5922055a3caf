import type { StaticDuration, StaticNode, TrafficPackage, TrafficUnitPrice } from "../catalogue.ts";
import { defineEndpoint } from "../endpoint.ts";

type StaticType = 1 | 2 | 3 | 12;
const tag = "Catalogue";

/** The price list (SPEC §7 Packages, Static ISP, Static native): public, so visitors see prices. */
export const catalogueEndpoints = {
  listTrafficPackages: defineEndpoint<{ data: TrafficPackage[] }>({
    method: "GET",
    path: "/app-api/ip/traffic-combo-product-price/list",
    audience: "public",
    tag,
    summary: "Dynamic traffic packages with their prices (fen) and gift traffic",
  }),
  getUnitPrice: defineEndpoint<{ data: TrafficUnitPrice }>({
    method: "GET",
    path: "/app-api/ip/flow-package/getUnitPrice",
    audience: "public",
    tag,
    summary: "Pay-as-you-go traffic: price per GB (fen) and the amounts that may be bought",
  }),
  getTrafficPackage: defineEndpoint<{ query: { id: number }; data: TrafficPackage }>({
    method: "GET",
    path: "/app-api/ip/flow-package/get",
    audience: "public",
    tag,
    summary: "One traffic package by id",
  }),
  listStaticIspDurations: defineEndpoint<{ query: { type?: StaticType }; data: StaticDuration[] }>({
    method: "GET",
    path: "/app-api/ip/static-isp/duration",
    audience: "public",
    tag,
    summary: "Durations static ISP (type 2, default) or data-centre (type 1) IPs are sold for",
  }),
  listStaticIspNodes: defineEndpoint<{ query: { type?: StaticType }; data: StaticNode[] }>({
    method: "GET",
    path: "/app-api/ip/static-isp/node",
    audience: "public",
    tag,
    summary: "Regions of static ISP (type 2, default) or data-centre (type 1) IPs with stock and price",
  }),
  listStaticNativeDurations: defineEndpoint<{ query: { type?: StaticType }; data: StaticDuration[] }>({
    method: "GET",
    path: "/app-api/ip/static-native/duration",
    audience: "public",
    tag,
    summary: "Durations static native IPs (type 3) are sold for",
  }),
  listStaticNativeNodes: defineEndpoint<{ query: { type?: StaticType }; data: StaticNode[] }>({
    method: "GET",
    path: "/app-api/ip/static-native/node",
    audience: "public",
    tag,
    summary: "Regions of static native IPs (type 3) with stock and price",
  }),
  listStaticCnDurations: defineEndpoint<{ query: { type?: StaticType }; data: StaticDuration[] }>({
    method: "GET",
    path: "/app-api/ip/static-isp-cn/duration",
    audience: "public",
    tag,
    summary: "Durations China static ISP IPs (type 12) are sold for",
  }),
  listStaticCnNodes: defineEndpoint<{ query: { type?: StaticType }; data: StaticNode[] }>({
    method: "GET",
    path: "/app-api/ip/static-isp-cn/node",
    audience: "public",
    tag,
    summary: "Regions of China static ISP IPs (type 12) with stock and price",
  }),
};
