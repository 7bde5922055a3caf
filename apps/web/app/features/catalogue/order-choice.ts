import { findStaticLine, type StaticLineKey } from "./product-lines.ts";

/**
 * What a visitor chose on /buy, as it travels in the /order query string:
 *   ?product=dynamic&package=3                       a traffic package
 *   ?product=dynamic&package=3&currency=USD          the same, at its USD price (paid by card)
 *   ?product=dynamic&gb=120                          pay-as-you-go traffic
 *   ?product=static&node=7&days=90&count=3           static IPs (static, native, static-cn, datacenter)
 * Only ids and quantities travel; prices are always looked up again.
 */
export type OrderChoice =
  | { product: "dynamic"; kind: "package"; packageId: number; currency?: "USD" }
  | { product: "dynamic"; kind: "payg"; gb: number }
  | { product: StaticLineKey; kind: "static"; nodeId: number; days: number; count: number };

export type ChoiceProblem =
  | "missing"
  | "unknownProduct"
  | "invalidChoice"
  | "unknownPackage"
  | "noUsdPrice"
  | "gbOutOfRange"
  | "unknownNode"
  | "unknownDuration"
  | "soldOut"
  | "countOutOfRange";

const positiveInt = (value: string | null): number | null => {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const number = Number(value);
  return number > 0 ? number : null;
};

export function parseOrderChoice(params: URLSearchParams): { choice: OrderChoice } | { problem: ChoiceProblem } {
  const product = params.get("product");
  if (!product) return { problem: "missing" };
  if (product === "dynamic") {
    if (params.has("package")) {
      const packageId = positiveInt(params.get("package"));
      if (!packageId) return { problem: "unknownPackage" };
      return {
        choice: {
          product,
          kind: "package",
          packageId,
          ...(params.get("currency") === "USD" ? { currency: "USD" } : {}),
        },
      };
    }
    const gb = positiveInt(params.get("gb"));
    return gb ? { choice: { product, kind: "payg", gb } } : { problem: "invalidChoice" };
  }
  const line = findStaticLine(product);
  if (!line) return { problem: "unknownProduct" };
  const nodeId = positiveInt(params.get("node"));
  const days = positiveInt(params.get("days"));
  const count = positiveInt(params.get("count") ?? "1");
  if (!nodeId) return { problem: "unknownNode" };
  if (!days) return { problem: "unknownDuration" };
  if (!count) return { problem: "countOutOfRange" };
  return { choice: { product: line.key, kind: "static", nodeId, days, count } };
}

/** The query string of /order for a choice ("?product=..."). */
export function orderSearch(choice: OrderChoice): string {
  const params = new URLSearchParams({ product: choice.product });
  if (choice.kind === "package") {
    params.set("package", String(choice.packageId));
    if (choice.currency === "USD") params.set("currency", "USD");
  }
  if (choice.kind === "payg") params.set("gb", String(choice.gb));
  if (choice.kind === "static") {
    params.set("node", String(choice.nodeId));
    params.set("days", String(choice.days));
    params.set("count", String(choice.count));
  }
  return `?${params}`;
}
