import { type EndpointTypes, ordersEndpoints } from "@shop/contract/core";
import { api } from "../../../lib/api.ts";

/** POST /app-api/ip/recharge-order/create: a package or an amount of GB; the server prices it. */
export const createRechargeOrder = (body: EndpointTypes<typeof ordersEndpoints.createRechargeOrder>["body"]) =>
  api.call(ordersEndpoints.createRechargeOrder, { body });
