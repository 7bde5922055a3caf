import { consoleMeta } from "../../features/console/console-meta.ts";
import { useT } from "../../i18n/use-locale.ts";

export const meta = consoleMeta("console.notFound");

export default function ConsoleNotFoundPage() {
  const t = useT();
  return <p className="text-slate-600">{t("console.notFound")}</p>;
}
