/**
 * An article's body: HTML that the server rendered from Markdown and sanitised
 * (rehype-sanitize; no scripts, handlers or javascript: links survive).
 */
export function ArticleBody({ html }: { html: string }) {
  return (
    <div
      className="prose prose-slate max-w-none prose-headings:scroll-mt-24 prose-a:text-brand prose-code:before:content-none prose-code:after:content-none prose-pre:bg-slate-900 prose-table:text-sm"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server, see apps/server/src/modules/storefront/content/markdown.ts.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

export function TableOfContents({
  headings,
  title,
}: {
  headings: Array<{ id: string; text: string; depth: number }>;
  title: string;
}) {
  if (headings.length < 2) return null;
  return (
    <nav aria-label={title} className="rounded-xl border border-slate-200 p-4 text-sm">
      <p className="font-semibold text-ink">{title}</p>
      <ol className="mt-2 space-y-1.5">
        {headings.map((heading) => (
          <li key={heading.id} className={heading.depth === 3 ? "pl-3" : ""}>
            <a href={`#${heading.id}`} className="text-slate-600 hover:text-brand">
              {heading.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
