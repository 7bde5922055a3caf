import { useT } from "../../i18n/use-locale.ts";
import { CertificationGate } from "./certification-gate.tsx";
import { PageHeader } from "./page-header.tsx";
import { ProxyGenerator } from "./proxy-generator.tsx";

/** /admin (Get Proxy): the generator and the extraction URL, for certified members. */
export function GetProxyView() {
  const t = useT();
  return (
    <div className="space-y-6 p-4 sm:p-8">
      <PageHeader title={t("pages.getProxy.heading")} intro={t("proxies.generator.intro")} />
      <CertificationGate>
        <ProxyGenerator />
      </CertificationGate>
    </div>
  );
}
