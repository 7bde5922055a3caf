import type { Element, Root } from "hast";
import { toString as hastToString } from "hast-util-to-string";
import rehypeSanitize, { defaultSchema } from "rehype-sanitize";
import rehypeSlug from "rehype-slug";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { visit } from "unist-util-visit";

export interface RenderedMarkdown {
  html: string;
  headings: Array<{ id: string; text: string; depth: number }>;
}

// GitHub's sanitising schema, plus heading ids for the table of contents. Raw
// HTML in the Markdown is dropped, never passed through, so no script survives.
const schema = {
  ...defaultSchema,
  clobberPrefix: "",
  attributes: { ...defaultSchema.attributes, h2: ["id"], h3: ["id"], h4: ["id"] },
};

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype, { allowDangerousHtml: false })
  .use(rehypeSlug)
  .use(rehypeSanitize, schema)
  .use(() => (tree: Root) => {
    // External links open safely in a new tab; code blocks that scroll can be reached by keyboard.
    visit(tree, "element", (node: Element) => {
      if (node.tagName === "pre") node.properties = { ...node.properties, tabIndex: 0 };
      const href = node.properties?.href;
      if (node.tagName === "a" && typeof href === "string" && /^https?:\/\//.test(href)) {
        node.properties = { ...node.properties, target: "_blank", rel: ["noopener", "noreferrer", "nofollow"] };
      }
    });
  })
  .use(rehypeStringify);

/** Markdown to sanitised HTML, with the h2/h3 headings for a table of contents. */
export function renderMarkdown(markdown: string): RenderedMarkdown {
  const tree = processor.runSync(processor.parse(markdown)) as Root;
  const headings: RenderedMarkdown["headings"] = [];
  visit(tree, "element", (node: Element) => {
    if ((node.tagName === "h2" || node.tagName === "h3") && typeof node.properties?.id === "string") {
      headings.push({ id: node.properties.id, text: hastToString(node), depth: Number(node.tagName[1]) });
    }
  });
  return { html: processor.stringify(tree), headings };
}

/** Reading time: about 300 Chinese characters or 220 English words a minute. */
export function readingMinutes(markdown: string, locale: string): number {
  const text = markdown.replace(/```[\s\S]*?```/g, " ");
  const units = locale === "en" ? text.split(/\s+/).filter(Boolean).length / 220 : text.replace(/\s/g, "").length / 300;
  return Math.max(1, Math.round(units));
}
