import type { HelpPage } from "@shop/contract";
import { Form, Link, useLocation } from "react-router";
import { useT } from "../../i18n/use-locale.ts";
import { Button } from "../../ui/button.tsx";
import { ArticlePager } from "./pager.tsx";

export const helpPageSize = 12;

/**
 * The help centre's categories, search and article list. `articleHref` decides
 * where an article opens (the public page, or inside the user centre).
 */
export function HelpList({
  page,
  pageNo,
  pageSize,
  categoryId,
  keyword,
  articleHref,
}: {
  page: HelpPage;
  pageNo: number;
  pageSize: number;
  categoryId?: number;
  keyword: string;
  articleHref(slug: string): string;
}) {
  const t = useT();
  const location = useLocation();
  const chip = (active: boolean) =>
    `rounded-full border px-3 py-1 text-sm ${active ? "border-brand bg-brand text-white" : "border-slate-300 text-slate-600 hover:border-brand hover:text-brand"}`;
  const categoryHref = (id?: number) => {
    const params = new URLSearchParams();
    if (id) params.set("category", String(id));
    if (keyword) params.set("q", keyword);
    const query = params.toString();
    return `${location.pathname}${query ? `?${query}` : ""}`;
  };
  return (
    <div>
      <Form method="get" role="search" className="flex max-w-xl gap-2">
        {categoryId && <input type="hidden" name="category" value={categoryId} />}
        <label htmlFor="help-search" className="sr-only">
          {t("content.searchLabel")}
        </label>
        <input
          id="help-search"
          type="search"
          name="q"
          defaultValue={keyword}
          maxLength={50}
          placeholder={t("content.searchPlaceholder")}
          className="block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-sm focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/20"
        />
        <Button type="submit" size="sm" className="shrink-0">
          {t("content.search")}
        </Button>
      </Form>
      <nav aria-label={t("content.categories")} className="mt-6 flex flex-wrap gap-2">
        <Link to={categoryHref()} className={chip(!categoryId)} aria-current={!categoryId ? "page" : undefined}>
          {t("content.allCategories")}
        </Link>
        {page.categories.map((category) => (
          <Link
            key={category.id}
            to={categoryHref(category.id)}
            className={chip(categoryId === category.id)}
            aria-current={categoryId === category.id ? "page" : undefined}
          >
            {category.name} <span>({category.articleCount})</span>
          </Link>
        ))}
      </nav>
      {page.list.length === 0 ? (
        <p className="mt-10 text-slate-600">{t("content.noResults")}</p>
      ) : (
        <ul className="mt-8 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {page.list.map((article) => (
            <li key={article.id} className="p-5">
              <p className="font-medium text-brand text-xs">{article.categoryName}</p>
              <h2 className="mt-1 font-semibold text-ink">
                <Link to={articleHref(article.slug)} className="hover:text-brand">
                  {article.title}
                </Link>
              </h2>
              <p className="mt-1 text-slate-600 text-sm leading-6">{article.summary}</p>
            </li>
          ))}
        </ul>
      )}
      <ArticlePager pageNo={pageNo} pageSize={pageSize} total={page.total} />
    </div>
  );
}
