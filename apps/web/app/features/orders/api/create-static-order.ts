import { type CreateStaticOrderRequest, type StaticOrder, StaticResourceType } from "@shop/contract";
import { api } from "../../../lib/api.ts";

/** Which create call sells which resource type (SPEC §7 Static ISP and Static native). */
export function staticCreatePath(resourceType: number): string {
  if (resourceType === StaticResourceType.Native) return "/app-api/ip/static-order/createNative";
  if (resourceType === StaticResourceType.CnStatic) return "/app-api/ip/static-order/createCN";
  return "/app-api/ip/static-order/create";
}

/**
 * POST /app-api/ip/static-order/create | createNative | createCN. The IPs are
 * reserved with the order; "only N IPs left" comes back as the message.
 */
export const createStaticOrder = (resourceType: number, body: CreateStaticOrderRequest) =>
  api.post<StaticOrder>(staticCreatePath(resourceType), body);
