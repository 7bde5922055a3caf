import { FlexRender, type Row, type RowData, type TableFeatures } from "@tanstack/react-table";

/**
 * The body rows of a TanStack table: one `<tr>` per row and one `<td>` per cell, drawn by the
 * column's own `cell`; the classes place and colour them.
 */
export function TableRows<TFeatures extends TableFeatures, TData extends RowData>({
  rows,
  rowClassName,
  cellClassName,
}: {
  rows: readonly Row<TFeatures, TData>[];
  rowClassName?: string;
  cellClassName: string;
}) {
  return rows.map((row) => (
    <tr key={row.id} className={rowClassName}>
      {row.getAllCells().map((cell) => (
        <td key={cell.id} className={cellClassName}>
          <FlexRender cell={cell} />
        </td>
      ))}
    </tr>
  ));
}
