import type { StaticIp } from "@shop/contract";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { useLocale, useT } from "../../../i18n/use-locale.ts";
import { copyText, downloadText } from "../../../lib/copy-and-save.ts";
import { formatDateTime } from "../../../lib/format.ts";
import { buttonClass } from "../../../ui/button.tsx";
import { Icon, type IconName } from "../../../ui/icon.tsx";
import { showMessage } from "../../../ui/toast.tsx";
import { useRegionOptions } from "../api/region-options.ts";
import { staticIpKeys, useAllStaticIps, useStaticIpPage } from "../api/static-ip-page.ts";
import { staticOrderKeys } from "../api/static-order-page.ts";
import { ipLine, toCsv } from "../ip-lines.ts";
import { FilterBar, PagedListBody, SelectFilter } from "../lists/list-controls.tsx";
import { type IpListQuery, listPageSize, useListParams } from "../lists/list-query.ts";
import { isResourceType, type ResourceType, resourceTypes } from "../order-format.ts";
import type { OrderRef } from "../order-ref.ts";
import { PayDialog } from "../pay-dialog.tsx";
import { useServerNow } from "../server-clock.ts";
import { RenewDialog } from "./renew-dialog.tsx";
import { StaticIpTable } from "./static-ip-table.tsx";

const filterNames = ["nodeId", "status", "orderNo"];

/** Where the "buy" link of an empty tab goes. */
const buyLine: Record<ResourceType, string> = { 1: "datacenter", 2: "static", 3: "native", 12: "static-cn" };

function ipQuery(params: URLSearchParams, type: ResourceType): IpListQuery {
  const page = Number(params.get("page") ?? 1);
  const nodeId = Number(params.get("nodeId"));
  const status = Number(params.get("status"));
  return {
    pageNo: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize: listPageSize,
    type,
    nodeId: Number.isInteger(nodeId) && nodeId > 0 ? nodeId : undefined,
    status: status === 1 || status === 2 ? status : undefined,
    orderNo: params.get("orderNo")?.trim() || undefined,
  };
}

function TypeTabs({ type }: { type: ResourceType }) {
  const t = useT();
  const { update } = useListParams();
  return (
    <div
      role="tablist"
      aria-label={t("orders.ips.typesLabel")}
      // Two rows of two on a phone: a row that scrolled sideways showed "Ch…" with nothing saying more was there.
      className="-mb-px grid grid-cols-2 gap-x-1 px-2 sm:flex sm:gap-1 sm:overflow-x-auto sm:px-3"
    >
      {resourceTypes.map((candidate) => {
        const selected = candidate === type;
        return (
          <button
            key={candidate}
            type="button"
            role="tab"
            id={`ip-tab-${candidate}`}
            aria-selected={selected}
            aria-controls="ip-panel"
            tabIndex={selected ? 0 : -1}
            onClick={() =>
              update({
                type: candidate === 2 ? undefined : candidate,
                nodeId: undefined,
                status: undefined,
                orderNo: undefined,
              })
            }
            onKeyDown={(event) => {
              if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
              const at = resourceTypes.indexOf(type);
              const next =
                resourceTypes[
                  (at + (event.key === "ArrowRight" ? 1 : resourceTypes.length - 1)) % resourceTypes.length
                ];
              if (next === undefined) return;
              update({ type: next === 2 ? undefined : next, nodeId: undefined, status: undefined, orderNo: undefined });
              document.getElementById(`ip-tab-${next}`)?.focus();
            }}
            className={`min-w-0 shrink-0 border-b-2 px-2 py-3 text-center font-medium text-sm sm:whitespace-nowrap sm:px-3 sm:text-left ${
              selected ? "border-brand text-brand" : "border-transparent text-slate-600 hover:text-ink"
            }`}
          >
            {t(`orders.resourceTypes.${candidate}`)}
          </button>
        );
      })}
    </div>
  );
}

function RegionAndStatusFilters({ type }: { type: ResourceType }) {
  const t = useT();
  const regions = useRegionOptions(type);
  return (
    <>
      <SelectFilter
        name="nodeId"
        label={t("orders.ips.region")}
        allLabel={t("orders.ips.allRegions")}
        options={(regions.data ?? []).map((node) => ({
          value: node.id,
          label: node.ispName ? `${node.regionName} · ${node.ispName}` : node.regionName,
        }))}
      />
      <SelectFilter
        name="status"
        label={t("orders.filters.status")}
        allLabel={t("orders.filters.allStatuses")}
        options={[1, 2].map((status) => ({ value: status, label: t(`orders.ipStatus.${status}`) }))}
      />
    </>
  );
}

const toolButton = buttonClass({ variant: "secondary", size: "h9", className: "disabled:pointer-events-none" });

/** A button of the toolbar over the IP list. */
function ToolButton({
  icon,
  disabled,
  onClick,
  children,
}: {
  icon: IconName;
  disabled: boolean;
  onClick(): void;
  children: ReactNode;
}) {
  return (
    <button type="button" className={toolButton} disabled={disabled} onClick={onClick}>
      <Icon name={icon} className="size-4" />
      {children}
    </button>
  );
}

/**
 * IP management (SPEC §2 static/management and static/components/IPManagement):
 * a tab per resource type, region/status/order-number filters, paging, live
 * remaining time, copy, CSV export and renewal. `rowActions` is the slot for
 * further per-IP actions (the "Exchange" action is added there).
 */
