import { ProductOverview } from "../../features/proxies/product-overview.tsx";
import { pageMeta } from "../../lib/page-meta.ts";

export const meta = pageMeta("proxies.products.static.title", "proxies.products.static.description");

export default function AdminProductStaticPage() {
  return <ProductOverview product="static" />;
}
