import type { ConsoleContentSummary, ContentFields, ContentKind, ContentTranslation } from "@shop/contract";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useLocale, useLocalizePath, useT } from "../../i18n/use-locale.ts";
import { formatDateTime } from "../../lib/format.ts";
import { type GridColumn as ConsoleColumn, DataGrid } from "../../ui/data-grid.tsx";
import { FormError, SubmitButton, TextField } from "../../ui/form-controls.tsx";
import { SelectField } from "../../ui/select-field.tsx";
import { showMessage } from "../../ui/toast.tsx";
import { useServerCall } from "../../ui/use-server-call.ts";
import {
  contentKeys,
  createContent,
  previewMarkdown,
  updateContent,
  useContentItem,
  useContentPage,
} from "./api/content.ts";

const tabClass = (active: boolean) =>
  `rounded-lg px-3 py-1.5 text-sm ${active ? "bg-brand text-white" : "border border-slate-300 text-slate-700 hover:bg-slate-50"}`;

/** Blog posts or help articles, drafts included, filtered from the URL. */
export function ContentListView() {
  const t = useT();
  const locale = useLocale();
  const localize = useLocalizePath();
  const [params, setParams] = useSearchParams();
  const kind: ContentKind = params.get("kind") === "help" ? "help" : "blog";
  const q = params.get("q") ?? "";
  const page = useContentPage(kind, { q: q || undefined, pageSize: 50 });
  const k = (key: string, values?: Record<string, unknown>) => t(`consoleCatalogue.content.${key}`, values);
  const columns: ConsoleColumn<ConsoleContentSummary>[] = [
    {
      id: "title",
      header: k("titleField"),
      cell: ({ row }) => (
        <Link className="text-brand hover:underline" to={localize(`/ops/content/${kind}/${row.original.id}`)}>
          {(locale === "en" ? row.original.titleEn : row.original.titleZh) || row.original.slug}
        </Link>
      ),
    },
    { id: "slug", header: k("slug"), cell: ({ row }) => <span className="font-mono">{row.original.slug}</span> },
    { id: "state", header: k("publish"), cell: ({ row }) => k(row.original.isPublished ? "published" : "draft") },
    {
      id: "changed",
      header: t("consoleCatalogue.common.changedBy"),
      cell: ({ row }) => `${row.original.updatedBy ?? "—"} · ${formatDateTime(row.original.updatedAt, locale)}`,
    },
  ];
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        {(["blog", "help"] as const).map((value) => (
          <button
            key={value}
            type="button"
            className={tabClass(kind === value)}
            onClick={() => setParams({ kind: value })}
          >
            {k(value)}
          </button>
        ))}
        <form
          className="ml-auto flex gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            const value = String(new FormData(event.currentTarget).get("q") ?? "").trim();
            setParams(value ? { kind, q: value } : { kind });
          }}
        >
          <label className="sr-only" htmlFor="content-search">
            {k("search")}
          </label>
          <input
            id="content-search"
            name="q"
            defaultValue={q}
            placeholder={k("search")}
            className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm"
          />
        </form>
        <Link to={localize(`/ops/content/${kind}/new`)} className="rounded-lg bg-brand px-3 py-1.5 text-sm text-white">
          {k("new")}
        </Link>
      </div>
      <DataGrid caption={k(kind)} columns={columns} data={page.data?.list ?? []} emptyText={k("empty")} />
    </div>
  );
}

const emptyTranslation: ContentTranslation = { title: "", summary: "", bodyMarkdown: "" };

