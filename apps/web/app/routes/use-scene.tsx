import { pageMeta } from "../lib/page-meta.ts";
import { ComingSoon } from "../ui/coming-soon.tsx";

export const meta = pageMeta("pages.useScene.title", "pages.useScene.description");

export default function UseScenePage() {
  return <ComingSoon page="useScene" />;
}
