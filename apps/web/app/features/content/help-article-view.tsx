import type { HelpArticle } from "@shop/contract";
import type { ReactNode } from "react";
import { useT } from "../../i18n/use-locale.ts";
import { ArticleBody, TableOfContents } from "./article-body.tsx";

export function HelpArticleView({ article, back }: { article: HelpArticle; back: ReactNode }) {
  const t = useT();
  return (
    <div>
      {back}
      <div className="mt-6 grid gap-10 xl:grid-cols-[minmax(0,1fr)_15rem]">
        <article className="min-w-0">
          <p className="font-medium text-brand text-sm">{article.categoryName}</p>
          <h1 className="mt-1 font-bold text-2xl text-ink leading-tight sm:text-3xl">{article.title}</h1>
          <p className="mt-3 text-slate-600 leading-7">{article.summary}</p>
          <div className="mt-6">
            <ArticleBody html={article.bodyHtml} />
          </div>
        </article>
        <aside className="hidden xl:block">
          <div className="sticky top-24">
            <TableOfContents headings={article.headings} title={t("content.tableOfContents")} />
          </div>
        </aside>
      </div>
    </div>
  );
}
