import { pageMeta } from "../lib/page-meta.ts";
import { ComingSoon } from "../ui/coming-soon.tsx";

export const meta = pageMeta("pages.staticResidential.title", "pages.staticResidential.description");

export default function StaticResidentialProxiesPage() {
  return <ComingSoon page="staticResidential" />;
}
