import { pageMeta } from "../lib/page-meta.ts";
import { ComingSoon } from "../ui/coming-soon.tsx";

export const meta = pageMeta("pages.blogPost.title", "pages.blogPost.description");

export default function BlogPostPage() {
  return <ComingSoon page="blogPost" />;
}
