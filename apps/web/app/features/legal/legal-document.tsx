import type { Locale } from "@shop/contract";
import { Fragment, useEffect, useState } from "react";
import { useRouteLoaderData } from "react-router";
import { LocalizedLink } from "../../i18n/localized-link.tsx";
import { useLocale, useT } from "../../i18n/use-locale.ts";
import type { RootData } from "../../root.tsx";
import { chevronDown, StrokeIcon } from "../../ui/stroke-icon.tsx";
import type { LegalSection, LocalizedLegalDocument } from "./types.ts";

/** Page chrome around the document; it belongs to this layout, not to the catalogue. */
const labels: Record<Locale, Record<"contents" | "seeAlso" | "questions" | "questionsText" | "backToTop", string>> = {
  "zh-CN": {
    contents: "目录",
    seeAlso: "另请参阅",
    questions: "对本文件有疑问？",
    questionsText: "请联系客服，我们会尽快为您解答。",
    backToTop: "返回顶部",
  },
  en: {
    contents: "Contents",
    seeAlso: "See also",
    questions: "Questions about this document?",
    questionsText: "Contact customer service and we will get back to you as soon as possible.",
    backToTop: "Back to top",
  },
};

/** A fallback for the rare render without root data (an error boundary). */
const fallbackSiteName: Record<Locale, string> = { "zh-CN": "本网站", en: "this website" };

const ideograph = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;
const latinOrDigit = /[A-Za-z0-9]/;

/**
 * Puts the substation's name in place of `{site}`. A Latin name between Chinese
 * characters gets a space on that side ("使用 Acme 提供的"), a Chinese one none.
 */
function fillSiteName(text: string, site: string): string {
  return text.replace(/\{site\}/g, (placeholder: string, offset: number) => {
    const before = text[offset - 1] ?? "";
    const after = text[offset + placeholder.length] ?? "";
    const lead = ideograph.test(before) && latinOrDigit.test(site[0] ?? "") ? " " : "";
    const trail = ideograph.test(after) && latinOrDigit.test(site.at(-1) ?? "") ? " " : "";
    return `${lead}${site}${trail}`;
  });
}

/** Renders `**bold**` spans as <strong>; everything else stays plain text. */
function RichText({ text, site }: { text: string; site: string }) {
  const parts = fillSiteName(text, site).split("**");
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string never reorder.
          <strong key={index} className="font-semibold text-ink">
            {part}
          </strong>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above.
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}

const sectionId = (index: number) => `section-${index + 1}`;

/** Highlights the table-of-contents entry of the section being read. */
function useActiveSection(count: number): string | null {
  const [active, setActive] = useState<string | null>(null);
  useEffect(() => {
    if (typeof IntersectionObserver === "undefined") return;
    const elements = Array.from({ length: count }, (_, index) => document.getElementById(sectionId(index))).filter(
      (element): element is HTMLElement => element !== null,
    );
    const visible = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.add(entry.target.id);
          else visible.delete(entry.target.id);
        }
        const first = elements.find((element) => visible.has(element.id));
        if (first) setActive(first.id);
      },
      // The band just below the sticky header counts as "being read".
      { rootMargin: "-80px 0px -65% 0px" },
    );
    for (const element of elements) observer.observe(element);
    return () => observer.disconnect();
  }, [count]);
  return active;
}

function TocLinks({ sections, active }: { sections: LegalSection[]; active: string | null }) {
  return (
    <ol className="space-y-0.5">
      {sections.map((section, index) => {
        const id = sectionId(index);
        const isActive = active === id;
        return (
          <li key={id}>
            <a
              href={`#${id}`}
              aria-current={isActive ? "location" : undefined}
              className={`-ml-px flex gap-2 border-l-2 py-1.5 pr-2 pl-3 text-sm leading-5 transition-colors ${
                isActive
                  ? "border-brand font-medium text-brand"
                  : "border-transparent text-slate-600 hover:border-slate-300 hover:text-ink"
              }`}
            >
              <span className="w-5 shrink-0 text-right text-slate-400 tabular-nums">{index + 1}.</span>
              <span>{section.heading}</span>
            </a>
          </li>
        );
      })}
    </ol>
  );
}

