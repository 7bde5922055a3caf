import {
  type ConsoleDuration,
  type ConsoleDurationFields,
  type ConsoleStaticNode,
  type ConsoleStaticNodeFields,
  type ConsoleTrafficPackage,
  type ConsoleTrafficPackageFields,
  type ConsoleUnitPrice,
  consoleDurationFieldsSchema,
  consoleDurationUpdateSchema,
  consoleStaticNodeFieldsSchema,
  consoleStaticNodeUpdateSchema,
  consoleTrafficPackageFieldsSchema,
  consoleTrafficPackageUpdateSchema,
  consoleUnitPriceUpdateSchema,
  formatUsdCents,
} from "@shop/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useLocale, useT } from "../../i18n/use-locale.ts";
import { ApiError } from "../../lib/api-client.ts";
import { formatDateTime } from "../../lib/format.ts";
import { Badge } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { type GridColumn as ConsoleColumn, DataGrid } from "../../ui/data-grid.tsx";
import { ConfirmDialog } from "../../ui/dialog.tsx";
import { showMessage } from "../../ui/toast.tsx";
import {
  catalogueKeys,
  type SaleChange,
  saveDuration,
  saveStaticNode,
  saveTrafficPackage,
  saveUnitPrice,
  useCatalogueChanges,
  useConsoleCatalogue,
} from "./api/catalogue.ts";
import { EditDialog, type EditField } from "./edit-dialog.tsx";

const resourceTypes = [1, 2, 3, 12] as const;

type Editing =
  | { kind: "package"; row: ConsoleTrafficPackage }
  | { kind: "unit"; row: ConsoleUnitPrice }
  | { kind: "node"; row: ConsoleStaticNode }
  | { kind: "duration"; row: ConsoleDuration };
type Creating = "package" | "node" | "duration";
/** The fields a node's create and edit forms share (a node's type is chosen once, when it is added). */
type NodeFields = Omit<ConsoleStaticNodeFields, "resourceType"> & { resourceType: number };
/** What every sellable row has: the on-sale flag and who changed it last. */
type SellableRow = { isActive: boolean; updatedAt: string; updatedBy: string | null };

/** A price as people read it, in yuan: the forms take yuan too and store fen. */
function Fen({ value }: { value: number }) {
  return <span className="whitespace-nowrap tabular-nums">¥{(value / 100).toFixed(2)}</span>;
}

/**
 * The catalogue editor: every product and price, each row edited with its version; new packages,
 * nodes and durations added here, and any of them taken off sale (never deleted: orders name them).
 */
