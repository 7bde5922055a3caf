import { useT } from "../../i18n/use-locale.ts";
import { AccountsPanel } from "./accounts-panel.tsx";
import { AllowlistPanel } from "./allowlist-panel.tsx";
import { CertificationGate } from "./certification-gate.tsx";
import { DenyListPanel } from "./deny-list-panel.tsx";
import { PageHeader } from "./page-header.tsx";

/** /admin/account-password-auth: proxy sub-accounts, the IP allowlist and the target deny list, for certified members. */
export function AccountAuthView() {
  const t = useT();
  return (
    <div className="space-y-6 p-4 sm:p-8">
      <PageHeader title={t("pages.accountPasswordAuth.heading")} intro={t("proxies.accounts.pageIntro")} />
      <CertificationGate>
        <div className="space-y-6">
          <AccountsPanel />
          <AllowlistPanel />
          <DenyListPanel />
        </div>
      </CertificationGate>
    </div>
  );
}
