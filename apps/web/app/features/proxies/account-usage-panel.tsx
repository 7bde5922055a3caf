import type { UsageByAccount } from "@shop/contract";
import { useId } from "react";
import { useLocale, useT } from "../../i18n/use-locale.ts";
import { formatTraffic } from "../../lib/format.ts";
import { TableMessageRow, Th } from "../../ui/table.tsx";
import { ShareCell } from "./share-cell.tsx";
import { UsageTablePanel } from "./usage-table-panel.tsx";

/**
 * The range's use per sub-account, most first, with each account's share;
 * choosing one filters the chart above to it.
 */
export function AccountUsagePanel({
  from,
  to,
  usage,
  isFetching,
  selectedId,
  onSelect,
}: {
  from: string;
  to: string;
  usage: UsageByAccount | undefined;
  isFetching: boolean;
  selectedId: number | null;
  onSelect(accountId: number | null): void;
}) {
  const t = useT();
  const locale = useLocale();
  const ids = useId();
  const total = usage?.totalBytes ?? 0;

  return (
    <UsageTablePanel
      title={t("proxies.accountUsage.title")}
      titleId={`${ids}-accounts`}
      testId="account-usage"
      intro={t("proxies.accountUsage.intro", { from, to })}
      caption={t("proxies.accountUsage.caption", { from, to })}
      isFetching={isFetching}
      head={
        <>
          <Th className="px-3 py-2.5 font-medium sm:px-4">{t("proxies.accountUsage.account")}</Th>
          <Th className="px-3 py-2.5 text-right font-medium sm:px-4">{t("proxies.accountUsage.traffic")}</Th>
          <Th className="py-2.5 pr-3 pl-1 text-right font-medium sm:px-4">{t("proxies.accountUsage.share")}</Th>
        </>
      }
    >
      {(usage?.list ?? []).map((row) => {
        const share = total > 0 ? row.usedBytes / total : 0;
        const isSelected = selectedId === row.accountId;
        return (
          <tr key={row.accountId} className={isSelected ? "bg-brand/5" : undefined}>
            <td className="px-3 py-2.5 sm:px-4">
              <button
                type="button"
                aria-pressed={isSelected}
                onClick={() => onSelect(isSelected ? null : row.accountId)}
                className="font-mono text-brand text-xs hover:underline"
                title={t("proxies.accountUsage.showInChart")}
              >
                {row.username}
              </button>
            </td>
            <td className="whitespace-nowrap px-3 py-2.5 text-right tabular-nums sm:px-4">
              {formatTraffic(row.usedBytes, locale)}
              {row.overLimitBytes > 0 && (
                <span className="block text-amber-700 text-xs">
                  {t("proxies.accountUsage.overLimit", { amount: formatTraffic(row.overLimitBytes, locale) })}
                </span>
              )}
            </td>
            <ShareCell share={share} locale={locale} />
          </tr>
        );
      })}
      {usage && usage.list.length === 0 && (
        <TableMessageRow colSpan={3}>{t("proxies.accountUsage.empty")}</TableMessageRow>
      )}
    </UsageTablePanel>
  );
}
