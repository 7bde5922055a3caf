import { describe, expect, it } from "vitest";
import { readingMinutes, renderMarkdown } from "./markdown.ts";

describe("renderMarkdown", () => {
  it("renders Markdown with tables, code and heading ids", () => {
    const { html, headings } = renderMarkdown(
      "## Getting started\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n```bash\ncurl -x gw:7000 https://example.com\n```\n\n### Next step\n",
    );
    expect(html).toContain('<h2 id="getting-started">Getting started</h2>');
    expect(html).toContain("<table>");
    expect(html).toContain('<code class="language-bash">');
    expect(headings).toEqual([
      { id: "getting-started", text: "Getting started", depth: 2 },
      { id: "next-step", text: "Next step", depth: 3 },
    ]);
  });

  it("lets no script, event handler or javascript: link through", () => {
    const { html } = renderMarkdown(
      '<script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n[click](javascript:alert(3))\n\n<a href="#" onclick="alert(4)">x</a>',
    );
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:/i);
  });

  it("opens external links safely", () => {
    expect(renderMarkdown("[docs](https://developer.mozilla.org)").html).toContain(
      'target="_blank" rel="noopener noreferrer nofollow"',
    );
  });
});

describe("readingMinutes", () => {
  it("counts English words and Chinese characters", () => {
    expect(readingMinutes("word ".repeat(660), "en")).toBe(3);
    expect(readingMinutes("字".repeat(900), "zh-CN")).toBe(3);
    expect(readingMinutes("short", "en")).toBe(1);
  });
});
