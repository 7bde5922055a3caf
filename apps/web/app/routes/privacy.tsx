import { pageMeta } from "../lib/page-meta.ts";
import { ComingSoon } from "../ui/coming-soon.tsx";

export const meta = pageMeta("pages.privacy.title", "pages.privacy.description");

export default function PrivacyPage() {
  return <ComingSoon page="privacy" />;
}
