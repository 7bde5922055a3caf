import {
  type StockImportPreview,
  type StockListQuery,
  type StockRow,
  type StockStatus,
  stockStatuses,
} from "@shop/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useSearchParams } from "react-router";
import { useLocale, useT } from "../../i18n/use-locale.ts";
import { ApiError } from "../../lib/api-client.ts";
import { formatEndDay } from "../../lib/format.ts";
import { type GridColumn as ConsoleColumn, DataGrid } from "../../ui/data-grid.tsx";
import { FormError, SubmitButton, TextField } from "../../ui/form-controls.tsx";
import { ModalDialog } from "../../ui/modal-dialog.tsx";
import { SelectField } from "../../ui/select-field.tsx";
import { showMessage } from "../../ui/toast.tsx";
import { useServerCall } from "../../ui/use-server-call.ts";
import { consoleKeys } from "../console/index.ts";
import { importStock, previewStockImport, setStockStatus, useConsoleCatalogue, useStockPage } from "./api/catalogue.ts";

const smallButton =
  "rounded-md border border-slate-300 px-2.5 py-1 text-xs text-slate-700 hover:bg-slate-50 whitespace-nowrap";
const pageSize = 50;

/** The statuses an operator can move an address to, and the action that names each. */
type ActingStatus = "available" | "quarantined" | "retired";
const actionOf = { available: "release", quarantined: "quarantine", retired: "retire" } as const;

/** The query of the list, read from the URL so a filtered page can be shared and reloaded. */
function queryOf(params: URLSearchParams): Partial<StockListQuery> {
  const query: Partial<StockListQuery> = { pageNo: Number(params.get("page") ?? 1) || 1, pageSize };
  const node = Number(params.get("node"));
  if (node > 0) query.nodeId = node;
  const status = params.get("status");
  if (status && (stockStatuses as readonly string[]).includes(status)) query.status = status as StockStatus;
  const address = params.get("address");
  if (address) query.address = address;
  const supplier = params.get("supplier");
  if (supplier) query.supplier = supplier;
  const lease = params.get("lease");
  if (lease && /^\d+$/.test(lease)) query.leaseWithinDays = Number(lease);
  return query;
}

