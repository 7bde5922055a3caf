import { formatFen, formatMoney } from "@shop/contract";
import type { OrderQuote, ProductKey } from "../../catalogue/index.ts";

/**
 * The choice as the confirmation step shows it, formatted on the server. The
 * handling fee is not known yet: it depends on the payment method and the
 * server computes it once the order exists (getPayInfo).
 */
export function toOrderView(quote: OrderQuote) {
  const currency = quote.kind === "package" ? quote.currency : "CNY";
  const money = {
    currency,
    amountText: formatMoney(quote.amountFen, currency),
    listPriceText: formatMoney(quote.kind === "static" ? quote.undiscountedFen : quote.amountFen, currency),
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
      item: {
        name,
        trafficGb,
        giftGb,
        validDays,
        unitPriceText:
          currency === "USD" && quote.item.usdUnitPrice != null
            ? formatMoney(quote.item.usdUnitPrice, "USD")
            : formatFen(unitPrice),
      },
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
