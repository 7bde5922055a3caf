import { ConsoleAuthFrame } from "../../features/console/console-auth-frame.tsx";
import { consoleMeta } from "../../features/console/console-meta.ts";
import { EnrolView } from "../../features/console/enrol-view.tsx";
import { QueryProvider } from "../../features/shell/query-provider.tsx";
import { useT } from "../../i18n/use-locale.ts";

export const meta = consoleMeta("console.enrol.title");

export default function ConsoleEnrolPage() {
  const t = useT();
  return (
    <QueryProvider>
      <ConsoleAuthFrame title={t("console.enrol.title")} wide>
        <EnrolView />
      </ConsoleAuthFrame>
    </QueryProvider>
  );
}
