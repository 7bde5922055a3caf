import type { AuditQuery, AuditRow } from "@shop/contract/core";
import { type FormEvent, type InputHTMLAttributes, useMemo } from "react";
import { useSearchParams } from "react-router";
import { LocalizedLink } from "../../i18n/localized-link.tsx";
import { useTranslator } from "../../i18n/translator-context.tsx";
import { Alert } from "../../ui/alert.tsx";
import { Badge } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { DataGrid, type GridColumn } from "../../ui/data-grid.tsx";
import { Field, inputClass } from "../../ui/field.tsx";
import { TextField } from "../../ui/form-controls.tsx";
import { SelectField } from "../../ui/select-field.tsx";
import { useBusinessZone, useConsoleSession } from "../console/index.ts";
import { MemberLink } from "../console-members/index.ts";
import { useAuditPage, useVerifyAudit } from "./api.ts";
import { actionLabel, knownActions, recordTypeLabel } from "./format.ts";

const pageSize = 50;
const filterNames = ["operatorId", "action", "memberId", "recordType", "recordId", "outcome", "from", "to"] as const;

/** The query as the page reads it back (the contract's input type leaves coerced numbers unknown). */
type UrlQuery = AuditQuery & { operatorId?: number; memberId?: number; before?: number; after?: number };

/** What the URL asks for: the filters and the cursor live in the search params, the server does the work. */
function queryOf(params: URLSearchParams): UrlQuery {
  const pick = (name: string) => params.get(name)?.trim() || undefined;
  const number = (name: string) => (pick(name) === undefined ? undefined : Number(pick(name)));
  return {
    operatorId: number("operatorId"),
    action: pick("action"),
    memberId: number("memberId"),
    recordType: pick("recordType"),
    recordId: pick("recordId"),
    outcome: pick("outcome") as AuditQuery["outcome"],
    from: pick("from"),
    to: pick("to"),
    before: number("before"),
    after: number("after"),
    pageSize,
  };
}

