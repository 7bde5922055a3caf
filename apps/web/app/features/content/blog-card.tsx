import type { BlogPostSummary } from "@shop/contract";
import { LocalizedLink } from "../../i18n/localized-link.tsx";
import { useLocale, useT } from "../../i18n/use-locale.ts";
import { Badge } from "../../ui/badge.tsx";
import { formatPublished } from "./dates.ts";

export function BlogCard({ post }: { post: BlogPostSummary }) {
  const t = useT();
  const locale = useLocale();
  return (
    <article className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 transition hover:border-brand/40 hover:shadow-sm">
      <div className="flex flex-wrap gap-2">
        {post.tags.map((tag) => (
          <Badge key={tag} tone="neutral">
            {t(`content.tags.${tag}`, { defaultValue: tag })}
          </Badge>
        ))}
      </div>
      <h2 className="mt-3 font-semibold text-ink text-lg leading-snug">
        <LocalizedLink to={`/blog/${post.slug}`} className="hover:text-brand">
          {post.title}
        </LocalizedLink>
      </h2>
      <p className="mt-2 line-clamp-3 flex-1 text-slate-600 text-sm leading-6">{post.summary}</p>
      <p className="mt-4 text-slate-500 text-xs">
        <time dateTime={post.publishedAt}>{formatPublished(post.publishedAt, locale)}</time>
        {" · "}
        {t("content.readingMinutes", { count: post.readingMinutes })}
      </p>
    </article>
  );
}
