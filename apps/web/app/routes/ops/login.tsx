import { ConsoleAuthFrame } from "../../features/console/console-auth-frame.tsx";
import { consoleMeta } from "../../features/console/console-meta.ts";
import { ConsoleLoginForm } from "../../features/console/login-form.tsx";
import { QueryProvider } from "../../features/shell/query-provider.tsx";
import { useT } from "../../i18n/use-locale.ts";

export const meta = consoleMeta("console.login.title");

export default function ConsoleLoginPage() {
  const t = useT();
  return (
    <QueryProvider>
      <ConsoleAuthFrame title={t("console.login.title")} subtitle={t("console.login.subtitle")}>
        <ConsoleLoginForm />
        <p className="mt-6 text-center text-slate-500 text-xs">{t("console.login.help")}</p>
      </ConsoleAuthFrame>
    </QueryProvider>
  );
}
