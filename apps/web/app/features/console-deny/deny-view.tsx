import { denyListLimits } from "@shop/contract";
import { useT } from "../../i18n/use-locale.ts";
import { callSucceeded } from "../../lib/api-client.ts";
import { buttonClass } from "../../ui/button.tsx";
import { showMessage } from "../../ui/toast.tsx";
import { ConsoleCard } from "../console/index.ts";
import { DenyListEditor } from "../deny-list/index.ts";
import { useAddSellerDenyDomain, useDeleteSellerDenyDomain, useSellerDenyList } from "./api/deny-domains.ts";

/** The seller's target deny list: domains no member's traffic may reach, whatever their own lists say. */
export function DenyView() {
  const t = useT();
  const list = useSellerDenyList();
  const addition = useAddSellerDenyDomain();
  const deletion = useDeleteSellerDenyDomain();
  const entries = list.data?.list ?? [];
  const max = list.data?.max ?? denyListLimits.maxSellerDomains;
  return (
    <ConsoleCard id="seller-deny-list" title={t("consoleDeny.card", { used: entries.length, max })}>
      <DenyListEditor
        testId="seller-deny-list"
        texts="consoleDeny"
        entries={entries}
        max={max}
        busy={addition.isPending}
        removing={deletion.isPending}
        buttonClass={buttonClass()}
        onAdd={async (domain) => {
          await addition.mutateAsync({ domain });
          showMessage(t("consoleDeny.added", { domain }), "success");
        }}
        onRemove={async (entry) => {
          if (!(await callSucceeded(deletion.mutateAsync(entry.id)))) return false;
          showMessage(t("consoleDeny.removed", { domain: entry.domain }), "success");
          return true;
        }}
      />
    </ConsoleCard>
  );
}
