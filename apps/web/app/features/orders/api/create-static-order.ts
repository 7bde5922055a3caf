import { type CreateStaticOrderBody, ordersEndpoints, StaticResourceType } from "@shop/contract/core";
import { api } from "../../../lib/api.ts";

/** Which create call sells which resource type (SPEC §7 Static ISP and Static native). */
function staticCreateEndpoint(resourceType: number) {
  if (resourceType === StaticResourceType.Native) return ordersEndpoints.createStaticNativeOrder;
  if (resourceType === StaticResourceType.CnStatic) return ordersEndpoints.createStaticCnOrder;
  return ordersEndpoints.createStaticIspOrder;
}

/**
 * POST /app-api/ip/static-order/create | createNative | createCN. The IPs are
 * reserved with the order; "only N IPs left" comes back as the message.
 */
export const createStaticOrder = (resourceType: number, body: CreateStaticOrderBody) =>
  api.call(staticCreateEndpoint(resourceType), { body });
