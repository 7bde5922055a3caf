import { type EndpointTypes, growthEndpoints } from "@shop/contract/core";
import { api } from "../../../lib/api.ts";

/** POST /app-api/growth/coupon/quote: what a coupon takes off a choice, priced by the server. */
export const quoteCoupon = (body: EndpointTypes<typeof growthEndpoints.quoteCoupon>["body"]) =>
  api.call(growthEndpoints.quoteCoupon, { body });
