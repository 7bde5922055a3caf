import type { RouterContextProvider } from "react-router";
import {
  loadStaticCatalogue,
  loadTrafficPackages,
  loadUnitPrice,
  requestLocale,
} from "../../catalogue/index.server.ts";
import { type ChoiceProblem, type OrderChoice, parseOrderChoice, quoteOrder } from "../../catalogue/index.ts";
import { type OrderView, toOrderView } from "./order-view.ts";

export type LoadedChoice =
  | { problem: null; choice: OrderChoice; order: OrderView }
  | { problem: ChoiceProblem; choice: null; order: null };

/** Prices the choice in the query string against the live catalogue; the query never carries a price. */
export async function loadOrderChoice(
  request: Request,
  context: Readonly<RouterContextProvider>,
  params: URLSearchParams,
): Promise<LoadedChoice> {
  const locale = requestLocale(request);
  const parsed = parseOrderChoice(params);
  if ("problem" in parsed) return { problem: parsed.problem, choice: null, order: null };
  const { choice } = parsed;
  const result =
    choice.product === "dynamic"
      ? quoteOrder(choice, {
          packages: await loadTrafficPackages(context, locale),
          unitPrice: await loadUnitPrice(context, locale),
        })
      : quoteOrder(choice, await loadStaticCatalogue(context, locale, choice.product));
  if ("problem" in result) return { problem: result.problem, choice: null, order: null };
  return { problem: null, choice, order: toOrderView(result.quote) };
}
