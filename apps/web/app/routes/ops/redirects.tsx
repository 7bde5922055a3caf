import { consoleMeta } from "../../features/console/console-meta.ts";
import { ConsolePage } from "../../features/console/console-shell.tsx";
import { RedirectsView } from "../../features/console-sites/redirects-view.tsx";
import { useT } from "../../i18n/use-locale.ts";

export const meta = consoleMeta("consoleSites.redirects.title");

export default function ConsoleRedirectsPage() {
  const t = useT();
  return (
    <ConsolePage title={t("consoleSites.redirects.title")} permission="sites.edit">
      <p className="-mt-3 text-slate-600 text-sm">{t("consoleSites.redirects.intro")}</p>
      <RedirectsView />
    </ConsolePage>
  );
}
