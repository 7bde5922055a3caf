import type { ReactNode } from "react";
import { useLocale, useT } from "../../i18n/use-locale.ts";
import { formatDateTime } from "../../lib/format.ts";
import { Table, TableBody, TableHead, Th } from "../../ui/table.tsx";

/**
 * The substations' and the redirects' tables: their own `headings`, then who changed a row last
 * and its actions; `children` are the rows, each ending in a ChangedByCell and its action cell.
 */
export function SettingsTable({
  caption,
  testId,
  headings,
  children,
}: {
  caption: string;
  testId: string;
  headings: readonly string[];
  children: ReactNode;
}) {
  const t = useT();
  return (
    <Table caption={caption} className="bg-white" testId={testId}>
      <TableHead>
        {headings.map((heading) => (
          <Th key={heading}>{heading}</Th>
        ))}
        <Th>{t("consoleSites.common.changedBy")}</Th>
        <Th className="px-4 py-2.5 text-right font-medium">{t("consoleSites.common.actions")}</Th>
      </TableHead>
      <TableBody>{children}</TableBody>
    </Table>
  );
}

/** Who saved the row last, and when; a dash for a row nobody has changed since the seed. */
export function ChangedByCell({ row }: { row: { updatedBy: string | null; updatedAt: string } }) {
  const locale = useLocale();
  return (
    <td className="whitespace-nowrap px-4 py-3 text-slate-600 text-xs">
      {row.updatedBy ? `${row.updatedBy} · ${formatDateTime(row.updatedAt, locale)}` : "—"}
    </td>
  );
}
