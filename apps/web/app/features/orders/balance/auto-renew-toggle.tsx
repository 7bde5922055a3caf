import type { StaticIp } from "@shop/contract";
import { useT } from "../../../i18n/use-locale.ts";
import { showMessage } from "../../../ui/toast.tsx";
import { useAutoRenewList, useSetAutoRenew } from "./api.ts";

/**
 * Auto-renewal from the balance for one static IP (30 days each time): a switch in the IP's row.
 * The list of choices is one query for the whole table.
 */
export function AutoRenewToggle({ ip }: { ip: StaticIp }) {
  const t = useT();
  const list = useAutoRenewList();
  const set = useSetAutoRenew();
  const current = list.data?.find((row) => row.id === ip.id);
  const on = current?.enabled ?? false;
  const toggle = async () => {
    try {
      await set.mutateAsync({ id: ip.id, enabled: !on, days: current?.days ?? 30 });
      showMessage(t(on ? "balance.autoRenew.turnedOff" : "balance.autoRenew.turnedOn", { ip: ip.outIp }), "success");
    } catch {
      // The API client has shown why.
    }
  };
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      onClick={toggle}
      disabled={set.isPending || list.isPending}
      className="inline-flex items-center gap-2 rounded-lg px-2 py-1 text-slate-700 text-xs hover:bg-slate-100 disabled:opacity-60"
      data-testid={`auto-renew-${ip.id}`}
    >
      <span
        aria-hidden="true"
        className={`relative inline-block h-4 w-7 rounded-full transition ${on ? "bg-brand" : "bg-slate-300"}`}
      >
        <span className={`absolute top-0.5 size-3 rounded-full bg-white transition ${on ? "left-3.5" : "left-0.5"}`} />
      </span>
      {t("balance.autoRenew.label")}
      <span className="sr-only"> {ip.outIp}</span>
    </button>
  );
}
