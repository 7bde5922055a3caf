import { consoleMembersEndpoints, type MemberListItem, memberSortKeys } from "@shop/contract";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useMemo } from "react";
import { useSearchParams } from "react-router";
import { LocalizedLink } from "../../i18n/localized-link.tsx";
import { useLocale, useT } from "../../i18n/use-locale.ts";
import { formatTraffic } from "../../lib/format.ts";
import type { GridColumn } from "../../ui/data-grid.tsx";
import { consoleApi } from "../console/index.ts";
import { when } from "./format.ts";
import { LoadedGrid } from "./loaded-grid.tsx";
import { memberKeys } from "./member-keys.ts";

const sortable = new Set<string>(memberSortKeys);

/** The members grid: search, filter, sort and page live in the URL, and the server does the work in SQL. */
export function MembersList() {
  const t = useT();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const query = {
    q: params.get("q") ?? undefined,
    suspended: (params.get("suspended") ?? undefined) as "true" | "false" | undefined,
    sort: (params.get("sort") ?? "createdAt") as (typeof memberSortKeys)[number],
    order: (params.get("order") === "asc" ? "asc" : "desc") as "asc" | "desc",
    page: Number(params.get("page") ?? 1) || 1,
    pageSize: 20,
  };
  const members = useQuery({
    queryKey: memberKeys.search(query),
    queryFn: () => consoleApi.call(consoleMembersEndpoints.searchMembers, { query }),
  });

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === "") next.delete(key);
      else next.set(key, value);
    }
    setParams(next);
  };
  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = new FormData(event.currentTarget).get("q");
    update({ q: typeof q === "string" ? q.trim() : null, page: null });
  };

  const columns = useMemo<GridColumn<MemberListItem>[]>(
    () => [
      {
        id: "id",
        header: t("opsMembers.columns.id"),
        cell: ({ row }) => (
          <LocalizedLink
            to={`/ops/members/${row.original.id}`}
            className="font-medium text-brand after:absolute after:inset-0 hover:underline"
          >
            #{row.original.id}
          </LocalizedLink>
        ),
      },
      { id: "mobile", header: t("opsMembers.columns.mobile"), cell: ({ row }) => row.original.mobile ?? "—" },
      { id: "email", header: t("opsMembers.columns.email"), cell: ({ row }) => row.original.email ?? "—" },
      {
        id: "certification",
        header: t("opsMembers.columns.certification"),
        cell: ({ row }) => t(`opsMembers.certification.${row.original.certificationStatus}`),
      },
      {
        id: "status",
        header: t("opsMembers.columns.status"),
        cell: ({ row }) =>
          row.original.closed ? (
            <span className="rounded bg-slate-100 px-2 py-0.5 font-medium text-slate-700">
              {t("opsMembers.closed")}
            </span>
          ) : row.original.suspended ? (
            <span className="rounded bg-red-50 px-2 py-0.5 font-medium text-red-700">{t("opsMembers.suspended")}</span>
          ) : (
            <span className="text-slate-600">{t("opsMembers.active")}</span>
          ),
      },
      {
        id: "remaining",
        header: t("opsMembers.columns.remaining"),
        cell: ({ row }) => formatTraffic(row.original.remainingBytes, locale),
      },
      {
        id: "createdAt",
        header: t("opsMembers.columns.createdAt"),
        cell: ({ row }) => when(row.original.createdAt, locale),
      },
      {
        id: "lastLoginAt",
        header: t("opsMembers.columns.lastLoginAt"),
        cell: ({ row }) => when(row.original.lastLoginAt, locale),
      },
      {
        id: "matchedBy",
        header: t("opsMembers.columns.matchedBy"),
        cell: ({ row }) => (row.original.matchedBy ? t(`opsMembers.matchedBy.${row.original.matchedBy}`) : "—"),
      },
    ],
    [t, locale],
  );

  const total = members.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / query.pageSize));
  const sortHeader = (columnId: string, label: string) => {
    if (!sortable.has(columnId)) return label;
    const active = query.sort === columnId;
    const nextOrder = active && query.order === "desc" ? "asc" : "desc";
    return (
      <button
        type="button"
        className="inline-flex items-center gap-1 hover:text-brand"
        aria-label={t("opsMembers.sortBy", { column: label })}
        onClick={() => update({ sort: columnId, order: nextOrder, page: null })}
      >
        {label}
        <span aria-hidden="true">{active ? (query.order === "asc" ? "↑" : "↓") : "↕"}</span>
      </button>
    );
  };

  return (
    <div className="space-y-4">
      <form onSubmit={onSearch} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <label className="flex flex-1 flex-col gap-1 text-sm">
          <span className="font-medium text-slate-700">{t("opsMembers.searchLabel")}</span>
          <input
            name="q"
            type="search"
            defaultValue={query.q ?? ""}
            key={query.q ?? ""}
            placeholder={t("opsMembers.searchPlaceholder")}
            maxLength={100}
            className="rounded-lg border border-slate-300 px-3 py-2"
          />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          <span className="sr-only">{t("opsMembers.columns.status")}</span>
          <select
            value={query.suspended ?? ""}
            onChange={(event) => update({ suspended: event.target.value || null, page: null })}
            className="rounded-lg border border-slate-300 px-3 py-2"
          >
            <option value="">{t("opsMembers.filterAll")}</option>
            <option value="true">{t("opsMembers.filterSuspended")}</option>
            <option value="false">{t("opsMembers.filterActive")}</option>
          </select>
        </label>
        <button type="submit" className="rounded-lg bg-brand px-4 py-2 font-semibold text-sm text-white">
          {t("opsMembers.search")}
        </button>
      </form>
      <LoadedGrid
        query={members}
        columns={columns}
        caption={t("opsMembers.title")}
        emptyText={t("opsMembers.empty")}
        sortHeader={sortHeader}
        // The member's link covers its whole row: any cell opens the member.
        rowClassName="relative"
      />
      <nav className="flex items-center justify-between text-sm" aria-label={t("opsMembers.title")}>
        <span className="text-slate-600">{t("opsMembers.page", { page: query.page, pages, total })}</span>
        <span className="flex gap-2">
          <button
            type="button"
            disabled={query.page <= 1}
            onClick={() => update({ page: String(query.page - 1) })}
            className="rounded border border-slate-300 px-3 py-1 disabled:opacity-40"
          >
            {t("opsMembers.previous")}
          </button>
          <button
            type="button"
            disabled={query.page >= pages}
            onClick={() => update({ page: String(query.page + 1) })}
            className="rounded border border-slate-300 px-3 py-1 disabled:opacity-40"
          >
            {t("opsMembers.next")}
          </button>
        </span>
      </nav>
    </div>
  );
}