/** The audit log, newest first: filters, a page of rows by key, and (for the owner) the chain check. */
export function AuditView() {
  const translator = useTranslator();
  const zone = useBusinessZone();
  const { t } = translator;
  const [params, setParams] = useSearchParams();
  const query = queryOf(params);
  const page = useAuditPage(query);
  const session = useConsoleSession();
  const canVerify = session.data?.permissions.includes("audit.verify") ?? false;

  const setFilters = (values: Record<string, string | undefined>) => {
    const next = new URLSearchParams();
    for (const name of filterNames) {
      const value = values[name]?.trim();
      if (value) next.set(name, value);
    }
    setParams(next);
  };
  const goTo = (cursor: { before?: number; after?: number }) => {
    const next = new URLSearchParams(params);
    next.delete("before");
    next.delete("after");
    if (cursor.before !== undefined) next.set("before", String(cursor.before));
    if (cursor.after !== undefined) next.set("after", String(cursor.after));
    setParams(next);
  };
  /** A box of the filter form, named as its URL parameter and showing the value the page was loaded with. */
  const filterBox = (
    id: string,
    name: "memberId" | "recordType" | "recordId" | "from" | "to",
    label: string,
    attributes: InputHTMLAttributes<HTMLInputElement>,
  ) => <TextField id={id} label={label} name={name} defaultValue={query[name]} {...attributes} />;
  const onFilter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setFilters(Object.fromEntries(filterNames.map((name) => [name, String(form.get(name) ?? "")])));
  };

  const columns = useMemo<GridColumn<AuditRow>[]>(
    () => [
      {
        id: "createdAt",
        header: t("consoleAudit.col.time", { zone: zone.name }),
        cell: ({ row }) => (
          <LocalizedLink
            to={`/ops/audit/${row.original.id}`}
            className="font-mono text-brand text-xs hover:underline"
            aria-label={t("consoleAudit.openEntry", { id: row.original.id })}
          >
            {zone.second(row.original.createdAt)}
          </LocalizedLink>
        ),
      },
      {
        id: "operator",
        header: t("consoleAudit.col.operator"),
        cell: ({ row }) =>
          row.original.operator ? (
            <span>
              {row.original.operator.name}
              {row.original.operatorRole && (
                <span className="block text-slate-500 text-xs">{t(`console.roles.${row.original.operatorRole}`)}</span>
              )}
            </span>
          ) : (
            <span className="text-slate-500">{t("consoleAudit.unknownOperator")}</span>
          ),
      },
      {
        id: "action",
        header: t("consoleAudit.col.action"),
        cell: ({ row }) => (
          <span>
            {actionLabel(translator, row.original.action)}
            <span className="block font-mono text-slate-500 text-xs">{row.original.action}</span>
          </span>
        ),
      },
      {
        id: "record",
        header: t("consoleAudit.col.record"),
        cell: ({ row }) =>
          row.original.recordType ? (
            <span>
              {recordTypeLabel(translator, row.original.recordType)}
              <span className="block font-mono text-slate-500 text-xs">
                {row.original.recordType}
                {row.original.recordId && ` ${row.original.recordId}`}
              </span>
            </span>
          ) : (
            "—"
          ),
      },
      {
        id: "member",
        header: t("consoleAudit.col.member"),
        cell: ({ row }) => (row.original.memberId === null ? "—" : <MemberLink memberId={row.original.memberId} />),
      },
      {
        id: "outcome",
        header: t("consoleAudit.col.outcome"),
        cell: ({ row }) => <OutcomeBadge outcome={row.original.outcome} />,
      },
      {
        id: "reason",
        header: t("consoleAudit.col.reason"),
        cell: ({ row }) => (
          <span className="block max-w-64 truncate" title={row.original.reason ?? undefined}>
            {row.original.reason ?? "—"}
          </span>
        ),
      },
      { id: "ip", header: t("consoleAudit.col.ip"), cell: ({ row }) => row.original.ip ?? "—" },
    ],
    [t, translator, zone],
  );

  const data = page.data;
  const filtered = filterNames.some((name) => params.get(name));
  // Keyset paging: the newest page, or the page just after or before the cursors the server sent.
  const pageLinks = [
    { label: "newest", cursor: data?.newer ? {} : null },
    { label: "newer", cursor: data?.newer ? { after: data.newer } : null },
    { label: "older", cursor: data?.older ? { before: data.older } : null },
  ];
  return (
    <div className="space-y-4">
      {canVerify && <VerifyChain />}
      <form
        onSubmit={onFilter}
        key={filterNames.map((name) => params.get(name) ?? "").join("|")}
        className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4"
        aria-label={t("consoleAudit.filters")}
      >
        <SelectField
          id="audit-operator"
          name="operatorId"
          label={t("consoleAudit.col.operator")}
          emptyOption={t("consoleAudit.any")}
          options={(data?.operators ?? []).map((operator) => ({
            value: operator.id,
            label: `${operator.name} (${operator.email})`,
          }))}
          defaultValue={query.operatorId ?? ""}
        />
        <Field id="audit-action" label={t("consoleAudit.actionFilter")} hint={t("consoleAudit.actionHint")}>
          <input
            id="audit-action"
            name="action"
            list="audit-actions"
            defaultValue={query.action}
            maxLength={100}
            className={inputClass(false)}
            aria-describedby="audit-action-hint"
          />
          <datalist id="audit-actions">
            {knownActions.map((action) => (
              <option key={action} value={action}>
                {actionLabel(translator, action)}
              </option>
            ))}
          </datalist>
        </Field>
        {filterBox("audit-member", "memberId", t("consoleAudit.memberFilter"), { type: "number", min: 1 })}
        <SelectField
          id="audit-outcome"
          name="outcome"
          label={t("consoleAudit.col.outcome")}
          emptyOption={t("consoleAudit.any")}
          options={(["ok", "refused"] as const).map((outcome) => ({
            value: outcome,
            label: t(`consoleAudit.outcomes.${outcome}`),
          }))}
          defaultValue={query.outcome ?? ""}
        />
        {filterBox("audit-record-type", "recordType", t("consoleAudit.recordTypeFilter"), {
          maxLength: 100,
          placeholder: "traffic_adjustment",
        })}
        {filterBox("audit-record-id", "recordId", t("consoleAudit.recordIdFilter"), { maxLength: 100 })}
        {filterBox("audit-from", "from", t("consoleAudit.from", { zone: zone.name }), { type: "date" })}
        {filterBox("audit-to", "to", t("consoleAudit.to", { zone: zone.name }), { type: "date" })}
        <div className="flex flex-wrap items-center gap-2 sm:col-span-2 lg:col-span-4">
          <Button type="submit" size="sm">
            {t("consoleAudit.apply")}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setParams(new URLSearchParams())} disabled={!filtered}>
            {t("consoleAudit.reset")}
          </Button>
          <span className="text-slate-500 text-xs">
            {t("consoleAudit.utcNote", { zone: zone.name, iana: zone.zone })}
          </span>
        </div>
      </form>

      {page.isError ? (
        <Alert tone="error">{page.error instanceof Error ? page.error.message : t("consoleAudit.loadFailed")}</Alert>
      ) : !data ? (
        <p className="text-slate-600 text-sm">{t("console.loading")}</p>
      ) : (
        <DataGrid
          columns={columns}
          data={data.list}
          caption={t("consoleAudit.title")}
          emptyText={filtered ? t("consoleAudit.emptyFiltered") : t("consoleAudit.empty")}
        />
      )}

      <nav className="flex flex-wrap items-center justify-end gap-2 text-sm" aria-label={t("consoleAudit.paging")}>
        {pageLinks.map(({ label, cursor }) => (
          <Button key={label} variant="secondary" size="xs" disabled={!cursor} onClick={() => cursor && goTo(cursor)}>
            {t(`consoleAudit.${label}`)}
          </Button>
        ))}
      </nav>
    </div>
  );
}

