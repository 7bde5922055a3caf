import { consoleMeta } from "../../features/console/console-meta.ts";
import { ConsolePage } from "../../features/console/console-shell.tsx";
import { KycQueueView } from "../../features/console-members/kyc-queue.tsx";
import { useT } from "../../i18n/use-locale.ts";

export const meta = consoleMeta("opsMembers.kyc.title");

export default function ConsoleKycPage() {
  const t = useT();
  return (
    <ConsolePage title={t("opsMembers.kyc.title")} permission="kyc.review">
      <KycQueueView />
    </ConsolePage>
  );
}
