import { formatFen } from "@shop/contract";
import type { OrderQuote, ProductKey } from "../../catalogue/index.ts";

/**
 * The choice as the confirmation step shows it, formatted on the server. The
 * handling fee is not known yet: it depends on the payment method and the
 * server computes it once the order exists (getPayInfo).
 */
export function toOrderView(quote: OrderQuote) {
  const money = {
    amountText: formatFen(quote.amountFen),
    listPriceText: formatFen(quote.kind === "static" ? quote.undiscountedFen : quote.amountFen),
    discountText:
      quote.kind === "static" && quote.undiscountedFen > quote.amountFen
        ? formatFen(quote.undiscountedFen - quote.amountFen)
        : null,
  };
  if (quote.kind === "package") {
    const { name, trafficGb, giftGb, validDays, unitPrice } = quote.item;
    return {
      ...money,
      kind: quote.kind,
      product: quote.product as ProductKey,
      item: { name, trafficGb, giftGb, validDays, unitPriceText: formatFen(unitPrice) },
    };
  }
  if (quote.kind === "payg") {
    return {
      ...money,
      kind: quote.kind,
      product: quote.product as ProductKey,
      gb: quote.gb,
      unitPriceText: formatFen(quote.unitPriceFen),
    };
  }
  return {
    ...money,
    kind: quote.kind,
    product: quote.product as ProductKey,
    region: { name: quote.node.regionName, countryCode: quote.node.countryCode, isp: quote.node.ispName },
    days: quote.duration.days,
    discountPercent: quote.duration.discountPercent,
    count: quote.count,
    perIpText: formatFen(quote.perIpFen),
  };
}

export type OrderView = ReturnType<typeof toOrderView>;
