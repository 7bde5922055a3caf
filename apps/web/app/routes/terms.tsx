import { pageMeta } from "../lib/page-meta.ts";
import { ComingSoon } from "../ui/coming-soon.tsx";

export const meta = pageMeta("pages.terms.title", "pages.terms.description");

export default function TermsPage() {
  return <ComingSoon page="terms" />;
}