export function CatalogueView() {
  const t = useT();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const catalogue = useConsoleCatalogue();
  const changes = useCatalogueChanges();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [creating, setCreating] = useState<Creating | null>(null);
  const [offSale, setOffSale] = useState<{ change: SaleChange; name: string } | null>(null);
  const k = (key: string, params?: Record<string, unknown>) => t(`consoleCatalogue.catalogue.${key}`, params);
  const changed = (row: { updatedAt: string; updatedBy: string | null }) =>
    row.updatedBy ? `${row.updatedBy} · ${formatDateTime(row.updatedAt, locale)}` : t("consoleCatalogue.common.never");
  const saved = async <T,>(save: (row: T) => Promise<unknown>, row: T) => {
    await save(row);
    showMessage(t("consoleCatalogue.common.saved"), "success");
    await queryClient.invalidateQueries({ queryKey: catalogueKeys.catalogue() });
  };
  const added = async <T,>(create: (body: T) => Promise<unknown>, body: T) => {
    await create(body);
    showMessage(k("added"), "success");
  };
  const typeOptions = resourceTypes.map((value) => ({ value, label: k(`types.${value}`) }));
  const packageName = (row: ConsoleTrafficPackage) => (locale === "en" ? row.nameEn : row.nameZh);
  const nodeName = (row: ConsoleStaticNode) => (locale === "en" ? row.regionNameEn : row.regionNameZh);
  const durationName = (row: ConsoleDuration) =>
    `${k(`types.${row.resourceType}`)} · ${k("daysOf", { days: row.days })}`;

  const putOnSale = async (change: SaleChange, name: string) => {
    try {
      await changes.setOnSale.mutateAsync(change);
      showMessage(k(change.isActive ? "nowOnSale" : "nowOffSale", { name }), "success");
    } catch (caught) {
      showMessage(caught instanceof ApiError ? caught.message : t("consoleCatalogue.common.failed"), "error");
    }
  };

  /** A price in fen, shown with yuan beside it. */
  const fenColumn = <T extends Record<string, unknown>>(
    id: string,
    header: string,
    fen: (row: T) => number,
  ): ConsoleColumn<T> => ({
    id,
    header,
    cell: ({ row }) => <Fen value={fen(row.original)} />,
  });
  /** On sale or not, the last change, and the row's actions: edit, and take off sale or put back. */
  const saleColumns = <T extends SellableRow & Record<string, unknown>>(
    edit: (row: T) => void,
    sale: (row: T, isActive: boolean) => SaleChange,
    name: (row: T) => string,
  ): ConsoleColumn<T>[] => [
    {
      id: "active",
      header: k("onSale"),
      cell: ({ row }) =>
        row.original.isActive ? (
          <Badge tone="success" dot>
            {t("consoleCatalogue.common.active")}
          </Badge>
        ) : (
          <Badge tone="neutral">{t("consoleCatalogue.common.inactive")}</Badge>
        ),
    },
    { id: "changed", header: t("consoleCatalogue.common.changedBy"), cell: ({ row }) => changed(row.original) },
    {
      id: "actions",
      header: t("consoleCatalogue.common.actions"),
      cell: ({ row }) => {
        const item = row.original;
        return (
          <div className="flex gap-2">
            <Button variant="secondary" size="xs" onClick={() => edit(item)}>
              {t("consoleCatalogue.common.edit")}
            </Button>
            {item.isActive ? (
              <Button
                variant="ghost"
                size="xs"
                className="whitespace-nowrap"
                onClick={() => setOffSale({ change: sale(item, false), name: name(item) })}
              >
                {k("takeOffSale")}
              </Button>
            ) : (
              <Button
                variant="ghost"
                size="xs"
                className="whitespace-nowrap"
                loading={changes.setOnSale.isPending && (changes.setOnSale.variables?.row as unknown) === item}
                onClick={() => putOnSale(sale(item, true), name(item))}
              >
                {k("putOnSale")}
              </Button>
            )}
          </div>
        );
      },
    },
  ];

  const packageColumns: ConsoleColumn<ConsoleTrafficPackage>[] = [
    { id: "name", header: k("name"), cell: ({ row }) => packageName(row.original) },
    { id: "traffic", header: k("traffic"), cell: ({ row }) => `${row.original.trafficGb} + ${row.original.giftGb}` },
    fenColumn("price", k("priceFen"), (row) => row.priceFen),
    {
      id: "usdPrice",
      header: k("usdPrice"),
      cell: ({ row }) =>
        row.original.usdPriceCents == null ? (
          <span className="text-slate-500">{k("noUsdPrice")}</span>
        ) : (
          formatUsdCents(row.original.usdPriceCents)
        ),
    },
    ...saleColumns<ConsoleTrafficPackage>(
      (row) => setEditing({ kind: "package", row }),
      (row, isActive) => ({ kind: "package", row, isActive }),
      packageName,
    ),
  ];
  const nodeColumns: ConsoleColumn<ConsoleStaticNode>[] = [
    { id: "type", header: k("type"), cell: ({ row }) => k(`types.${row.original.resourceType}`) },
    {
      id: "region",
      header: k("region"),
      // The carrier on a second line keeps the table within a 1440 px screen.
      cell: ({ row }) => (
        <span className="block min-w-40">
          #{row.original.id} {row.original.countryCode} {nodeName(row.original)}
          <span className="block text-slate-500 text-xs">
            {(locale === "en" && row.original.ispNameEn) || row.original.ispName || "—"}
          </span>
        </span>
      ),
    },
    fenColumn("price", k("pricePer30"), (row) => row.priceFenPer30Days),
    {
      id: "stock",
      header: k("stock"),
      cell: ({ row }) => `${row.original.stock.onSale} / ${row.original.stock.allocated}`,
    },
    ...saleColumns<ConsoleStaticNode>(
      (row) => setEditing({ kind: "node", row }),
      (row, isActive) => ({ kind: "node", row, isActive }),
      nodeName,
    ),
  ];
  const durationColumns: ConsoleColumn<ConsoleDuration>[] = [
    { id: "type", header: k("type"), cell: ({ row }) => k(`types.${row.original.resourceType}`) },
    { id: "days", header: k("days"), cell: ({ row }) => row.original.days },
    { id: "discount", header: k("discount"), cell: ({ row }) => row.original.discountPercent },
    ...saleColumns<ConsoleDuration>(
      (row) => setEditing({ kind: "duration", row }),
      (row, isActive) => ({ kind: "duration", row, isActive }),
      durationName,
    ),
  ];

  const packageFields: EditField<ConsoleTrafficPackageFields>[] = [
    { key: "nameZh", label: k("nameZh"), type: "text" },
    { key: "nameEn", label: k("nameEn"), type: "text" },
    { key: "trafficGb", label: k("traffic"), type: "int" },
    { key: "giftGb", label: k("gift"), type: "int" },
    { key: "priceFen", label: k("priceFen"), type: "yuan", hint: k("yuanHint") },
    { key: "usdPriceCents", label: k("usdPrice"), type: "dollars", hint: k("dollarsHint") },
    { key: "sort", label: k("sort"), type: "int" },
    { key: "isRecommended", label: k("recommended"), type: "bool" },
    { key: "isActive", label: k("onSale"), type: "bool" },
  ];
  const nodeFields = (isNew: boolean): EditField<NodeFields>[] => [
    ...(isNew ? [{ key: "resourceType", label: k("type"), type: "choice", options: typeOptions } as const] : []),
    { key: "countryCode", label: k("country"), type: "upper", hint: k("countryHint") },
    { key: "regionNameZh", label: k("regionZh"), type: "text" },
    { key: "regionNameEn", label: k("regionEn"), type: "text" },
    { key: "ispName", label: k("ispZh"), type: "nullableText" },
    { key: "ispNameEn", label: k("ispEn"), type: "nullableText", hint: k("ispEnHint") },
    { key: "priceFenPer30Days", label: k("pricePer30"), type: "yuan", hint: k("yuanHint") },
    { key: "sort", label: k("sort"), type: "int" },
    { key: "isActive", label: k("onSale"), type: "bool" },
  ];

  const data = catalogue.data;
  if (!data) return <p className="text-slate-500 text-sm">{t("consoleCatalogue.common.loading")}</p>;
  const unit = data.unitPrice;
  const nextSort = (rows: { sort: number }[]) => Math.min(10_000, Math.max(0, ...rows.map((row) => row.sort)) + 1);
  /** What each add dialog has besides its form: title, test id, button and closing. */
  const addDialog = (kind: Creating) => ({
    title: k(`add.${kind}`),
    testId: `create-${kind}-dialog`,
    submitLabel: k("create"),
    onClose: () => setCreating(null),
  });
  const section = (title: string, add: Creating | null, body: React.ReactNode) => (
    <section className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold text-ink text-lg">{title}</h2>
        {add && (
          <Button size="xs" onClick={() => setCreating(add)} data-testid={`create-${add}`}>
            {k(`add.${add}`)}
          </Button>
        )}
      </div>
      {body}
    </section>
  );
  return (
    <div className="space-y-8">
      {section(
        k("packages"),
        "package",
        <DataGrid caption={k("packages")} columns={packageColumns} data={data.trafficPackages} emptyText="—" />,
      )}
      {unit &&
        section(
          k("unitPrice"),
          null,
          <div className="flex flex-wrap items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm">
            <span>
              {k("pricePerGb")}: <Fen value={unit.priceFenPerGb} />
            </span>
            <span>
              {k("minGb")}–{k("maxGb")}: {unit.minGb}–{unit.maxGb}
            </span>
            <span className="text-slate-500">{changed(unit)}</span>
            <Button variant="secondary" size="xs" onClick={() => setEditing({ kind: "unit", row: unit })}>
              {t("consoleCatalogue.common.edit")}
            </Button>
          </div>,
        )}
      {section(
        k("nodes"),
        "node",
        <DataGrid caption={k("nodes")} columns={nodeColumns} data={data.staticNodes} emptyText="—" />,
      )}
      {section(
        k("durations"),
        "duration",
        <DataGrid caption={k("durations")} columns={durationColumns} data={data.staticDurations} emptyText="—" />,
      )}

      {creating === "package" && (
        <EditDialog<ConsoleTrafficPackageFields>
          {...addDialog("package")}
          schema={consoleTrafficPackageFieldsSchema}
          row={{
            nameZh: "",
            nameEn: "",
            trafficGb: "" as unknown as number,
            giftGb: 0,
            priceFen: "" as unknown as number,
            usdPriceCents: null,
            validDays: 365,
            isRecommended: false,
            isActive: true,
            sort: nextSort(data.trafficPackages),
          }}
          fields={packageFields}
          save={(body) => added(changes.createPackage.mutateAsync, body)}
        />
      )}
      {creating === "node" && (
        <EditDialog<ConsoleStaticNodeFields>
          {...addDialog("node")}
          schema={consoleStaticNodeFieldsSchema}
          row={{
            resourceType: 2,
            countryCode: "",
            regionNameZh: "",
            regionNameEn: "",
            ispName: null,
            ispNameEn: null,
            priceFenPer30Days: "" as unknown as number,
            isActive: true,
            sort: nextSort(data.staticNodes),
          }}
          fields={nodeFields(true)}
          save={(body) => added(changes.createNode.mutateAsync, body)}
        />
      )}
      {creating === "duration" && (
        <EditDialog<ConsoleDurationFields>
          {...addDialog("duration")}
          schema={consoleDurationFieldsSchema}
          row={{ resourceType: 2, days: "" as unknown as number, discountPercent: 0, isActive: true }}
          fields={[
            { key: "resourceType", label: k("type"), type: "choice", options: typeOptions },
            { key: "days", label: k("days"), type: "int" },
            { key: "discountPercent", label: k("discount"), type: "int", hint: k("discountHint") },
            { key: "isActive", label: k("onSale"), type: "bool" },
          ]}
          save={(body) => added(changes.createDuration.mutateAsync, body)}
        />
      )}

      {editing?.kind === "package" && (
        <EditDialog<ConsoleTrafficPackage>
          title={k("editTitle", { name: packageName(editing.row) })}
          row={editing.row}
          schema={consoleTrafficPackageUpdateSchema}
          onClose={() => setEditing(null)}
          save={(row) => saved(saveTrafficPackage, row)}
          fields={packageFields}
        />
      )}
      {editing?.kind === "unit" && (
        <EditDialog<ConsoleUnitPrice>
          title={k("unitPrice")}
          row={editing.row}
          schema={consoleUnitPriceUpdateSchema}
          onClose={() => setEditing(null)}
          save={(row) => saved(saveUnitPrice, row)}
          fields={[
            { key: "priceFenPerGb", label: k("pricePerGb"), type: "yuan", hint: k("yuanHint") },
            { key: "minGb", label: k("minGb"), type: "int" },
            { key: "maxGb", label: k("maxGb"), type: "int" },
          ]}
        />
      )}
      {editing?.kind === "node" && (
        <EditDialog<ConsoleStaticNode>
          title={k("editTitle", { name: nodeName(editing.row) })}
          row={editing.row}
          schema={consoleStaticNodeUpdateSchema}
          onClose={() => setEditing(null)}
          save={(row) => saved(saveStaticNode, row)}
          fields={nodeFields(false)}
        />
      )}
      {editing?.kind === "duration" && (
        <EditDialog<ConsoleDuration>
          title={durationName(editing.row)}
          row={editing.row}
          schema={consoleDurationUpdateSchema}
          onClose={() => setEditing(null)}
          save={(row) => saved(saveDuration, row)}
          fields={[
            { key: "discountPercent", label: k("discount"), type: "int", hint: k("discountHint") },
            { key: "isActive", label: k("onSale"), type: "bool" },
          ]}
        />
      )}

      <ConfirmDialog
        open={offSale !== null}
        title={k("offSaleTitle", { name: offSale?.name ?? "" })}
        confirmLabel={k("takeOffSale")}
        cancelLabel={t("consoleCatalogue.common.cancel")}
        busy={changes.setOnSale.isPending}
        danger
        onClose={() => setOffSale(null)}
        onConfirm={async () => {
          if (offSale) await putOnSale(offSale.change, offSale.name);
          setOffSale(null);
        }}
      >
        {k("offSaleText")}
      </ConfirmDialog>
    </div>
  );
}
