import type { StaticDuration, StaticNode, TrafficPackage, TrafficUnitPrice } from "../catalogue.ts";
import { endpointGroup } from "../endpoint.ts";

type StaticType = 1 | 2 | 3 | 12;
const { get } = endpointGroup({ tag: "Catalogue", audience: "public" });

/** The price list (SPEC §7 Packages, Static ISP, Static native): public, so visitors see prices. */
export const catalogueEndpoints = {
  listTrafficPackages: get<{ data: TrafficPackage[] }>(
    "/app-api/ip/traffic-combo-product-price/list",
    "Dynamic traffic packages with their prices (fen) and gift traffic",
  ),
  getUnitPrice: get<{ data: TrafficUnitPrice }>(
    "/app-api/ip/flow-package/getUnitPrice",
    "Pay-as-you-go traffic: price per GB (fen) and the amounts that may be bought",
  ),
  getTrafficPackage: get<{ query: { id: number }; data: TrafficPackage }>(
    "/app-api/ip/flow-package/get",
    "One traffic package by id",
  ),
  listStaticIspDurations: get<{ query: { type?: StaticType }; data: StaticDuration[] }>(
    "/app-api/ip/static-isp/duration",
    "Durations static ISP (type 2, default) or data-centre (type 1) IPs are sold for",
  ),
  listStaticIspNodes: get<{ query: { type?: StaticType }; data: StaticNode[] }>(
    "/app-api/ip/static-isp/node",
    "Regions of static ISP (type 2, default) or data-centre (type 1) IPs with stock and price",
  ),
  listStaticNativeDurations: get<{ query: { type?: StaticType }; data: StaticDuration[] }>(
    "/app-api/ip/static-native/duration",
    "Durations static native IPs (type 3) are sold for",
  ),
  listStaticNativeNodes: get<{ query: { type?: StaticType }; data: StaticNode[] }>(
    "/app-api/ip/static-native/node",
    "Regions of static native IPs (type 3) with stock and price",
  ),
  listStaticCnDurations: get<{ query: { type?: StaticType }; data: StaticDuration[] }>(
    "/app-api/ip/static-isp-cn/duration",
    "Durations China static ISP IPs (type 12) are sold for",
  ),
  listStaticCnNodes: get<{ query: { type?: StaticType }; data: StaticNode[] }>(
    "/app-api/ip/static-isp-cn/node",
    "Regions of China static ISP IPs (type 12) with stock and price",
  ),
};
