import { denyListLimits } from "@shop/contract";
import { useId } from "react";
import { useT } from "../../i18n/use-locale.ts";
import { callSucceeded } from "../../lib/api-client.ts";
import { LoadingOverlay } from "../../ui/loading-overlay.tsx";
import { showMessage } from "../../ui/toast.tsx";
import { DenyListEditor } from "../deny-list/index.ts";
import { useAddDenyDomain, useDeleteDenyDomain, useDenyList } from "./api/deny-list.ts";
import { LoadFailedRetry, Panel, primaryButtonClass } from "./page-header.tsx";

/** The member's target deny list: domains none of their sub-accounts may reach, beside the seller's. */
export function DenyListPanel() {
  const t = useT();
  const id = useId();
  const list = useDenyList({ enabled: true });
  const addition = useAddDenyDomain();
  const deletion = useDeleteDenyDomain();
  const entries = list.data?.list ?? [];
  const max = list.data?.max ?? denyListLimits.maxMemberDomains;
  const seller = list.data?.seller ?? [];

  return (
    <div id="deny-list" className="scroll-mt-24">
      <Panel
        title={t("proxies.denyList.title")}
        titleId={`${id}-title`}
        testId="deny-list"
        actions={
          <span className="text-slate-500 text-sm tabular-nums">
            {t("proxies.denyList.count", { used: entries.length, max })}
          </span>
        }
      >
        <p className="-mt-1 mb-4 text-pretty text-slate-600 text-sm leading-6">{t("proxies.denyList.intro")}</p>
        <LoadingOverlay loading={list.isFetching} label={t("common.loading")}>
          {list.isError && !list.data ? (
            <p className="py-6 text-center text-slate-600 text-sm">
              <LoadFailedRetry onRetry={() => list.refetch()} />
            </p>
          ) : (
            <DenyListEditor
              testId="deny-list-editor"
              texts="proxies.denyList"
              entries={entries}
              max={max}
              busy={addition.isPending}
              removing={deletion.isPending}
              buttonClass={primaryButtonClass}
              onAdd={async (domain) => {
                await addition.mutateAsync({ domain });
                showMessage(t("proxies.denyList.added", { domain }), "success");
              }}
              onRemove={async (entry) => {
                if (!(await callSucceeded(deletion.mutateAsync(entry.id)))) return false;
                showMessage(t("proxies.denyList.removed", { domain: entry.domain }), "success");
                return true;
              }}
            />
          )}
        </LoadingOverlay>
        {seller.length > 0 && (
          <p className="mt-4 text-slate-600 text-sm leading-6" data-testid="deny-list-seller">
            {t("proxies.denyList.seller")}{" "}
            <span className="break-all font-mono text-slate-700 text-xs">{seller.join(", ")}</span>
          </p>
        )}
      </Panel>
    </div>
  );
}
