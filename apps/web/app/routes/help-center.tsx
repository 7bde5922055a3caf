import { pageMeta } from "../lib/page-meta.ts";
import { ComingSoon } from "../ui/coming-soon.tsx";

export const meta = pageMeta("pages.helpCenter.title", "pages.helpCenter.description");

export default function HelpCenterPage() {
  return <ComingSoon page="helpCenter" />;
}
