import { pageMeta } from "../lib/page-meta.ts";
import { ComingSoon } from "../ui/coming-soon.tsx";

export const meta = pageMeta("pages.dynamicResidential.title", "pages.dynamicResidential.description");

export default function DynamicResidentialProxiesPage() {
  return <ComingSoon page="dynamicResidential" />;
}
