import { pageMeta } from "../lib/page-meta.ts";
import { ComingSoon } from "../ui/coming-soon.tsx";

export const meta = pageMeta("pages.service.title", "pages.service.description");

export default function ServicePage() {
  return <ComingSoon page="service" />;
}
