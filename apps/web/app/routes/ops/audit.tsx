import { consoleMeta } from "../../features/console/console-meta.ts";
import { ConsolePage } from "../../features/console/console-shell.tsx";
import { AuditView } from "../../features/console-audit/audit-view.tsx";
import { useT } from "../../i18n/use-locale.ts";

export const meta = consoleMeta("consoleAudit.title");

export default function ConsoleAuditPage() {
  const t = useT();
  return (
    <ConsolePage title={t("consoleAudit.title")} permission="audit.read">
      <p className="-mt-3 text-slate-600 text-sm">{t("consoleAudit.intro")}</p>
      <AuditView />
    </ConsolePage>
  );
}
