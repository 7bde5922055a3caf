import type { OrderSource } from "@shop/contract";
import { useMutation } from "@tanstack/react-query";
import type { OrderChoice } from "../catalogue/index.ts";
import { findStaticLine } from "../catalogue/index.ts";
import { createRechargeOrder } from "./api/create-recharge-order.ts";
import { createStaticOrder } from "./api/create-static-order.ts";
import type { OrderRef } from "./order-ref.ts";

/**
 * Creates the order for a choice made on /buy (or /h5, or the user centre).
 * Only ids and quantities go to the server; it prices the order itself.
 */
async function placeOrder(choice: OrderChoice, source: OrderSource, couponCode?: string): Promise<OrderRef> {
  if (choice.kind === "package") {
    const order = await createRechargeOrder({
      packageId: choice.packageId,
      source,
      ...(choice.currency === "USD" ? { currency: "USD" } : { couponCode }),
    });
    return { orderType: "recharge", id: order.id };
  }
  if (choice.kind === "payg") {
    const order = await createRechargeOrder({ trafficGb: choice.gb, source, couponCode });
    return { orderType: "recharge", id: order.id };
  }
  const line = findStaticLine(choice.product);
  if (!line) throw new Error(`unknown static line ${choice.product}`);
  const order = await createStaticOrder(line.resourceType, {
    nodeId: choice.nodeId,
    days: choice.days,
    count: choice.count,
    source,
    couponCode,
  });
  return { orderType: "static", id: order.id };
}

/** Places the order for a choice (with the coupon the server accepted, if any); the caller goes on to pay it. */
export function usePlaceOrder(source: OrderSource, couponCode?: string) {
  return useMutation({ mutationFn: (choice: OrderChoice) => placeOrder(choice, source, couponCode) });
}