export function OutcomeBadge({ outcome }: { outcome: "ok" | "refused" }) {
  const { t } = useTranslator();
  return <Badge tone={outcome === "ok" ? "success" : "danger"}>{t(`consoleAudit.outcomes.${outcome}`)}</Badge>;
}

/** The owner's "verify chain": the same walk as `npm run ops -- audit:verify`, with its answer. */
function VerifyChain() {
  const { t } = useTranslator();
  const zone = useBusinessZone();
  const verify = useVerifyAudit();
  const result = verify.data;
  return (
    <section
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center"
      aria-label={t("consoleAudit.verify.title")}
    >
      <div className="flex-1 text-slate-600 text-sm">{t("consoleAudit.verify.intro")}</div>
      <Button variant="secondary" size="sm" loading={verify.isPending} onClick={() => verify.mutate()}>
        {t("consoleAudit.verify.run")}
      </Button>
      {result && (
        <Alert tone={result.firstBad ? "error" : "success"} role="status" className="sm:max-w-md">
          {result.firstBad
            ? t("consoleAudit.verify.broken", {
                id: result.firstBad.id,
                checked: result.checked,
                problem: t(`consoleAudit.verify.problems.${problemKey(result.firstBad.problem)}`, {
                  defaultValue: result.firstBad.problem,
                }),
              })
            : t("consoleAudit.verify.whole", {
                checked: result.checked,
                at: zone.second(result.verifiedAt),
                zone: zone.name,
              })}
        </Alert>
      )}
    </section>
  );
}

function problemKey(problem: string): string {
  if (problem.startsWith("chain broken")) return "chain";
  if (problem.startsWith("content")) return "content";
  if (problem.startsWith("an unkeyed")) return "unkeyed";
  if (problem.includes("are missing")) return "missing";
  if (problem.includes("checkpoint")) return "checkpoint";
  return "other";
}
