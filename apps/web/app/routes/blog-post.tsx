import { type BlogPost, contentCalls, splitLocalePath } from "@shop/contract";
import { type LoaderFunctionArgs, type MetaArgs, useLoaderData } from "react-router";
import { ArticleBody, TableOfContents } from "../features/content/article-body.tsx";
import { BlogCard } from "../features/content/blog-card.tsx";
import { formatPublished } from "../features/content/dates.ts";
import { LocalizedLink } from "../i18n/localized-link.tsx";
import { useLocale, useT } from "../i18n/use-locale.ts";
import { articleMeta } from "../lib/page-meta.ts";
import { loadCall } from "../lib/ssr-api.server.ts";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { locale } = splitLocalePath(new URL(request.url).pathname.replace(/\.data$/, ""));
  const post: BlogPost = await loadCall(
    context,
    contentCalls.getBlogPost,
    { query: { slug: params.slug ?? "" } },
    locale,
  );
  return { post };
}

export function meta({ loaderData, matches }: MetaArgs<typeof loader>) {
  const post = loaderData?.post;
  if (!post) return [];
  return [...articleMeta(post, matches), { property: "article:published_time", content: post.publishedAt }];
}

export default function BlogPostRoute() {
  const t = useT();
  const locale = useLocale();
  const { post } = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <LocalizedLink to="/blog" className="text-brand text-sm hover:underline">
        ← {t("content.backToBlog")}
      </LocalizedLink>
      <div className="mt-6 grid gap-10 lg:grid-cols-[minmax(0,1fr)_16rem]">
        <article className="min-w-0">
          <header>
            <h1 className="font-bold text-3xl text-ink leading-tight sm:text-4xl">{post.title}</h1>
            <p className="mt-3 text-slate-500 text-sm">
              <time dateTime={post.publishedAt}>{formatPublished(post.publishedAt, locale)}</time>
              {" · "}
              {t("content.readingMinutes", { count: post.readingMinutes })}
            </p>
            <p className="mt-4 text-lg text-slate-600 leading-8">{post.summary}</p>
          </header>
          <div className="mt-8">
            <ArticleBody html={post.bodyHtml} />
          </div>
        </article>
        <aside className="hidden lg:block">
          <div className="sticky top-24">
            <TableOfContents headings={post.headings} title={t("content.tableOfContents")} />
          </div>
        </aside>
      </div>
      {post.related.length > 0 && (
        <section aria-labelledby="related-heading" className="mt-16 border-slate-200 border-t pt-10">
          <h2 id="related-heading" className="font-bold text-2xl text-ink">
            {t("content.related")}
          </h2>
          <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {post.related.map((related) => (
              <BlogCard key={related.id} post={related} />
            ))}
          </div>
        </section>
      )}
    </main>
  );
}
