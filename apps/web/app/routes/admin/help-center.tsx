import { splitLocalePath } from "@shop/contract";
import { Link, type LoaderFunctionArgs, useLoaderData, useLocation } from "react-router";
import { HelpArticleView } from "../../features/content/help-article-view.tsx";
import { HelpList, helpPageSize } from "../../features/content/help-list.tsx";
import { loadHelpArticle, loadHelpList } from "../../features/content/help-loaders.server.ts";
import { useT } from "../../i18n/use-locale.ts";
import { pageMeta } from "../../lib/page-meta.ts";

export const meta = pageMeta("pages.adminHelpCenter.title", "pages.adminHelpCenter.description");

/** The help centre inside the user centre: the list, or one article with ?article=slug. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { locale } = splitLocalePath(url.pathname.replace(/\.data$/, ""));
  const slug = url.searchParams.get("article");
  if (slug) return { article: await loadHelpArticle(context, slug, locale), list: null };
  return { article: null, list: await loadHelpList(context, url, locale) };
}

export default function AdminHelpCenterPage() {
  const t = useT();
  const location = useLocation();
  const { article, list } = useLoaderData<typeof loader>();
  return (
    <div className="p-5 sm:p-8">
      {article ? (
        <HelpArticleView
          article={article}
          back={
            <Link to={location.pathname} className="text-brand text-sm hover:underline">
              ← {t("content.backToHelp")}
            </Link>
          }
        />
      ) : (
        list && (
          <>
            <h1 className="font-bold text-2xl text-ink">{t("pages.adminHelpCenter.heading")}</h1>
            <div className="mt-6">
              <HelpList
                {...list}
                pageSize={helpPageSize}
                articleHref={(slug) => `${location.pathname}?article=${encodeURIComponent(slug)}`}
              />
            </div>
          </>
        )
      )}
    </div>
  );
}
