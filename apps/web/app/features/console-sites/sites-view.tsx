import type { ConsoleSubstation } from "@shop/contract";
import { useState } from "react";
import { useT } from "../../i18n/use-locale.ts";
import { Badge } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { showMessage } from "../../ui/toast.tsx";
import { useSubstations } from "./api/sites.ts";
import { BankAccountForm } from "./bank-account-form.tsx";
import { ChangedByCell, SettingsTable } from "./settings-table.tsx";
import { SubstationForm } from "./substation-form.tsx";

/** The substations: host, names, main flag; each edited in a form, a new one added the same way. */
export function SitesView() {
  const t = useT();
  const k = (key: string, params?: Record<string, unknown>) => t(`consoleSites.sites.${key}`, params);
  const substations = useSubstations();
  // undefined: no form; null: a new substation.
  const [editing, setEditing] = useState<ConsoleSubstation | null | undefined>(undefined);
  const list = substations.data?.list;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-600 text-sm">{k("cacheNote")}</p>
        <Button onClick={() => setEditing(null)}>{k("add")}</Button>
      </div>
      {!list ? (
        <p className="text-slate-500 text-sm">{t("consoleSites.common.loading")}</p>
      ) : (
        <SettingsTable
          caption={k("listLabel")}
          testId="substations-table"
          headings={[k("fields.code"), k("fields.host"), k("names"), k("fields.primaryColor")]}
        >
          {list.map((row) => (
            <tr key={row.id} data-testid={`substation-${row.code}`}>
              <td className="whitespace-nowrap px-4 py-3 font-medium font-mono text-ink">
                {row.code}
                {row.isMain && (
                  <span className="ml-2">
                    <Badge tone="brand">{k("main")}</Badge>
                  </span>
                )}
              </td>
              <td className="whitespace-nowrap px-4 py-3">
                {row.host ?? <span className="text-slate-500">{k("anyHost")}</span>}
              </td>
              <td className="px-4 py-3">
                <p className="text-ink">{row.nameZh}</p>
                <p className="text-slate-500 text-xs">{row.nameEn}</p>
              </td>
              <td className="whitespace-nowrap px-4 py-3">
                <span className="inline-flex items-center gap-2 font-mono text-xs">
                  <span
                    aria-hidden="true"
                    className="size-4 rounded border border-slate-300"
                    style={{ backgroundColor: row.primaryColor }}
                  />
                  {row.primaryColor}
                </span>
              </td>
              <ChangedByCell row={row} />
              <td className="whitespace-nowrap px-4 py-3 text-right">
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => setEditing(row)}
                  aria-label={k("editTitle", { code: row.code })}
                >
                  {t("consoleSites.common.edit")}
                </Button>
              </td>
            </tr>
          ))}
        </SettingsTable>
      )}
      {editing !== undefined && (
        <SubstationForm
          key={editing?.id ?? "new"}
          row={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            showMessage(t("consoleSites.common.saved"), "success");
            setEditing(undefined);
          }}
        />
      )}
      <BankAccountForm />
    </div>
  );
}
