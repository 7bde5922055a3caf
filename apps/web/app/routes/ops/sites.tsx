import { consoleMeta } from "../../features/console/console-meta.ts";
import { ConsolePage } from "../../features/console/console-shell.tsx";
import { SitesView } from "../../features/console-sites/sites-view.tsx";
import { useT } from "../../i18n/use-locale.ts";

export const meta = consoleMeta("consoleSites.sites.title");

export default function ConsoleSitesPage() {
  const t = useT();
  return (
    <ConsolePage title={t("consoleSites.sites.title")} permission="sites.edit">
      <p className="-mt-3 text-slate-600 text-sm">{t("consoleSites.sites.intro")}</p>
      <SitesView />
    </ConsolePage>
  );
}