/** The static IP pool: filters, paging, quarantine/retire, and the paste import. */
export function StockView() {
  const t = useT();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const query = queryOf(params);
  const page = useStockPage(query);
  const catalogue = useConsoleCatalogue();
  const [acting, setActing] = useState<{ row: StockRow; status: ActingStatus } | null>(null);
  const k = (key: string, values?: Record<string, unknown>) => t(`consoleCatalogue.stock.${key}`, values);
  const nodes = catalogue.data?.staticNodes ?? [];
  const nodeName = (id: number) => {
    const node = nodes.find((candidate) => candidate.id === id);
    // Two lines may sell the same city (#2 and #7 美国·洛杉矶): the product type tells them apart.
    const type = node ? t(`consoleCatalogue.catalogue.types.${node.resourceType}`) : "";
    return node ? `#${id} ${type} · ${locale === "en" ? node.regionNameEn : node.regionNameZh}` : `#${id}`;
  };

  const columns: ConsoleColumn<StockRow>[] = [
    { id: "address", header: k("exit"), cell: ({ row }) => <span className="font-mono">{row.original.outIp}</span> },
    { id: "port", header: k("port"), cell: ({ row }) => row.original.port },
    { id: "node", header: k("node"), cell: ({ row }) => nodeName(row.original.nodeId) },
    { id: "status", header: k("status"), cell: ({ row }) => k(`statuses.${row.original.status}`) },
    { id: "supplier", header: k("supplier"), cell: ({ row }) => row.original.supplier ?? "—" },
    { id: "cost", header: k("cost"), cell: ({ row }) => row.original.costFen ?? "—" },
    {
      id: "lease",
      header: k("leaseEnd"),
      cell: ({ row }) => (row.original.leaseEndsAt ? formatEndDay(row.original.leaseEndsAt, locale) : "—"),
    },
    {
      id: "actions",
      header: t("consoleCatalogue.common.actions"),
      cell: ({ row }) => {
        const { status } = row.original;
        if (status === "allocated" || status === "retired" || status === "reserved") return null;
        // A quarantined address can go back on sale; any other can be quarantined; both can retire.
        const targets: ActingStatus[] = [status === "quarantined" ? "available" : "quarantined", "retired"];
        return (
          <div className="flex gap-1.5">
            {targets.map((target) => (
              <button
                key={target}
                type="button"
                className={smallButton}
                onClick={() => setActing({ row: row.original, status: target })}
              >
                {k(actionOf[target])}
              </button>
            ))}
          </div>
        );
      },
    },
  ];

  const applyFilters = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of ["node", "status", "address", "supplier", "lease"]) {
      const value = String(form.get(name) ?? "").trim();
      if (value) next.set(name, value);
    }
    setParams(next);
  };
  const total = page.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const pageNo = query.pageNo ?? 1;
  const goTo = (n: number) => {
    const next = new URLSearchParams(params);
    next.set("page", String(n));
    setParams(next);
  };

  return (
    <div className="space-y-8">
      <ImportPanel />
      <section className="space-y-3" aria-labelledby="stock-list">
        <h2 id="stock-list" className="font-semibold text-ink text-lg">
          {k("filters")}
        </h2>
        <form
          key={params.toString()}
          onSubmit={applyFilters}
          className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-3 lg:grid-cols-6"
        >
          <SelectField
            id="stock-node"
            name="node"
            label={k("node")}
            emptyOption={k("anyNode")}
            options={nodes.map((node) => ({ value: node.id, label: nodeName(node.id) }))}
            defaultValue={params.get("node") ?? ""}
          />
          <SelectField
            id="stock-status"
            name="status"
            label={k("status")}
            emptyOption={k("anyStatus")}
            options={stockStatuses.map((status) => ({ value: status, label: k(`statuses.${status}`) }))}
            defaultValue={params.get("status") ?? ""}
          />
          <TextField label={k("address")} name="address" defaultValue={params.get("address") ?? ""} />
          <TextField label={k("supplier")} name="supplier" defaultValue={params.get("supplier") ?? ""} />
          <TextField
            label={k("leaseWithin")}
            name="lease"
            inputMode="numeric"
            defaultValue={params.get("lease") ?? ""}
          />
          <div className="flex items-end">
            <button type="submit" className="w-full rounded-lg bg-brand px-4 py-2.5 font-medium text-sm text-white">
              {k("apply")}
            </button>
          </div>
        </form>
        <p className="text-slate-600 text-sm">{k("total", { count: total })}</p>
        <DataGrid caption={k("title")} columns={columns} data={page.data?.list ?? []} emptyText={k("empty")} />
        <nav className="flex items-center justify-end gap-3 text-sm" aria-label={k("title")}>
          <button type="button" className={smallButton} disabled={pageNo <= 1} onClick={() => goTo(pageNo - 1)}>
            {t("consoleCatalogue.common.previous")}
          </button>
          <span>{t("consoleCatalogue.common.page", { page: pageNo, pages })}</span>
          <button type="button" className={smallButton} disabled={pageNo >= pages} onClick={() => goTo(pageNo + 1)}>
            {t("consoleCatalogue.common.next")}
          </button>
        </nav>
      </section>
      {acting && <StatusDialog acting={acting} onClose={() => setActing(null)} />}
    </div>
  );
}

function StatusDialog({ acting, onClose }: { acting: { row: StockRow; status: ActingStatus }; onClose(): void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState("");
  const { busy, error, run } = useServerCall();
  const action = t(`consoleCatalogue.stock.${actionOf[acting.status]}`);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await run(async () => {
      await setStockStatus(acting.row.id, acting.status, reason);
      await queryClient.invalidateQueries({ queryKey: consoleKeys.all() });
      onClose();
    });
  };
  return (
    <ModalDialog
      open
      onClose={onClose}
      title={t("consoleCatalogue.stock.statusTitle", { action, address: acting.row.outIp })}
      closeLabel={t("consoleCatalogue.common.close")}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <FormError message={error} />
        <TextField
          label={t("consoleCatalogue.stock.reasonPrompt")}
          value={reason}
          maxLength={200}
          onChange={(event) => setReason(event.target.value)}
        />
        <SubmitButton busy={busy} busyLabel={t("consoleCatalogue.common.saving")}>
          {action}
        </SubmitButton>
      </form>
    </ModalDialog>
  );
}

