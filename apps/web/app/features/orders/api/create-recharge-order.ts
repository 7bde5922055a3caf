import type { CreateRechargeOrderRequest, RechargeOrder } from "@shop/contract";
import { api } from "../../../lib/api.ts";

/** POST /app-api/ip/recharge-order/create: a package or an amount of GB; the server prices it. */
export const createRechargeOrder = (body: CreateRechargeOrderRequest) =>
  api.post<RechargeOrder>("/app-api/ip/recharge-order/create", body);
