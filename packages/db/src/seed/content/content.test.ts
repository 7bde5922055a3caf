import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { blogPostSeeds } from "./blog-posts.ts";
import { helpCategorySeeds } from "./help-articles.ts";
import type { ContentTranslation } from "./types.ts";

const locales = ["zh-CN", "en"] as const;
const kebab = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const allowedPlaceholders = new Set(["<username>", "<password>", "<host>", "<port>"]);
/** Documentation sites a body may link to; nothing else. */
const allowedLinkHosts = new Set([
  "www.rfc-editor.org",
  "docs.python.org",
  "requests.readthedocs.io",
  "docs.aiohttp.org",
  "undici.nodejs.org",
  "nodejs.org",
  "curl.se",
  "developer.chrome.com",
  "developer.mozilla.org",
  "www.selenium.dev",
  "playwright.dev",
]);

const helpArticles = helpCategorySeeds.flatMap((c) => c.articles);

interface Item {
  kind: "blog" | "help";
  slug: string;
  translations: Record<(typeof locales)[number], ContentTranslation>;
}
const items: Item[] = [
  ...blogPostSeeds.map((p) => ({ kind: "blog" as const, slug: p.slug, translations: p.translations })),
  ...helpArticles.map((a) => ({ kind: "help" as const, slug: a.slug, translations: a.translations })),
];
const texts = items.flatMap((item) =>
  locales.map((locale) => ({ label: `${item.kind}/${item.slug} [${locale}]`, t: item.translations[locale] })),
);

/** A Markdown body split into prose and fenced code; `balanced` is false when a fence is left open. */
function splitFences(body: string): { prose: string; fences: number; balanced: boolean } {
  const prose: string[] = [];
  let open: string | null = null;
  let fences = 0;
  for (const line of body.split("\n")) {
    const fence = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence && open === null) {
      open = fence;
      fences++;
      continue;
    }
    if (fence && open !== null && fence[0] === open[0] && fence.length >= open.length && line.trim() === fence) {
      open = null;
      continue;
    }
    if (open === null) prose.push(line);
  }
  return { prose: prose.join("\n"), fences, balanced: open === null };
}

