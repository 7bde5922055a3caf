import { consoleMeta } from "../../features/console/console-meta.ts";
import { ConsolePage } from "../../features/console/console-shell.tsx";
import { ExportsView } from "../../features/console-catalogue/exports-view.tsx";
import { useT } from "../../i18n/use-locale.ts";

export const meta = consoleMeta("consoleCatalogue.exports.title");

export default function ConsoleExportsPage() {
  const t = useT();
  return (
    <ConsolePage title={t("consoleCatalogue.exports.title")} permission="exports.run">
      <p className="-mt-3 text-slate-600 text-sm">{t("consoleCatalogue.exports.intro")}</p>
      <ExportsView />
    </ConsolePage>
  );
}
