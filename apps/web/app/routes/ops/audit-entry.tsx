import { useParams } from "react-router";
import { consoleMeta } from "../../features/console/console-meta.ts";
import { ConsolePage } from "../../features/console/console-shell.tsx";
import { ConsoleBackLink, isRecordId } from "../../features/console/record-page.tsx";
import { AuditEntryView } from "../../features/console-audit/audit-entry-view.tsx";
import { useT } from "../../i18n/use-locale.ts";

export const meta = consoleMeta("consoleAudit.title");

export default function ConsoleAuditEntryPage() {
  const t = useT();
  const id = Number(useParams().id);
  return (
    <ConsolePage
      title={t("consoleAudit.entryTitle", { id })}
      permission="audit.read"
      actions={<ConsoleBackLink to="/ops/audit">← {t("consoleAudit.back")}</ConsoleBackLink>}
    >
      {isRecordId(id) ? <AuditEntryView id={id} /> : <p className="text-red-700">{t("consoleAudit.loadFailed")}</p>}
    </ConsolePage>
  );
}