/** Prose without inline code spans. */
const withoutInlineCode = (prose: string) => prose.replace(/`[^`\n]*`/g, "");
const englishWords = (body: string) => (splitFences(body).prose.match(/[A-Za-z0-9][\w'’.-]*/g) ?? []).length;
const chineseChars = (body: string) => (splitFences(body).prose.match(/[\u4e00-\u9fff]/g) ?? []).length;

describe("blog and help content", () => {
  it("has enough posts, categories and articles", () => {
    expect(blogPostSeeds.length).toBeGreaterThanOrEqual(7);
    expect(helpCategorySeeds.length).toBeGreaterThanOrEqual(4);
    expect(helpCategorySeeds.length).toBeLessThanOrEqual(5);
    expect(helpArticles.length).toBeGreaterThanOrEqual(14);
  });

  it("has both languages with a non-empty title, summary and body everywhere", () => {
    for (const item of items) {
      expect(Object.keys(item.translations).sort(), item.slug).toEqual([...locales].sort());
      for (const locale of locales) {
        const t = item.translations[locale];
        expect(t.title.trim(), `${item.slug} ${locale} title`).not.toBe("");
        expect(t.summary.trim(), `${item.slug} ${locale} summary`).not.toBe("");
        expect(t.body.trim(), `${item.slug} ${locale} body`).not.toBe("");
      }
    }
    for (const c of helpCategorySeeds) {
      expect(c.names["zh-CN"].trim(), c.slug).not.toBe("");
      expect(c.names.en.trim(), c.slug).not.toBe("");
    }
  });

  it("writes the Chinese natively, not as a copy of the English", () => {
    for (const item of items) {
      const zh = item.translations["zh-CN"];
      expect(zh.title, item.slug).toMatch(/[\u4e00-\u9fff]/);
      expect(zh.summary, item.slug).toMatch(/[\u4e00-\u9fff]/);
      expect(zh.body, item.slug).not.toBe(item.translations.en.body);
    }
  });

  it("uses unique kebab-case slugs", () => {
    const groups = {
      blog: blogPostSeeds.map((p) => p.slug),
      help: helpArticles.map((a) => a.slug),
      categories: helpCategorySeeds.map((c) => c.slug),
    };
    for (const [name, slugs] of Object.entries(groups)) {
      for (const slug of slugs) expect(slug, name).toMatch(kebab);
      expect(new Set(slugs).size, `${name} slugs are unique`).toBe(slugs.length);
    }
  });

  it("dates and tags blog posts within the rules", () => {
    for (const p of blogPostSeeds) {
      expect(p.publishedAt, p.slug).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const date = new Date(`${p.publishedAt}T00:00:00Z`);
      expect(date.toISOString().slice(0, 10), `${p.slug} is a real date`).toBe(p.publishedAt);
      expect(p.publishedAt >= "2026-06-01" && p.publishedAt <= "2026-11-15", p.slug).toBe(true);
      expect(p.tags.length, p.slug).toBeGreaterThanOrEqual(2);
      expect(p.tags.length, p.slug).toBeLessThanOrEqual(4);
      expect(new Set(p.tags).size, `${p.slug} tags are unique`).toBe(p.tags.length);
      for (const tag of p.tags) expect(tag, p.slug).toMatch(kebab);
    }
  });

  it("numbers categories and articles without gaps or duplicates", () => {
    const sorts = (xs: { sort: number }[]) => xs.map((x) => x.sort).sort((a, b) => a - b);
    const oneToN = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
    expect(sorts(helpCategorySeeds)).toEqual(oneToN(helpCategorySeeds.length));
    for (const c of helpCategorySeeds) expect(sorts(c.articles), c.slug).toEqual(oneToN(c.articles.length));
  });

  it("has every required tutorial and guide", () => {
    const required: Record<string, RegExp> = {
      "adspower-proxy-setup": /AdsPower/,
      "bitbrowser-proxy-setup": /BitBrowser/,
      "multilogin-proxy-setup": /Multilogin/,
      "dolphin-anty-proxy-setup": /Dolphin Anty/,
      "vmlogin-proxy-setup": /VMLogin/,
      "curl-proxy-examples": /curl/,
      "python-requests-aiohttp-proxy": /requests.*aiohttp/,
      "nodejs-proxy-undici-node-fetch": /undici.*node-fetch/,
      "selenium-chrome-authenticated-proxy": /Selenium/,
      "buy-and-pay": /Alipay.*WeChat Pay/,
      "real-name-verification": /verification/i,
      "sub-accounts-and-ip-allowlist": /sub-accounts.*allowlist/i,
      "get-proxy-page": /Get proxy/,
      "sticky-session-rules": /sticky session/i,
      "renew-static-ips": /renew/i,
      "traffic-usage-and-deduction-records": /deduction records/i,
      "proxy-407-authentication-error": /407/,
      "proxy-connection-timeouts": /timeout/i,
      "mainland-china-ips-cannot-connect": /mainland China/,
      "target-site-blocks": /block/i,
      "traffic-counting-and-refusal-codes": /traffic is counted.*refused/,
      "account-balance-and-auto-renew": /balance.*auto-renewal/i,
      "coupons-invites-and-gift-codes": /Coupons.*gift codes/,
    };
    const bySlug = new Map(helpArticles.map((a) => [a.slug, a]));
    for (const [slug, title] of Object.entries(required)) {
      const article = bySlug.get(slug);
      expect(article, `help article ${slug}`).toBeDefined();
      expect(article?.translations.en.title, slug).toMatch(title);
    }
  });

  it("takes every gateway address from the substation's template values", () => {
    for (const { label, t } of texts) {
      // A literal host or port would send a customer somewhere the generator does not.
      expect(t.body, label).not.toMatch(/\bgw\.|\bgate\.|cloudstack-proxy\.example|\b(7000|7001|7777|7778)\b/);
      for (const m of t.body.matchAll(/\{\{\s*([^}]*?)\s*\}\}/g))
        expect(["gateway.host", "gateway.httpPort", "gateway.socks5Port"], label).toContain(m[1]);
      expect(t.body, `${label}: SOCKS5 goes to the SOCKS5 port`).not.toMatch(
        /socks5h?:\/\/[^\s"]*\{\{gateway\.httpPort\}\}/,
      );
      expect(t.body, `${label}: HTTP goes to the HTTP port`).not.toMatch(/http:\/\/[^\s"]*\{\{gateway\.socks5Port\}\}/);
    }
  });

  it("names no brand", () => {
    for (const { label, t } of texts) {
      for (const field of [t.title, t.summary, t.body]) expect(field, label).not.toMatch(/CloudStack Proxy|云栈/i);
    }
  });

  it("contains no placeholders or filler", () => {
    for (const { label, t } of texts) {
      for (const field of [t.title, t.summary, t.body]) {
        expect(field, label).not.toMatch(/\b(?:TODO|TBD|FIXME)\b|lorem|ipsum|xxx/i);
        const brackets = field.match(/<[A-Za-z_][^<>\n]*?>/g) ?? [];
        for (const b of brackets) expect(allowedPlaceholders.has(b), `${label}: ${b}`).toBe(true);
      }
    }
  });

  it("uses Markdown only: balanced fences, no raw HTML, no h1, known links", () => {
    for (const { label, t } of texts) {
      const { prose, balanced } = splitFences(t.body);
      expect(balanced, `${label}: code fences balanced`).toBe(true);
      let outside = withoutInlineCode(prose);
      for (const p of allowedPlaceholders) outside = outside.replaceAll(p, "");
      expect(outside, `${label}: raw HTML`).not.toMatch(/<[a-z!/]/i);
      expect(prose, `${label}: no h1 inside a body`).not.toMatch(/^# /m);
      expect(prose, `${label}: no images`).not.toMatch(/!\[/);
      for (const m of prose.matchAll(/\]\((https?:\/\/[^)\s]+)\)/g)) {
        const url = m[1] ?? "";
        expect(allowedLinkHosts.has(new URL(url).host), `${label}: link to ${url}`).toBe(true);
      }
      const bare = withoutInlineCode(prose).replace(/\]\([^)\s]*\)/g, "]");
      expect(bare, `${label}: bare URLs become links, use inline code or a Markdown link`).not.toMatch(
        /https?:\/\/|\bwww\./,
      );
      for (const field of [t.title, t.summary]) expect(field, label).not.toMatch(/[<>\n]/);
    }
  });

  it("links to other help articles that exist, in the reader's language", () => {
    const slugs = new Set(helpArticles.map((a) => a.slug));
    for (const item of items) {
      for (const locale of locales) {
        const prose = splitFences(item.translations[locale].body).prose;
        for (const m of prose.matchAll(/\]\((\/[^)\s]*)\)/g)) {
          const path = m[1] ?? "";
          const label = `${item.kind}/${item.slug} [${locale}]: ${path}`;
          const match = /^(\/en)?\/help-center\/([a-z0-9-]+)$/.exec(path);
          expect(match, label).not.toBeNull();
          expect(Boolean(match?.[1]), `${label} has the ${locale} prefix`).toBe(locale === "en");
          expect(slugs.has(match?.[2] ?? ""), label).toBe(true);
        }
      }
    }
  });

  it("renewal article: the user centre's button names, the 3-day renewal grace, auto-renewal and its article", () => {
    const article = helpArticles.find((a) => a.slug === "renew-static-ips");
    for (const locale of locales) {
      const ui = JSON.parse(
        readFileSync(new URL(`../../../../../apps/web/app/i18n/account/${locale}.json`, import.meta.url), "utf8"),
      );
      const body = article?.translations[locale].body ?? "";
      expect(body, locale).toContain(ui.orders.ips.renewSelected);
      expect(body, locale).toContain(ui.balance.autoRenew.label);
      expect(body, locale).not.toMatch(/批量续费|Batch renew/);
      // STATIC_IP_RECLAIM_GRACE_DAYS (default 3): an expired IP stays renewable, then is released.
      expect(body, locale).toMatch(locale === "en" ? /kept for you for 3 days/ : /保留 3 天/);
      expect(body, locale).not.toMatch(/released when it expires|到期时释放|到期后即被释放/);
      expect(body, locale).toContain(`](${locale === "en" ? "/en" : ""}/help-center/account-balance-and-auto-renew)`);
    }
  });

  it("keeps the same code samples in both languages", () => {
    for (const item of items) {
      const zh = splitFences(item.translations["zh-CN"].body).fences;
      const en = splitFences(item.translations.en.body).fences;
      expect(zh, item.slug).toBe(en);
    }
  });

  it("keeps bodies within the agreed length", () => {
    for (const p of blogPostSeeds) {
      const words = englishWords(p.translations.en.body);
      expect(words, `${p.slug}: ${words} English words`).toBeGreaterThanOrEqual(600);
      expect(words, `${p.slug}: ${words} English words`).toBeLessThanOrEqual(1200);
      expect(chineseChars(p.translations["zh-CN"].body), p.slug).toBeGreaterThanOrEqual(900);
    }
    for (const a of helpArticles) {
      const words = englishWords(a.translations.en.body);
      expect(words, `${a.slug}: ${words} English words`).toBeGreaterThanOrEqual(300);
      expect(words, `${a.slug}: ${words} English words`).toBeLessThanOrEqual(900);
      expect(chineseChars(a.translations["zh-CN"].body), a.slug).toBeGreaterThanOrEqual(350);
    }
  });
});
