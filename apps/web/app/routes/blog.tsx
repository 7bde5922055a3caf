import { pageMeta } from "../lib/page-meta.ts";
import { ComingSoon } from "../ui/coming-soon.tsx";

export const meta = pageMeta("pages.blog.title", "pages.blog.description");

export default function BlogPage() {
  return <ComingSoon page="blog" />;
}