/** The editor: both languages, the live preview from the server's renderer, drafts and publishing. */
export function ContentEditorView({ kind, id }: { kind: ContentKind; id: number | null }) {
  const t = useT();
  const localize = useLocalizePath();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const item = useContentItem(kind, id);
  const [fields, setFields] = useState<ContentFields | null>(
    id === null
      ? { slug: "", tags: [], categoryId: null, zh: emptyTranslation, en: emptyTranslation, isPublished: false }
      : null,
  );
  const [version, setVersion] = useState(0);
  const [language, setLanguage] = useState<"zh" | "en">("zh");
  const [html, setHtml] = useState("");
  const { busy, error, run } = useServerCall();
  const categories = useContentPage("help", { pageSize: 1 }).data?.categories ?? [];
  const k = (key: string, values?: Record<string, unknown>) => t(`consoleCatalogue.content.${key}`, values);

  useEffect(() => {
    if (!item.data || fields) return;
    const { zh, en, slug, tags, categoryId, isPublished } = item.data;
    setFields({ zh, en, slug, tags, categoryId, isPublished });
    setVersion(item.data.version);
  }, [item.data, fields]);

  const body = fields?.[language].bodyMarkdown ?? "";
  useEffect(() => {
    if (body.trim() === "") {
      setHtml("");
      return;
    }
    const timer = setTimeout(() => {
      previewMarkdown(body)
        .then((answer) => setHtml(answer.html))
        .catch(() => undefined);
    }, 400);
    return () => clearTimeout(timer);
  }, [body]);

  if (!fields) return <p className="text-slate-500 text-sm">{t("consoleCatalogue.common.loading")}</p>;
  const setText = (key: keyof ContentTranslation, value: string) =>
    setFields({ ...fields, [language]: { ...fields[language], [key]: value } });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await run(async () => {
      const saved =
        id === null ? await createContent(kind, fields) : await updateContent(kind, id, { ...fields, version });
      setVersion(saved.version);
      showMessage(t("consoleCatalogue.common.saved"), "success");
      await queryClient.invalidateQueries({ queryKey: contentKeys.all() });
      if (id === null) navigate(localize(`/ops/content/${kind}/${saved.id}`), { replace: true });
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <Link to={localize(`/ops/content?kind=${kind}`)} className="text-brand text-sm hover:underline">
        ← {k("back")}
      </Link>
      <FormError message={error} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={k("slug")}
          value={fields.slug}
          onChange={(event) => setFields({ ...fields, slug: event.target.value })}
        />
        {kind === "blog" ? (
          <TextField
            label={k("tags")}
            value={fields.tags.join(", ")}
            onChange={(event) =>
              setFields({
                ...fields,
                tags: event.target.value
                  .split(/[,，]/)
                  .map((tag) => tag.trim())
                  .filter(Boolean),
              })
            }
          />
        ) : (
          <SelectField
            id="content-category"
            label={k("category")}
            emptyOption={k("chooseCategory")}
            options={categories.map((category) => ({
              value: category.id,
              label: language === "en" ? category.nameEn : category.nameZh,
            }))}
            value={fields.categoryId ?? ""}
            onChange={(event) =>
              setFields({ ...fields, categoryId: event.target.value ? Number(event.target.value) : null })
            }
          />
        )}
      </div>
      <fieldset className="flex gap-2">
        <legend className="sr-only">{k("body")}</legend>
        {(["zh", "en"] as const).map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={language === value}
            className={tabClass(language === value)}
            onClick={() => setLanguage(value)}
          >
            {k(value)}
          </button>
        ))}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={k("titleField")}
          value={fields[language].title}
          onChange={(event) => setText("title", event.target.value)}
        />
        <TextField
          label={k("summary")}
          value={fields[language].summary}
          onChange={(event) => setText("summary", event.target.value)}
        />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <div>
          <label htmlFor="content-body" className="block font-medium text-slate-700 text-sm">
            {k("body")}
          </label>
          <textarea
            id="content-body"
            rows={20}
            value={fields[language].bodyMarkdown}
            onChange={(event) => setText("bodyMarkdown", event.target.value)}
            className="mt-1.5 block w-full rounded-lg border border-slate-300 px-3 py-2 font-mono text-sm"
          />
        </div>
        <div>
          <p className="font-medium text-slate-700 text-sm">{k("preview")}</p>
          {html ? (
            <div
              className="prose prose-slate mt-1.5 max-w-none rounded-lg border border-slate-200 bg-white p-4 prose-a:text-brand prose-code:before:content-none prose-code:after:content-none prose-pre:bg-slate-900 prose-table:text-sm"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: the published page's own sanitising renderer made it (modules/storefront/content/markdown.ts).
              dangerouslySetInnerHTML={{ __html: html }}
            />
          ) : (
            <p className="mt-1.5 rounded-lg border border-slate-200 border-dashed p-4 text-slate-500 text-sm">
              {k("previewEmpty")}
            </p>
          )}
        </div>
      </div>
      <label className="flex items-center gap-2 text-slate-700 text-sm">
        <input
          type="checkbox"
          checked={fields.isPublished}
          onChange={(event) => setFields({ ...fields, isPublished: event.target.checked })}
        />
        {k("publish")}
      </label>
      <div className="max-w-xs">
        <SubmitButton busy={busy} busyLabel={t("consoleCatalogue.common.saving")}>
          {t("consoleCatalogue.common.save")}
        </SubmitButton>
      </div>
    </form>
  );
}
