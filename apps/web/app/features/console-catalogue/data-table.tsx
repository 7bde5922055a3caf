import { type ColumnDef, flexRender, type RowData, tableFeatures, useTable } from "@tanstack/react-table";

const features = tableFeatures({});
export type ConsoleColumn<T extends RowData> = ColumnDef<typeof features, T>;

/** A plain console grid: sorting, filtering and paging happen in SQL, so the table only lays rows out. */
export function DataTable<T extends RowData>({
  columns,
  data,
  caption,
  empty,
}: {
  columns: ConsoleColumn<T>[];
  data: T[];
  caption: string;
  empty: string;
}) {
  const table = useTable({ features, columns, data });
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="min-w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-600">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" className="whitespace-nowrap px-3 py-2 font-medium">
                  {header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody className="divide-y divide-slate-100">
          {table.getRowModel().rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-3 py-6 text-center text-slate-500">
                {empty}
              </td>
            </tr>
          ) : (
            table.getRowModel().rows.map((row) => (
              <tr key={row.id} className="hover:bg-slate-50">
                {row.getAllCells().map((cell) => (
                  <td key={cell.id} className="whitespace-nowrap px-3 py-2 align-top">
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
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
