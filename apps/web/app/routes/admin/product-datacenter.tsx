import { ProductOverview } from "../../features/proxies/product-overview.tsx";
import { pageMeta } from "../../lib/page-meta.ts";

export const meta = pageMeta("proxies.products.datacenter.title", "proxies.products.datacenter.description");

export default function AdminProductDataCenterPage() {
  return <ProductOverview product="datacenter" />;
}
