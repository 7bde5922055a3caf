import { contentCalls, type Locale } from "@shop/contract";
import type { RouterContextProvider } from "react-router";
import { loadCall } from "../../lib/ssr-api.server.ts";
import { helpPageSize } from "./help-list.tsx";
import { pageFromUrl } from "./pager.tsx";

/** The help list for a URL: ?category=, ?q= and ?page=. */
export async function loadHelpList(context: Readonly<RouterContextProvider>, url: URL, locale: Locale) {
  const pageNo = pageFromUrl(url);
  const categoryId = Number(url.searchParams.get("category")) || undefined;
  const keyword = (url.searchParams.get("q") ?? "").trim().slice(0, 50);
  const page = await loadCall(
    context,
    contentCalls.pageHelp,
    { query: { pageNo, pageSize: helpPageSize, categoryId, keyword } },
    locale,
  );
  return { page, pageNo, categoryId, keyword };
}

export function loadHelpArticle(context: Readonly<RouterContextProvider>, slug: string, locale: Locale) {
  return loadCall(context, contentCalls.getHelpArticle, { query: { slug } }, locale);
}