/** Paste → the server names every bad line → import all or nothing. */
function ImportPanel() {
  const t = useT();
  const queryClient = useQueryClient();
  const [text, setText] = useState("");
  const [preview, setPreview] = useState<StockImportPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const k = (key: string, values?: Record<string, unknown>) => t(`consoleCatalogue.stock.${key}`, values);
  const refusal = (caught: Error) => setError(caught instanceof ApiError ? caught.message : null);
  const previewing = useMutation({
    mutationFn: previewStockImport,
    onMutate: () => setError(null),
    onSuccess: setPreview,
    onError: refusal,
  });
  const importing = useMutation({
    mutationFn: importStock,
    onMutate: () => setError(null),
    onSuccess: async (result) => {
      showMessage(k("imported", { count: result.imported }), "success");
      setText("");
      setPreview(null);
      await queryClient.invalidateQueries({ queryKey: consoleKeys.all() });
    },
    onError: async (caught) => {
      refusal(caught);
      // Someone may have imported some of these meanwhile: show the lines as they are now.
      setPreview(await previewStockImport(text).catch(() => null));
    },
  });
  const busy = previewing.isPending ? "preview" : importing.isPending ? "import" : null;

  const check = (event: FormEvent) => {
    event.preventDefault();
    previewing.mutate(text);
  };
  const confirm = () => importing.mutate(text);
  const canImport = preview !== null && preview.problems.length === 0 && preview.valid > 0;

  return (
    <section
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      aria-labelledby="stock-import"
    >
      <h2 id="stock-import" className="font-semibold text-ink text-lg">
        {k("importTitle")}
      </h2>
      <p className="text-slate-600 text-sm">{k("importHelp")}</p>
      <form onSubmit={check} className="space-y-3">
        <FormError message={error} />
        <label htmlFor="stock-paste" className="block font-medium text-slate-700 text-sm">
          {k("paste")}
        </label>
        <textarea
          id="stock-paste"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setPreview(null);
          }}
          rows={8}
          spellCheck={false}
          placeholder="203.0.113.10,8000,3,Acme,800,2027-06-30"
          className="block w-full rounded-lg border border-slate-300 px-3 py-2 font-mono text-sm"
        />
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            disabled={busy !== null || text.trim() === ""}
            className="rounded-lg border border-brand px-4 py-2 font-medium text-brand text-sm disabled:opacity-50"
          >
            {busy === "preview" ? k("previewing") : k("preview")}
          </button>
          {canImport && (
            <button
              type="button"
              onClick={confirm}
              disabled={busy !== null}
              className="rounded-lg bg-brand px-4 py-2 font-medium text-sm text-white disabled:opacity-50"
            >
              {busy === "import" ? k("importing") : k("confirm", { count: preview.valid })}
            </button>
          )}
        </div>
      </form>
      {preview && (
        <div className="space-y-2" aria-live="polite">
          <p className="text-sm">
            {k("summary", { valid: preview.valid, lines: preview.lines })}{" "}
            {preview.problems.length === 0 && <strong>{k("allGood")}</strong>}
          </p>
          {preview.problems.length > 0 && (
            <DataGrid
              caption={k("badLines")}
              emptyText="—"
              data={preview.problems}
              columns={[
                { id: "line", header: k("line"), cell: ({ row }) => row.original.line },
                {
                  id: "text",
                  header: k("text"),
                  cell: ({ row }) => <span className="font-mono">{row.original.text}</span>,
                },
                {
                  id: "reason",
                  header: k("reason"),
                  cell: ({ row }) => <span className="text-red-700">{row.original.reason}</span>,
                },
              ]}
            />
          )}
        </div>
      )}
    </section>
  );
}
