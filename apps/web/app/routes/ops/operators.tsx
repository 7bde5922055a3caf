import { consoleMeta } from "../../features/console/console-meta.ts";
import { ConsolePage } from "../../features/console/console-shell.tsx";
import { OperatorsView } from "../../features/console/operators-view.tsx";
import { useT } from "../../i18n/use-locale.ts";

export const meta = consoleMeta("console.operators.title");

export default function ConsoleOperatorsPage() {
  const t = useT();
  return (
    <ConsolePage title={t("console.operators.title")} permission="operators.manage">
      <p className="-mt-3 text-slate-600 text-sm">{t("console.operators.intro")}</p>
      <OperatorsView />
    </ConsolePage>
  );
}
