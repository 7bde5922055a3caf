import type { CreateRenewalOrderRequest, StaticOrder } from "@shop/contract";
import { api } from "../../../lib/api.ts";

/** POST /app-api/ip/static-order-renewal/create: a renewal order, paid like any static order. Quiet: the dialog says "Renewal failed". */
export const createRenewalOrder = (body: CreateRenewalOrderRequest) =>
  api.post<StaticOrder>("/app-api/ip/static-order-renewal/create", body, { quiet: true });
