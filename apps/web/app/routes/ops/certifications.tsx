import { consoleMeta } from "../../features/console/console-meta.ts";
import { ConsolePage } from "../../features/console/console-shell.tsx";
import { CertificationQueueView } from "../../features/console-members/certification-queue.tsx";
import { useT } from "../../i18n/use-locale.ts";

export const meta = consoleMeta("opsMembers.certificationReview.title");

export default function ConsoleCertificationReviewPage() {
  const t = useT();
  return (
    <ConsolePage title={t("opsMembers.certificationReview.title")} permission="certification.review">
      <CertificationQueueView />
    </ConsolePage>
  );
}
