import { ProductOverview } from "../../features/proxies/product-overview.tsx";
import { pageMeta } from "../../lib/page-meta.ts";

export const meta = pageMeta("proxies.products.dynamic.title", "proxies.products.dynamic.description");

export default function AdminProductDynamicPage() {
  return <ProductOverview product="dynamic" />;
}