export function IpManagement({ rowActions }: { rowActions?: (ip: StaticIp) => ReactNode }) {
  const t = useT();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const { params } = useListParams();
  const rawType = Number(params.get("type") ?? 2);
  const type: ResourceType = isResourceType(rawType) ? rawType : 2;
  const query = ipQuery(params, type);
  const page = useStaticIpPage(query);
  const now = useServerNow(page.data?.serverTime);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [renewing, setRenewing] = useState<StaticIp[] | null>(null);
  const [paying, setPaying] = useState<OrderRef | null>(null);
  const allIps = useAllStaticIps();
  const list = page.data?.list ?? [];
  const filtered = filterNames.some((name) => params.has(name));

  // A new tab or filter starts with nothing selected.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the selection belongs to one tab and filter.
  useEffect(() => setSelected(new Set()), [type, query.nodeId, query.status, query.orderNo]);

  const select = (ids: number[], isSelected: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (isSelected) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  const selectedIps = list.filter((ip) => selected.has(ip.id));

  const copy = async (ips: StaticIp[]) => {
    if (ips.length === 0) return;
    const copied = await copyText(ips.map(ipLine).join("\n"));
    if (copied) showMessage(t("orders.ips.copied", { count: ips.length }), "success");
    else showMessage(t("orders.ips.copyFailed"), "error");
  };

  const exportCsv = async () => {
    try {
      // The selection, or else everything the filters match.
      const rows = selectedIps.length > 0 ? selectedIps : await allIps.mutateAsync(query);
      const header = [
        t("orders.csv.orderNo"),
        t("orders.csv.product"),
        t("orders.csv.region"),
        t("orders.csv.host"),
        t("orders.csv.port"),
        t("orders.csv.account"),
        t("orders.csv.password"),
        t("orders.csv.exitIp"),
        t("orders.csv.purchaseTime"),
        t("orders.csv.expireTime"),
        t("orders.csv.status"),
        t("orders.csv.line"),
      ];
      const csv = toCsv(
        header,
        rows.map((ip) => [
          ip.orderNo,
          t(`orders.resourceTypes.${ip.type}`),
          ip.regionName,
          ip.host,
          ip.port,
          ip.account,
          ip.password,
          ip.outIp,
          formatDateTime(ip.purchaseTime, locale),
          formatDateTime(ip.expireTime, locale),
          t(`orders.ipStatus.${ip.status}`),
          ipLine(ip),
        ]),
      );
      const stamp = new Date().toISOString().slice(0, 10);
      downloadText(`static-ips-${type}-${stamp}.csv`, csv, "text/csv;charset=utf-8");
    } catch {
      // The API client has shown why.
    }
  };

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: staticIpKeys.all });
    void queryClient.invalidateQueries({ queryKey: staticOrderKeys.all });
  };

  return (
    <div className="rounded-xl border border-slate-200 bg-white">
      <div className="border-slate-200 border-b">
        <TypeTabs type={type} />
      </div>
      <div id="ip-panel" role="tabpanel" aria-labelledby={`ip-tab-${type}`}>
        <FilterBar
          names={filterNames}
          gridClassName="lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-start"
        >
          <RegionAndStatusFilters type={type} />
        </FilterBar>
        <div className="flex flex-wrap items-center gap-2 border-slate-100 border-b bg-slate-50/60 px-4 py-2.5 sm:px-5">
          <p className="mr-auto text-slate-600 text-sm" aria-live="polite">
            {selectedIps.length > 0
              ? t("orders.ips.selectedCount", { count: selectedIps.length })
              : t("orders.ips.selectHint")}
          </p>
          <ToolButton icon="copy" disabled={selectedIps.length === 0} onClick={() => copy(selectedIps)}>
            {t("orders.ips.copySelected")}
          </ToolButton>
          <ToolButton icon="refresh" disabled={selectedIps.length === 0} onClick={() => setRenewing(selectedIps)}>
            {t("orders.ips.renewSelected")}
          </ToolButton>
          <ToolButton icon="receipt" disabled={allIps.isPending || list.length === 0} onClick={exportCsv}>
            {selectedIps.length > 0 ? t("orders.ips.exportSelected") : t("orders.ips.exportAll")}
          </ToolButton>
        </div>

        <PagedListBody
          page={page}
          pageNo={query.pageNo}
          pageSize={listPageSize}
          filtered={filtered}
          emptyAction={{
            to: `/admin/static/buy?line=${buyLine[type]}`,
            label: t("orders.ips.buy", { product: t(`orders.resourceTypes.${type}`) }),
          }}
        >
          {(ips) => (
            <StaticIpTable
              ips={ips}
              now={now}
              selected={selected}
              onSelect={select}
              onCopy={(ip) => copy([ip])}
              onRenew={(ip) => setRenewing([ip])}
              rowActions={rowActions}
            />
          )}
        </PagedListBody>
      </div>

      <RenewDialog
        type={type}
        ips={renewing}
        onClose={() => setRenewing(null)}
        onCreated={(ref) => {
          setRenewing(null);
          setPaying(ref);
        }}
      />
      <PayDialog
        orderRef={paying}
        title={t("orders.renew.payTitle")}
        onClose={() => {
          setPaying(null);
          refresh();
        }}
        onPaid={() => {
          setPaying(null);
          setSelected(new Set());
          showMessage(t("orders.renew.done"), "success");
          refresh();
        }}
      />
    </div>
  );
}
