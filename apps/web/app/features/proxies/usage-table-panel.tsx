import type { ReactNode } from "react";
import { useT } from "../../i18n/use-locale.ts";
import { LoadingOverlay } from "../../ui/loading-overlay.tsx";
import { Table, TableBody, TableHead, TableMessageRow } from "../../ui/table.tsx";
import { LoadFailedRetry, Panel, UtcTag } from "./page-header.tsx";

/**
 * A dashboard panel of the chosen UTC days laid out as a table (use per sub-account, top
 * domains): the title with its UTC tag, a line saying which days, then the table, dimmed
 * while it reloads.
 */
export function UsageTablePanel({
  title,
  titleId,
  testId,
  intro,
  caption,
  isFetching,
  head,
  children,
}: {
  title: string;
  titleId: string;
  testId: string;
  intro: string;
  caption: string;
  isFetching: boolean;
  /** The column headings (`Th`s). */
  head: ReactNode;
  /** The rows. */
  children: ReactNode;
}) {
  const t = useT();
  return (
    <Panel title={title} titleId={titleId} actions={<UtcTag label={t("proxies.common.utc")} />} testId={testId}>
      <p className="-mt-2 mb-4 text-slate-500 text-sm">{intro}</p>
      <LoadingOverlay loading={isFetching} label={t("common.loading")}>
        <Table caption={caption}>
          <TableHead>{head}</TableHead>
          <TableBody>{children}</TableBody>
        </Table>
      </LoadingOverlay>
    </Panel>
  );
}

/**
 * The rows a proxy-centre table shows instead of data: `emptyText` when the answer has no
 * rows, a retry when the first load failed.
 */
export function EmptyOrFailedRows({
  query,
  colSpan,
  emptyText,
}: {
  query: { data?: { list: readonly unknown[] }; isError: boolean; refetch(): unknown };
  colSpan: number;
  emptyText: string;
}) {
  return (
    <>
      {query.data && query.data.list.length === 0 && <TableMessageRow colSpan={colSpan}>{emptyText}</TableMessageRow>}
      {query.isError && !query.data && (
        <TableMessageRow colSpan={colSpan} tone="failed">
          <LoadFailedRetry onRetry={() => query.refetch()} />
        </TableMessageRow>
      )}
    </>
  );
}
