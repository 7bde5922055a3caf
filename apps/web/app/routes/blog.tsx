import { type BlogPage, contentCalls, splitLocalePath } from "@shop/contract";
import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { BlogCard } from "../features/content/blog-card.tsx";
import { ArticlePager, pageFromUrl } from "../features/content/pager.tsx";
import { LocalizedLink } from "../i18n/localized-link.tsx";
import { useT } from "../i18n/use-locale.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { loadCall } from "../lib/ssr-api.server.ts";

export const meta = pageMeta("pages.blog.title", "pages.blog.description");

const pageSize = 9;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { locale } = splitLocalePath(url.pathname.replace(/\.data$/, ""));
  const pageNo = pageFromUrl(url);
  const tag = url.searchParams.get("tag") ?? "";
  const page: BlogPage = await loadCall(context, contentCalls.pageBlog, { query: { pageNo, pageSize, tag } }, locale);
  return { page, pageNo, tag };
}

export default function BlogPageRoute() {
  const t = useT();
  const { page, pageNo, tag } = useLoaderData<typeof loader>();
  const chip = (active: boolean) =>
    `rounded-full border px-3 py-1 text-sm ${active ? "border-brand bg-brand text-white" : "border-slate-300 text-slate-600 hover:border-brand hover:text-brand"}`;
  return (
    <main className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <h1 className="font-bold text-3xl text-ink sm:text-4xl">{t("pages.blog.heading")}</h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-600">{t("pages.blog.intro")}</p>
      <nav aria-label={t("content.filterByTag")} className="mt-8 flex flex-wrap gap-2">
        <LocalizedLink to="/blog" className={chip(!tag)} aria-current={!tag ? "page" : undefined}>
          {t("content.allTags")}
        </LocalizedLink>
        {page.tags.map((name) => (
          <LocalizedLink
            key={name}
            to={`/blog?tag=${encodeURIComponent(name)}`}
            className={chip(tag === name)}
            aria-current={tag === name ? "page" : undefined}
          >
            {t(`content.tags.${name}`, { defaultValue: name })}
          </LocalizedLink>
        ))}
      </nav>
      {page.list.length === 0 ? (
        <p className="mt-12 text-slate-600">{t("content.noPosts")}</p>
      ) : (
        <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {page.list.map((post) => (
            <BlogCard key={post.id} post={post} />
          ))}
        </div>
      )}
      <ArticlePager pageNo={pageNo} pageSize={pageSize} total={page.total} />
    </main>
  );
}
