import type { RouterContextProvider } from "react-router";
import { parseOrderRef } from "../order-ref.ts";
import { loadOrderChoice } from "./load-order-choice.server.ts";

/** Where a user-centre purchase page is: paying an order (?orderType=&id=), confirming a choice (?product=) or choosing. */
export async function loadCheckoutStep(request: Request, context: Readonly<RouterContextProvider>) {
  const params = new URL(request.url).searchParams;
  const orderRef = parseOrderRef(params);
  if (orderRef) return { step: "pay" as const, orderRef, confirm: null };
  if (params.has("product")) {
    return { step: "confirm" as const, orderRef: null, confirm: await loadOrderChoice(request, context, params) };
  }
  return { step: "choose" as const, orderRef: null, confirm: null };
}

export type CheckoutStep = Awaited<ReturnType<typeof loadCheckoutStep>>;
