import type { AuditEntry } from "@shop/contract/core";
import type { ReactNode } from "react";
import { useTranslator } from "../../i18n/translator-context.tsx";
import { Alert } from "../../ui/alert.tsx";
import { HeadingCells } from "../../ui/heading-cells.tsx";
import { useBusinessZone } from "../console/index.ts";
import { MemberLink } from "../console-members/index.ts";
import { useAuditEntry } from "./api.ts";
import { OutcomeBadge } from "./audit-view.tsx";
import { actionLabel, recordTypeLabel, valueText } from "./format.ts";

/** One audit row: who, when, from where, why, and the changed fields before and after. */
export function AuditEntryView({ id }: { id: number }) {
  const { t } = useTranslator();
  const entry = useAuditEntry(id);
  return (
    <div className="space-y-4">
      {entry.isError ? (
        <Alert tone="error">{entry.error instanceof Error ? entry.error.message : t("consoleAudit.loadFailed")}</Alert>
      ) : entry.data ? (
        <EntryDetail entry={entry.data} />
      ) : (
        <p className="text-slate-600 text-sm">{t("console.loading")}</p>
      )}
    </div>
  );
}

function EntryDetail({ entry }: { entry: AuditEntry }) {
  const translator = useTranslator();
  const zone = useBusinessZone();
  const { t } = translator;
  return (
    <>
      <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <h2 className="font-semibold text-ink text-lg">
          {actionLabel(translator, entry.action)}{" "}
          <span className="font-mono font-normal text-slate-500 text-sm">{entry.action}</span>
        </h2>
        <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
          <Item label={t("consoleAudit.col.time", { zone: zone.name })}>
            <span className="font-mono">{zone.second(entry.createdAt)}</span>
          </Item>
          <Item label={t("consoleAudit.col.operator")}>
            {entry.operator
              ? `${entry.operator.name} (${entry.operator.email})${entry.operatorRole ? ` · ${t(`console.roles.${entry.operatorRole}`)}` : ""}`
              : t("consoleAudit.unknownOperator")}
          </Item>
          <Item label={t("consoleAudit.col.outcome")}>
            <OutcomeBadge outcome={entry.outcome} />
          </Item>
          <Item label={t("consoleAudit.col.record")}>
            {entry.recordType ? (
              <>
                {recordTypeLabel(translator, entry.recordType)}{" "}
                <span className="font-mono text-slate-500 text-sm">
                  {entry.recordType}
                  {entry.recordId ? ` ${entry.recordId}` : ""}
                </span>
              </>
            ) : (
              "—"
            )}
          </Item>
          <Item label={t("consoleAudit.col.member")}>
            {entry.memberId === null ? "—" : <MemberLink memberId={entry.memberId} />}
          </Item>
          <Item label={t("consoleAudit.col.reason")}>{entry.reason ?? "—"}</Item>
          <Item label={t("consoleAudit.col.ip")}>
            <span className="font-mono">{entry.ip ?? "—"}</span>
          </Item>
          <Item label={t("consoleAudit.userAgent")}>
            <span className="break-all">{entry.userAgent ?? "—"}</span>
          </Item>
          <Item label={t("consoleAudit.requestId")}>
            <span className="break-all font-mono">{entry.requestId ?? "—"}</span>
          </Item>
          <Item label={t("consoleAudit.hash")}>
            <span className="break-all font-mono text-slate-500 text-xs">{entry.hash}</span>
          </Item>
        </dl>
      </section>

      <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <h2 className="font-semibold text-ink">{t("consoleAudit.changes")}</h2>
        {entry.changes.length === 0 ? (
          <p className="mt-2 text-slate-600 text-sm">{t("consoleAudit.noChanges")}</p>
        ) : (
          <div className="mt-3 overflow-x-auto">
            <table className="min-w-full divide-y divide-slate-200 text-sm">
              <caption className="sr-only">{t("consoleAudit.changes")}</caption>
              <thead className="bg-slate-50 text-left text-slate-700">
                <tr>
                  <HeadingCells
                    className="px-3 py-2 font-semibold"
                    labels={[t("consoleAudit.field"), t("consoleAudit.before"), t("consoleAudit.after")]}
                  />
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {entry.changes.map((change) => {
                  const same = valueText(change.before) === valueText(change.after);
                  return (
                    <tr key={change.field} className="align-top">
                      <th scope="row" className="whitespace-nowrap px-3 py-2 text-left font-mono font-normal text-xs">
                        {change.field}
                      </th>
                      <ValueCell
                        value={change.before}
                        marked={!same}
                        markClass="rounded bg-red-50 px-1 text-red-800 line-through"
                      />
                      <ValueCell
                        value={change.after}
                        marked={!same}
                        markClass="rounded bg-emerald-50 px-1 text-emerald-800"
                      />
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-slate-600">{label}</dt>
      <dd className="text-slate-900">{children}</dd>
    </>
  );
}

/** One side of a change: marked (struck out before, highlighted after) when the field changed and this side has a value. */
function ValueCell({ value, marked, markClass }: { value: unknown; marked: boolean; markClass: string }) {
  return (
    <td className="px-3 py-2">
      <span className={`break-all font-mono text-xs ${marked && value !== null ? markClass : "text-slate-600"}`}>
        {valueText(value)}
      </span>
    </td>
  );
}
