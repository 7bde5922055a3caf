import type { ReactNode, ThHTMLAttributes } from "react";

/**
 * A data table in a bordered frame that scrolls sideways on a small screen instead of
 * squeezing its columns. `className` places the frame (e.g. `hidden md:block`).
 */
export function Table({
  children,
  caption,
  framed = true,
  className = "",
  testId,
}: {
  children: ReactNode;
  /** Read by screen readers only: what the table lists. */
  caption?: ReactNode;
  /** A thin rounded border around it; off where the table already sits in a card. */
  framed?: boolean;
  className?: string;
  testId?: string;
}) {
  return (
    <div className={`overflow-x-auto ${framed ? "rounded-lg border border-slate-200" : ""} ${className}`.trim()}>
      <table className="w-full text-left text-sm" data-testid={testId}>
        {caption && <caption className="sr-only">{caption}</caption>}
        {children}
      </table>
    </div>
  );
}

/** The header row group; `compact` is the small grey caps-free heading of the order lists. */
export function TableHead({
  children,
  compact = false,
  sticky = false,
  className = "",
}: {
  children: ReactNode;
  compact?: boolean;
  /** Stays in view while a height-limited table scrolls. */
  sticky?: boolean;
  /** E.g. `hidden md:table-header-group` where the rows stack on a phone. */
  className?: string;
}) {
  return (
    <thead
      className={`${sticky ? "sticky top-0 " : ""}bg-slate-50 ${compact ? "text-slate-500 text-xs" : "text-slate-600"} ${className}`.trim()}
    >
      <tr>{children}</tr>
    </thead>
  );
}

/** A column heading; `className` carries its padding, alignment and weight. */
export function Th({
  className = "px-4 py-2.5 font-medium",
  children,
  ...cell
}: ThHTMLAttributes<HTMLTableCellElement>) {
  return (
    <th scope="col" className={className} {...cell}>
      {children}
    </th>
  );
}

/** The rows, divided by thin lines. */
export function TableBody({ children }: { children: ReactNode }) {
  return <tbody className="divide-y divide-slate-100">{children}</tbody>;
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

/** One row across the whole table with a centred line instead of data: "nothing here", or a retry (`tone="failed"`). */
export function TableMessageRow({
  colSpan,
  tone = "empty",
  children,
}: {
  colSpan: number;
  tone?: "empty" | "failed";
  children: ReactNode;
}) {
  return (
    <tr>
      <td
        colSpan={colSpan}
        className={`px-4 py-10 text-center ${tone === "empty" ? "text-slate-500" : "text-slate-600"}`}
      >
        {children}
      </td>
    </tr>
  );
}
