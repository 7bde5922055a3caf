import {
  type ConsoleContentItem,
  type ContentFields,
  type ContentKind,
  type ContentListQuery,
  type ContentPage,
  type ProxyGatewayAddress,
  ResponseCode,
} from "@shop/contract";
import type { Database } from "@shop/db";
import { AppError } from "../../../http/app-error.ts";
import type { AuditRecorder, ConsoleActor } from "../../../lib/console-actor.ts";
import { inTransaction } from "../../../lib/executor.ts";
import { isUniqueViolation } from "../../../lib/postgres-errors.ts";
import { refuseIfStale } from "../../../lib/versioned-row.ts";
import { type ContentRecord, type ContentWrite, createContentConsoleRepo } from "./console-repo.ts";
import { fillGatewayTemplate } from "./gateway-template.ts";
import { renderMarkdown } from "./markdown.ts";

const slugIndexes = { blog: "blog_posts_slug_key", help: "help_articles_slug_key" } as const;

function translationsOf(fields: ContentFields): ContentWrite["translations"] {
  return [
    { locale: "zh-CN", ...fields.zh },
    { locale: "en", ...fields.en },
  ];
}

const isComplete = (t: { title: string; bodyMarkdown: string }) =>
  t.title.trim() !== "" && t.bodyMarkdown.trim() !== "";

/**
 * Blog posts and help articles as operators write them: drafts may miss a language, publishing
 * needs both; slugs are unique per kind; the preview is the very renderer the pages use, so what
 * an operator previews is what visitors get. Every save is audited in its transaction.
 */
export function createContentConsoleService(deps: {
  db: Database;
  audit: AuditRecorder;
  /** Articles name the gateway by template; the preview fills in the main site's. */
  gateway: ProxyGatewayAddress;
  now?: () => Date;
}) {
  const { db, audit, gateway } = deps;
  const now = deps.now ?? (() => new Date());

  async function check(kind: ContentKind, fields: ContentFields, ownId: number | null, x = db) {
    if (fields.isPublished && !(isComplete(fields.zh) && isComplete(fields.en))) {
      throw new AppError(ResponseCode.BadRequest, "consoleContent.needsBothLanguages");
    }
    const repo = createContentConsoleRepo(x);
    if (kind === "help") {
      if (fields.categoryId === null) throw new AppError(ResponseCode.BadRequest, "consoleContent.categoryRequired");
      if (!(await repo.categoryExists(fields.categoryId))) {
        throw new AppError(ResponseCode.BadRequest, "consoleContent.categoryUnknown");
      }
    }
    const holder = await repo.slugHolder(kind, fields.slug);
    if (holder !== undefined && holder !== ownId) throw slugTaken(fields.slug);
  }
  const slugTaken = (slug: string) => new AppError(ResponseCode.Conflict, "consoleContent.slugTaken", { slug });
  const writeOf = (kind: ContentKind, fields: ContentFields, actor: ConsoleActor): ContentWrite => ({
    slug: fields.slug,
    tags: kind === "blog" ? [...new Set(fields.tags)] : [],
    categoryId: kind === "help" ? fields.categoryId : null,
    isPublished: fields.isPublished,
    updatedBy: actor.name,
    translations: translationsOf(fields),
  });
  async function saving<T>(kind: ContentKind, slug: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      // Another operator took the slug between the check and the write.
      if (isUniqueViolation(error, slugIndexes[kind])) throw slugTaken(slug);
      throw error;
    }
  }

  async function get(kind: ContentKind, id: number): Promise<ConsoleContentItem> {
    const row = await createContentConsoleRepo(db).find(kind, id);
    if (!row) throw AppError.notFound();
    return toItem(kind, row);
  }

  return {
    get,

    async page(kind: ContentKind, query: ContentListQuery): Promise<ContentPage> {
      const repo = createContentConsoleRepo(db);
      const [page, categories] = await Promise.all([repo.page(kind, query), repo.listCategories()]);
      return {
        list: page.list.map((row) => ({
          id: row.id,
          kind,
          slug: row.slug,
          titleZh: row.titleZh,
          titleEn: row.titleEn,
          isPublished: row.isPublished,
          updatedAt: row.updatedAt.toISOString(),
          updatedBy: row.updatedBy,
        })),
        total: page.total,
        categories,
      };
    },

    /** The server's sanitising renderer, exactly as the blog and help pages run it. */
    preview(markdown: string): { html: string } {
      return { html: renderMarkdown(fillGatewayTemplate(markdown, gateway)).html };
    },

    async create(actor: ConsoleActor, kind: ContentKind, fields: ContentFields): Promise<ConsoleContentItem> {
      await check(kind, fields, null);
      const id = await saving(kind, fields.slug, () =>
        inTransaction(db, async (tx) => {
          const created = await createContentConsoleRepo(tx).insert(kind, writeOf(kind, fields, actor), now());
          await audit.record(tx, {
            context: actor.audit,
            action: `content.${kind}.create`,
            recordType: kind === "blog" ? "blog_post" : "help_article",
            recordId: created,
            after: { slug: fields.slug, isPublished: fields.isPublished },
            outcome: "ok",
          });
          return created;
        }),
      );
      return get(kind, id);
    },

    async update(
      actor: ConsoleActor,
      kind: ContentKind,
      id: number,
      input: ContentFields & { version: number },
    ): Promise<ConsoleContentItem> {
      const { version, ...fields } = input;
      await check(kind, fields, id);
      await saving(kind, fields.slug, () =>
        inTransaction(db, async (tx) => {
          const repo = createContentConsoleRepo(tx);
          const current = await repo.find(kind, id, true);
          if (!current) throw AppError.notFound();
          refuseIfStale(current, version);
          const at = now();
          await repo.update(kind, id, writeOf(kind, fields, actor), at, fields.isPublished && !current.isPublished);
          const was = toItem(kind, current);
          const changed = (Object.keys(fields) as (keyof ContentFields)[]).filter(
            (key) => JSON.stringify(was[key]) !== JSON.stringify(fields[key]),
          );
          await audit.record(tx, {
            context: actor.audit,
            action: `content.${kind}.update`,
            recordType: kind === "blog" ? "blog_post" : "help_article",
            recordId: id,
            // Bodies can be long: the audit names which parts changed and keeps the short fields' values.
            before: Object.fromEntries(changed.map((key) => [key, summaryOf(was[key])])),
            after: Object.fromEntries(changed.map((key) => [key, summaryOf(fields[key])])),
            outcome: "ok",
          });
        }),
      );
      return get(kind, id);
    },
  };
}

export type ContentConsoleService = ReturnType<typeof createContentConsoleService>;

function summaryOf(value: unknown): unknown {
  if (value && typeof value === "object" && "bodyMarkdown" in value) {
    const t = value as { title: string; bodyMarkdown: string };
    return { title: t.title, bodyLength: t.bodyMarkdown.length };
  }
  return value;
}

function toItem(kind: ContentKind, row: ContentRecord): ConsoleContentItem {
  const empty = { title: "", summary: "", bodyMarkdown: "" };
  const pick = (locale: string) => {
    const t = row.translations.find((candidate) => candidate.locale === locale);
    return t ? { title: t.title, summary: t.summary, bodyMarkdown: t.bodyMarkdown } : empty;
  };
  return {
    id: row.id,
    kind,
    slug: row.slug,
    tags: row.tags,
    categoryId: row.categoryId,
    zh: pick("zh-CN"),
    en: pick("en"),
    isPublished: row.isPublished,
    publishedAt: row.isPublished && row.publishedAt ? row.publishedAt.toISOString() : null,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
  };
}