function Section({ section, index, site }: { section: LegalSection; index: number; site: string }) {
  const id = sectionId(index);
  const paragraphClass = "text-pretty";
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-24 border-slate-100 border-t pt-8">
      <h2 id={`${id}-heading`} className="flex items-baseline gap-3 font-semibold text-ink text-xl leading-snug">
        <span className="shrink-0 font-bold text-brand tabular-nums">{index + 1}.</span>
        <span>{section.heading}</span>
      </h2>
      <div className="mt-4 space-y-4">
        {section.paragraphs.map((paragraph) => (
          <p key={paragraph} className={paragraphClass}>
            <RichText text={paragraph} site={site} />
          </p>
        ))}
        {section.items && (
          <ul className="list-disc space-y-2.5 pl-5 marker:text-brand">
            {section.items.map((item) => (
              <li key={item} className="pl-1">
                <RichText text={item} site={site} />
              </li>
            ))}
          </ul>
        )}
        {section.after?.map((paragraph) => (
          <p key={paragraph} className={paragraphClass}>
            <RichText text={paragraph} site={site} />
          </p>
        ))}
      </div>
    </section>
  );
}

/**
 * A legal document (terms, privacy policy) in the current language: title,
 * date, table of contents with anchors, and numbered sections.
 */
export function LegalDocumentPage({
  content,
  related,
}: {
  content: LocalizedLegalDocument;
  /** The companion document, linked at the end: its unprefixed path and the catalogue key of its title. */
  related: { to: string; titleKey: string };
}) {
  const t = useT();
  const locale = useLocale();
  const substation = useRouteLoaderData<RootData>("root")?.substation;
  const site = substation?.name || fallbackSiteName[locale];
  const document = content[locale];
  const label = labels[locale];
  const active = useActiveSection(document.sections.length);
  const isChinese = locale === "zh-CN";

  return (
    <article id="top" className="pb-16 sm:pb-24">
      <header className="border-slate-200 border-b bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
          <p className="font-medium text-brand text-sm">{site}</p>
          <h1 className="mt-2 font-bold text-3xl text-ink tracking-tight sm:text-4xl">{document.title}</h1>
          <p className="mt-3 text-slate-500 text-sm">
            <time dateTime="2026-11-21">{document.updated}</time>
          </p>
        </div>
      </header>

      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-16 lg:px-8">
        <nav aria-label={label.contents} className="hidden print:hidden lg:block">
          <div className="sticky top-24 max-h-[calc(100vh-7rem)] overflow-y-auto pt-12 pb-6">
            <p className="mb-3 font-semibold text-ink text-xs uppercase tracking-wider">{label.contents}</p>
            <div className="border-slate-200 border-l">
              <TocLinks sections={document.sections} active={active} />
            </div>
          </div>
        </nav>

        <div
          className={`min-w-0 max-w-3xl pt-8 text-slate-700 lg:pt-12 ${isChinese ? "text-[15px] leading-[1.9] sm:text-base" : "text-base leading-7"}`}
        >
          <p
            className={`text-pretty border-brand border-l-4 pl-4 text-slate-800 sm:text-lg ${isChinese ? "leading-[1.9]" : "leading-7 sm:leading-8"}`}
          >
            <RichText text={document.intro} site={site} />
          </p>

          <details className="group mt-8 rounded-xl border border-slate-200 bg-white print:hidden lg:hidden">
            <summary className="flex cursor-pointer items-center justify-between px-4 py-3 font-semibold text-ink text-sm">
              <span>{label.contents}</span>
              <StrokeIcon
                strokes={chevronDown}
                grid={20}
                className="size-4 text-slate-500 transition group-open:rotate-180"
              />
            </summary>
            <nav aria-label={label.contents} className="border-slate-200 border-t px-2 py-2">
              <TocLinks sections={document.sections} active={null} />
            </nav>
          </details>

          <div className="mt-10 space-y-10">
            {document.sections.map((section, index) => (
              <Section key={section.heading} section={section} index={index} site={site} />
            ))}
          </div>

          <aside className="mt-12 rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:p-6 print:hidden">
            <p className="font-semibold text-ink">{label.questions}</p>
            <p className="mt-1 text-slate-600 text-sm leading-6">{label.questionsText}</p>
            {substation?.contactHours && <p className="mt-1 text-slate-500 text-sm">{substation.contactHours}</p>}
            {substation?.contactEmail && (
              <a
                href={`mailto:${substation.contactEmail}`}
                className="mt-2 inline-block break-all font-medium text-brand text-sm hover:underline"
              >
                {substation.contactEmail}
              </a>
            )}
            <div className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-2 border-slate-200 border-t pt-4 text-sm">
              <span className="text-slate-500">
                {label.seeAlso}
                {isChinese ? "：" : ": "}
                <LocalizedLink to={related.to} className="font-medium text-brand hover:underline">
                  {t(related.titleKey)}
                </LocalizedLink>
              </span>
              <a href="#top" className="text-slate-500 hover:text-brand sm:ml-auto">
                {label.backToTop} ↑
              </a>
            </div>
          </aside>
        </div>
      </div>
    </article>
  );
}
