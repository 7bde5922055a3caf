import { helpArticleSchema, helpPageSchema, type Locale } from "@shop/contract";
import type { RouterContextProvider } from "react-router";
import { loadFromApi } from "../../lib/ssr-api.server.ts";
import { helpPageSize } from "./help-list.tsx";
import { pageFromUrl } from "./pager.tsx";

/** The help list for a URL: ?category=, ?q= and ?page=. */
export async function loadHelpList(context: Readonly<RouterContextProvider>, url: URL, locale: Locale) {
  const pageNo = pageFromUrl(url);
  const categoryId = Number(url.searchParams.get("category")) || undefined;
  const keyword = (url.searchParams.get("q") ?? "").trim().slice(0, 50);
  const query = new URLSearchParams({ pageNo: String(pageNo), pageSize: String(helpPageSize) });
  if (categoryId) query.set("categoryId", String(categoryId));
  if (keyword) query.set("keyword", keyword);
  const page = await loadFromApi(context, `/app-api/system/helpCenter/page?${query}`, locale, helpPageSchema);
  return { page, pageNo, categoryId, keyword };
}

export function loadHelpArticle(context: Readonly<RouterContextProvider>, slug: string, locale: Locale) {
  return loadFromApi(
    context,
    `/app-api/system/helpCenter/get?slug=${encodeURIComponent(slug)}`,
    locale,
    helpArticleSchema,
  );
}
