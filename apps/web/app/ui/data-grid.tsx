import { type ColumnDef, FlexRender, type RowData, tableFeatures, useTable } from "@tanstack/react-table";

/** No client-side features: sorting and paging happen in SQL, from the page's URL. */
const features = tableFeatures({});

export type GridColumn<T extends RowData> = ColumnDef<typeof features, T>;

/**
 * A read-only grid: TanStack Table renders the columns; a sortable header is
 * a link that changes the URL's sort, and the loader asks the server again.
 */
export function DataGrid<T extends RowData>({
  columns,
  data,
  caption,
  emptyText,
  sortHeader,
  rowClassName = "",
}: {
  columns: GridColumn<T>[];
  data: T[];
  caption: string;
  emptyText: string;
  /** Renders a header as a sort control when the column can be sorted on the server. */
  sortHeader?: (columnId: string, label: string) => React.ReactNode;
  /** More classes per row: `relative` lets a cell's link stretch over its whole row. */
  rowClassName?: string;
}) {
  const table = useTable({ features, columns, data });
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const label = typeof header.column.columnDef.header === "string" ? header.column.columnDef.header : "";
                return (
                  <th
                    key={header.id}
                    scope="col"
                    className="whitespace-nowrap px-3 py-2 text-left font-semibold text-slate-700"
                  >
                    {sortHeader && label ? sortHeader(header.column.id, label) : <FlexRender header={header} />}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody className="divide-y divide-slate-100">
          {table.getRowModel().rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-3 py-6 text-center text-slate-600">
                {emptyText}
              </td>
            </tr>
          ) : (
            table.getRowModel().rows.map((row) => (
              <tr key={row.id} className={`hover:bg-slate-50 ${rowClassName}`}>
                {row.getAllCells().map((cell) => (
                  <td key={cell.id} className="whitespace-nowrap px-3 py-2 align-top text-slate-800">
                    <FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
