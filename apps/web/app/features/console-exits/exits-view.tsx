import { useLocale, useT } from "../../i18n/use-locale.ts";
import { formatDateTime } from "../../lib/format.ts";
import { Badge } from "../../ui/badge.tsx";
import { Table, TableBody, TableHead, TableMessageRow, Th } from "../../ui/table.tsx";
import { ConsoleCard } from "../console/index.ts";
import { useExitHealth } from "./api/exit-health.ts";

/** The gateways' exits: one card per gateway, exits that are down first, with latency, errors and last change. */
export function ExitsView() {
  const t = useT();
  const locale = useLocale();
  const k = (key: string, params?: Record<string, unknown>) => t(`consoleExits.${key}`, params);
  const health = useExitHealth();
  const gateways = health.data?.gateways ?? [];
  const count = new Intl.NumberFormat(locale);

  if (health.data && gateways.length === 0) {
    return (
      <p className="rounded-xl border border-slate-200 bg-white p-5 text-slate-600 text-sm" data-testid="exits-empty">
        {k("empty")}
      </p>
    );
  }
  return (
    <div className="space-y-6">
      {gateways.map((gateway) => {
        const down = gateway.exits.filter((exit) => !exit.up).length;
        return (
          <ConsoleCard key={gateway.gatewayId} id={`gateway-${gateway.gatewayId}`} title={gateway.gatewayId}>
            <p className="-mt-2 mb-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-slate-600 text-sm">
              <span>{k("summary", { total: count.format(gateway.exits.length), down: count.format(down) })}</span>
              <span>{k("reportedAt", { at: formatDateTime(gateway.reportedAt, locale) })}</span>
              {gateway.stale && (
                <Badge tone="warning" dot>
                  {k("stale")}
                </Badge>
              )}
            </p>
            <Table caption={k("caption", { gateway: gateway.gatewayId })} className="bg-white" testId="gateway-exits">
              <TableHead>
                <Th>{k("columns.exit")}</Th>
                <Th>{k("columns.health")}</Th>
                <Th className="hidden px-4 py-2.5 text-right font-medium sm:table-cell">{k("columns.latency")}</Th>
                <Th className="px-4 py-2.5 text-right font-medium">{k("columns.errors")}</Th>
                <Th className="hidden px-4 py-2.5 font-medium sm:table-cell">{k("columns.changedAt")}</Th>
              </TableHead>
              <TableBody>
                {gateway.exits.map((exit) => (
                  <tr key={exit.key} data-testid="exit-row">
                    <td className="px-4 py-3">
                      <div className="break-all font-mono text-slate-800 text-xs">{exit.key}</div>
                      <div className="text-slate-500 text-xs">{k(`kinds.${exit.kind}`)}</div>
                    </td>
                    <td className="whitespace-nowrap px-4 py-3">
                      <Badge tone={exit.up ? "success" : "danger"} dot>
                        {exit.up ? k("up") : k("down")}
                      </Badge>
                      {exit.latencyMs !== null && (
                        <div className="mt-1 text-slate-500 text-xs tabular-nums sm:hidden">
                          {k("ms", { ms: count.format(exit.latencyMs) })}
                        </div>
                      )}
                    </td>
                    <td className="hidden whitespace-nowrap px-4 py-3 text-right tabular-nums sm:table-cell">
                      {exit.latencyMs === null ? "—" : k("ms", { ms: count.format(exit.latencyMs) })}
                    </td>
                    <td className="px-4 py-3 text-right">
                      <div className="tabular-nums">{count.format(exit.errors)}</div>
                      {exit.lastError && (
                        <div className="max-w-[16rem] truncate font-mono text-slate-500 text-xs" title={exit.lastError}>
                          {exit.lastError}
                        </div>
                      )}
                    </td>
                    <td className="hidden whitespace-nowrap px-4 py-3 text-slate-600 text-xs sm:table-cell">
                      {formatDateTime(exit.changedAt, locale)}
                    </td>
                  </tr>
                ))}
                {gateway.exits.length === 0 && <TableMessageRow colSpan={5}>{k("noExits")}</TableMessageRow>}
              </TableBody>
            </Table>
          </ConsoleCard>
        );
      })}
    </div>
  );
}
