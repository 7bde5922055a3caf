import type { ConsoleDuration, ConsoleStaticNode, ConsoleTrafficPackage, ConsoleUnitPrice } from "@shop/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useLocale, useT } from "../../i18n/use-locale.ts";
import { formatDateTime } from "../../lib/format.ts";
import { type GridColumn as ConsoleColumn, DataGrid } from "../../ui/data-grid.tsx";
import { showMessage } from "../../ui/toast.tsx";
import {
  catalogueKeys,
  saveDuration,
  saveStaticNode,
  saveTrafficPackage,
  saveUnitPrice,
  useConsoleCatalogue,
} from "./api/catalogue.ts";
import { EditDialog, type EditField } from "./edit-dialog.tsx";

const editButton =
  "rounded-md border border-slate-300 px-2.5 py-1 text-xs text-slate-700 hover:bg-slate-50 whitespace-nowrap";

type Editing =
  | { kind: "package"; row: ConsoleTrafficPackage }
  | { kind: "unit"; row: ConsoleUnitPrice }
  | { kind: "node"; row: ConsoleStaticNode }
  | { kind: "duration"; row: ConsoleDuration };

/** The catalogue editor: every product and price, each row edited with its version. */
export function CatalogueView() {
  const t = useT();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const catalogue = useConsoleCatalogue();
  const [editing, setEditing] = useState<Editing | null>(null);
  const k = (key: string, params?: Record<string, unknown>) => t(`consoleCatalogue.catalogue.${key}`, params);
  const onOff = (active: boolean) => t(`consoleCatalogue.common.${active ? "active" : "inactive"}`);
  const changed = (row: { updatedAt: string; updatedBy: string | null }) =>
    row.updatedBy ? `${row.updatedBy} · ${formatDateTime(row.updatedAt, locale)}` : t("consoleCatalogue.common.never");
  const saved = async <T,>(save: (row: T) => Promise<unknown>, row: T) => {
    await save(row);
    showMessage(t("consoleCatalogue.common.saved"), "success");
    await queryClient.invalidateQueries({ queryKey: catalogueKeys.catalogue() });
  };
  const edit = (open: () => void) => (
    <button type="button" className={editButton} onClick={open}>
      {t("consoleCatalogue.common.edit")}
    </button>
  );

  const packageColumns: ConsoleColumn<ConsoleTrafficPackage>[] = [
    { id: "name", header: k("name"), cell: ({ row }) => (locale === "en" ? row.original.nameEn : row.original.nameZh) },
    { id: "traffic", header: k("traffic"), cell: ({ row }) => `${row.original.trafficGb} + ${row.original.giftGb}` },
    { id: "price", header: k("priceFen"), cell: ({ row }) => row.original.priceFen },
    { id: "active", header: k("onSale"), cell: ({ row }) => onOff(row.original.isActive) },
    { id: "changed", header: t("consoleCatalogue.common.changedBy"), cell: ({ row }) => changed(row.original) },
    {
      id: "edit",
      header: t("consoleCatalogue.common.actions"),
      cell: ({ row }) => edit(() => setEditing({ kind: "package", row: row.original })),
    },
  ];
  const nodeColumns: ConsoleColumn<ConsoleStaticNode>[] = [
    { id: "type", header: k("type"), cell: ({ row }) => k(`types.${row.original.resourceType}`) },
    {
      id: "region",
      header: k("region"),
      cell: ({ row }) =>
        `#${row.original.id} ${row.original.countryCode} ${locale === "en" ? row.original.regionNameEn : row.original.regionNameZh}`,
    },
    { id: "price", header: k("pricePer30"), cell: ({ row }) => row.original.priceFenPer30Days },
    {
      id: "stock",
      header: k("stock"),
      cell: ({ row }) => `${row.original.stock.onSale} / ${row.original.stock.allocated}`,
    },
    { id: "active", header: k("onSale"), cell: ({ row }) => onOff(row.original.isActive) },
    { id: "changed", header: t("consoleCatalogue.common.changedBy"), cell: ({ row }) => changed(row.original) },
    {
      id: "edit",
      header: t("consoleCatalogue.common.actions"),
      cell: ({ row }) => edit(() => setEditing({ kind: "node", row: row.original })),
    },
  ];
  const durationColumns: ConsoleColumn<ConsoleDuration>[] = [
    { id: "type", header: k("type"), cell: ({ row }) => k(`types.${row.original.resourceType}`) },
    { id: "days", header: k("days"), cell: ({ row }) => row.original.days },
    { id: "discount", header: k("discount"), cell: ({ row }) => row.original.discountPercent },
    { id: "active", header: k("onSale"), cell: ({ row }) => onOff(row.original.isActive) },
    { id: "changed", header: t("consoleCatalogue.common.changedBy"), cell: ({ row }) => changed(row.original) },
    {
      id: "edit",
      header: t("consoleCatalogue.common.actions"),
      cell: ({ row }) => edit(() => setEditing({ kind: "duration", row: row.original })),
    },
  ];

  const data = catalogue.data;
  if (!data) return <p className="text-slate-500 text-sm">{t("consoleCatalogue.common.loading")}</p>;
  const unit = data.unitPrice;
  return (
    <div className="space-y-8">
      <section className="space-y-3">
        <h2 className="font-semibold text-ink text-lg">{k("packages")}</h2>
        <DataGrid caption={k("packages")} columns={packageColumns} data={data.trafficPackages} emptyText="—" />
      </section>
      {unit && (
        <section className="space-y-3">
          <h2 className="font-semibold text-ink text-lg">{k("unitPrice")}</h2>
          <div className="flex flex-wrap items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm">
            <span>
              {k("pricePerGb")}: <strong>{unit.priceFenPerGb}</strong>
            </span>
            <span>
              {k("minGb")}–{k("maxGb")}: {unit.minGb}–{unit.maxGb}
            </span>
            <span className="text-slate-500">{changed(unit)}</span>
            {edit(() => setEditing({ kind: "unit", row: unit }))}
          </div>
        </section>
      )}
      <section className="space-y-3">
        <h2 className="font-semibold text-ink text-lg">{k("nodes")}</h2>
        <DataGrid caption={k("nodes")} columns={nodeColumns} data={data.staticNodes} emptyText="—" />
      </section>
      <section className="space-y-3">
        <h2 className="font-semibold text-ink text-lg">{k("durations")}</h2>
        <DataGrid caption={k("durations")} columns={durationColumns} data={data.staticDurations} emptyText="—" />
      </section>

      {editing?.kind === "package" && (
        <EditDialog<ConsoleTrafficPackage>
          title={k("editTitle", { name: locale === "en" ? editing.row.nameEn : editing.row.nameZh })}
          row={editing.row}
          onClose={() => setEditing(null)}
          save={(row) => saved(saveTrafficPackage, row)}
          fields={
            [
              { key: "nameZh", label: k("nameZh"), type: "text" },
              { key: "nameEn", label: k("nameEn"), type: "text" },
              { key: "trafficGb", label: k("traffic"), type: "int" },
              { key: "giftGb", label: k("gift"), type: "int" },
              { key: "priceFen", label: k("priceFen"), type: "int" },
              { key: "validDays", label: k("validDays"), type: "int" },
              { key: "sort", label: k("sort"), type: "int" },
              { key: "isRecommended", label: k("recommended"), type: "bool" },
              { key: "isActive", label: k("onSale"), type: "bool" },
            ] satisfies EditField<ConsoleTrafficPackage>[]
          }
        />
      )}
      {editing?.kind === "unit" && (
        <EditDialog<ConsoleUnitPrice>
          title={k("unitPrice")}
          row={editing.row}
          onClose={() => setEditing(null)}
          save={(row) => saved(saveUnitPrice, row)}
          fields={[
            { key: "priceFenPerGb", label: k("pricePerGb"), type: "int" },
            { key: "minGb", label: k("minGb"), type: "int" },
            { key: "maxGb", label: k("maxGb"), type: "int" },
          ]}
        />
      )}
      {editing?.kind === "node" && (
        <EditDialog<ConsoleStaticNode>
          title={k("editTitle", { name: locale === "en" ? editing.row.regionNameEn : editing.row.regionNameZh })}
          row={editing.row}
          onClose={() => setEditing(null)}
          save={(row) => saved(saveStaticNode, row)}
          fields={[
            { key: "regionNameZh", label: k("regionZh"), type: "text" },
            { key: "regionNameEn", label: k("regionEn"), type: "text" },
            { key: "countryCode", label: k("country"), type: "text" },
            { key: "ispName", label: k("ispZh"), type: "nullableText" },
            { key: "ispNameEn", label: k("ispEn"), type: "nullableText" },
            { key: "priceFenPer30Days", label: k("pricePer30"), type: "int" },
            { key: "sort", label: k("sort"), type: "int" },
            { key: "isActive", label: k("onSale"), type: "bool" },
          ]}
        />
      )}
      {editing?.kind === "duration" && (
        <EditDialog<ConsoleDuration>
          title={`${k(`types.${editing.row.resourceType}`)} · ${editing.row.days}`}
          row={editing.row}
          onClose={() => setEditing(null)}
          save={(row) => saved(saveDuration, row)}
          fields={[
            { key: "discountPercent", label: k("discount"), type: "int" },
            { key: "isActive", label: k("onSale"), type: "bool" },
          ]}
        />
      )}
    </div>
  );
}
