import { pageMeta } from "../lib/page-meta.ts";
import { ComingSoon } from "../ui/coming-soon.tsx";

export const meta = pageMeta("pages.nativeResidential.title", "pages.nativeResidential.description");

export default function NativeResidentialProxiesPage() {
  return <ComingSoon page="nativeResidential" />;
}
