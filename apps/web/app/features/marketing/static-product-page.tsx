import { useT } from "../../i18n/use-locale.ts";
import type { StaticLineView } from "../catalogue/index.ts";
import { DurationDiscounts, StaticPriceTable } from "../catalogue/index.ts";
import { ProductPage, type ProductPageProps } from "./product-page.tsx";

/** A static line's product page: the shared layout with that line's price table and duration discounts. */
export function StaticProductPage({
  line,
  product,
  page,
}: Pick<ProductPageProps, "page"> & {
  line: StaticLineView;
  product: "static" | "native";
}) {
  const t = useT();
  return (
    <ProductPage
      product={product}
      page={page}
      fromPrice={line.fromText ? { text: line.fromText, unit: t("catalogue.perIp30Days") } : null}
      buyHref={`/buy?product=${product}#${product}`}
      isStatic
      pricing={
        <div className="space-y-6">
          <StaticPriceTable line={line} />
          <DurationDiscounts line={line} />
        </div>
      }
    />
  );
}
