/**
 * A header row's column headings written as a list: one `<th scope="col">` per label, all with
 * `className`, plus `text-right` for the columns listed in `rightAligned` (counted from 0).
 */
export function HeadingCells({
  labels,
  className,
  rightAligned = [],
}: {
  labels: readonly string[];
  className: string;
  rightAligned?: readonly number[];
}) {
  return labels.map((label, column) => (
    <th key={label} scope="col" className={rightAligned.includes(column) ? `${className} text-right` : className}>
      {label}
    </th>
  ));
}
