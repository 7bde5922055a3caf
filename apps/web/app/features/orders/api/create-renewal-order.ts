import { type EndpointTypes, ordersEndpoints } from "@shop/contract/core";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

/** POST /app-api/ip/static-order-renewal/create: a renewal order, paid like any static order. Quiet: the dialog says "Renewal failed". */
const createRenewalOrder = (body: EndpointTypes<typeof ordersEndpoints.createRenewalOrder>["body"]) =>
  api.call(ordersEndpoints.createRenewalOrder, { body }, { quiet: true });

/** Creates a renewal order; the dialog moves on to paying it. */
export function useCreateRenewalOrder() {
  return useMutation({ mutationFn: createRenewalOrder });
}
