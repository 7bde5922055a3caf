import { consoleMeta } from "../../features/console/console-meta.ts";
import { PasswordForm } from "../../features/console/password-form.tsx";
import { useT } from "../../i18n/use-locale.ts";

export const meta = consoleMeta("console.account.title");

/** Every operator's own account: the password (the authenticator changes through a new enrolment link). */
export default function ConsoleAccountPage() {
  const t = useT();
  return (
    <section className="mx-auto max-w-6xl space-y-6">
      <h1 className="font-bold text-2xl text-ink">{t("console.account.title")}</h1>
      <PasswordForm />
    </section>
  );
}
