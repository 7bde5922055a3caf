import { splitLocalePath } from "@shop/contract";
import { type LoaderFunctionArgs, type MetaArgs, useLoaderData } from "react-router";
import { HelpArticleView } from "../features/content/help-article-view.tsx";
import { loadHelpArticle } from "../features/content/help-loaders.server.ts";
import { LocalizedLink } from "../i18n/localized-link.tsx";
import { useT } from "../i18n/use-locale.ts";
import { articleMeta } from "../lib/page-meta.ts";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { locale } = splitLocalePath(new URL(request.url).pathname.replace(/\.data$/, ""));
  return { article: await loadHelpArticle(context, params.slug ?? "", locale) };
}

export function meta({ loaderData, matches }: MetaArgs<typeof loader>) {
  const article = loaderData?.article;
  return article ? articleMeta(article, matches) : [];
}

export default function HelpArticlePage() {
  const t = useT();
  const { article } = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <HelpArticleView
        article={article}
        back={
          <LocalizedLink to="/help-center" className="text-brand text-sm hover:underline">
            ← {t("content.backToHelp")}
          </LocalizedLink>
        }
      />
    </main>
  );
}
