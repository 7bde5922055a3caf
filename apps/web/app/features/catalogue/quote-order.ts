import {
  type StaticDuration,
  type StaticNode,
  staticPriceFen,
  type TrafficPackage,
  type TrafficUnitPrice,
} from "@shop/contract";
import type { ChoiceProblem, OrderChoice } from "./order-choice.ts";
import type { StaticLineKey } from "./product-lines.ts";

export type OrderQuote =
  /** amountFen: minor units of `currency` (cents for USD, at the package's own USD price). */
  | { kind: "package"; product: "dynamic"; item: TrafficPackage; amountFen: number; currency: "CNY" | "USD" }
  | { kind: "payg"; product: "dynamic"; gb: number; unitPriceFen: number; amountFen: number }
  | {
      kind: "static";
      product: StaticLineKey;
      node: StaticNode;
      duration: StaticDuration;
      count: number;
      perIpFen: number;
      /** What the same IPs would cost at the 30-day rate, to show the saving. */
      undiscountedFen: number;
      amountFen: number;
    };

/** Prices a choice against the live catalogue. */
export function quoteOrder(
  choice: OrderChoice,
  catalogue: {
    packages?: TrafficPackage[];
    unitPrice?: TrafficUnitPrice;
    nodes?: StaticNode[];
    durations?: StaticDuration[];
  },
): { quote: OrderQuote } | { problem: ChoiceProblem } {
  if (choice.kind === "package") {
    const item = catalogue.packages?.find((candidate) => candidate.id === choice.packageId);
    if (!item) return { problem: "unknownPackage" };
    if (choice.currency === "USD") {
      if (item.usdPrice == null) return { problem: "noUsdPrice" };
      return { quote: { kind: "package", product: "dynamic", item, amountFen: item.usdPrice, currency: "USD" } };
    }
    return { quote: { kind: "package", product: "dynamic", item, amountFen: item.price, currency: "CNY" } };
  }
  if (choice.kind === "payg") {
    const unit = catalogue.unitPrice;
    if (!unit || choice.gb < unit.minGb || choice.gb > unit.maxGb) return { problem: "gbOutOfRange" };
    return {
      quote: {
        kind: "payg",
        product: "dynamic",
        gb: choice.gb,
        unitPriceFen: unit.unitPrice,
        amountFen: unit.unitPrice * choice.gb,
      },
    };
  }
  const node = catalogue.nodes?.find((candidate) => candidate.id === choice.nodeId);
  if (!node) return { problem: "unknownNode" };
  const duration = catalogue.durations?.find((candidate) => candidate.days === choice.days);
  if (!duration) return { problem: "unknownDuration" };
  if (node.stock <= 0) return { problem: "soldOut" };
  if (choice.count > node.stock) return { problem: "countOutOfRange" };
  const price = (count: number, discountPercent: number) =>
    staticPriceFen({ pricePer30Days: node.pricePer30Days, days: duration.days, discountPercent, count });
  return {
    quote: {
      kind: "static",
      product: choice.product,
      node,
      duration,
      count: choice.count,
      perIpFen: price(1, duration.discountPercent),
      undiscountedFen: price(choice.count, 0),
      amountFen: price(choice.count, duration.discountPercent),
    },
  };
}
