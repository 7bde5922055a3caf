import type { UseQueryResult } from "@tanstack/react-query";
import type { ComponentProps } from "react";
import { useT } from "../../i18n/use-locale.ts";
import { DataGrid, type GridColumn } from "../../ui/data-grid.tsx";

/** A members-area list as it loads: "could not load", "loading", then the grid of its rows. */
export function LoadedGrid<T extends object>({
  query,
  ...grid
}: { query: UseQueryResult<{ list: T[] }>; columns: GridColumn<T>[] } & Omit<
  ComponentProps<typeof DataGrid<T>>,
  "data" | "columns"
>) {
  const t = useT();
  if (query.isError) return <p className="text-red-700">{t("opsMembers.loadFailed")}</p>;
  if (query.isPending) return <p className="text-slate-600">{t("opsMembers.loading")}</p>;
  return <DataGrid {...grid} data={query.data.list} />;
}
