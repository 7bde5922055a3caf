import type { ReactNode, TdHTMLAttributes, ThHTMLAttributes } from "react";

/**
 * A data table in a bordered frame that scrolls sideways on a small screen instead of
 * squeezing its columns. `className` places the frame (e.g. `hidden md:block`).
 */
export function Table({
  children,
  caption,
  className = "",
  testId,
}: {
  children: ReactNode;
  /** Read by screen readers only: what the table lists. */
  caption?: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <div className={`overflow-x-auto rounded-lg border border-slate-200 ${className}`.trim()}>
      <table className="w-full text-left text-sm" data-testid={testId}>
        {caption && <caption className="sr-only">{caption}</caption>}
        {children}
      </table>
    </div>
  );
}

/** The header row group. */
export function TableHead({ children }: { children: ReactNode }) {
  return (
    <thead className="bg-slate-50 text-slate-600">
      <tr>{children}</tr>
    </thead>
  );
}

/** A column heading; `className` carries its padding and alignment. */
export function Th({ className = "px-4 py-2.5", children, ...cell }: ThHTMLAttributes<HTMLTableCellElement>) {
  return (
    <th scope="col" className={`font-medium ${className}`} {...cell}>
      {children}
    </th>
  );
}

/** The rows, divided by thin lines. */
export function TableBody({ children }: { children: ReactNode }) {
  return <tbody className="divide-y divide-slate-100">{children}</tbody>;
}

/** A cell with the table's usual padding unless `className` gives its own. */
export function Td({ className = "px-4 py-3", children, ...cell }: TdHTMLAttributes<HTMLTableCellElement>) {
  return (
    <td className={className} {...cell}>
      {children}
    </td>
  );
}

/** What a list shows when it has nothing: a title, a line of help and an optional action. */
export function EmptyState({
  title,
  text,
  action,
  testId,
}: {
  title: ReactNode;
  text?: ReactNode;
  action?: ReactNode;
  testId?: string;
}) {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 px-4 py-10 text-center" data-testid={testId}>
      <p className="font-medium text-ink">{title}</p>
      {text && <p className="mt-1 text-slate-500 text-sm">{text}</p>}
      {action && <div className="mt-4">{action}</div>}
    </div>
  );
}
