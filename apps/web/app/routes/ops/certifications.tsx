import { consoleMeta } from "../../features/console/console-meta.ts";
import { type ConsoleSection, ConsoleSectionPage } from "../../features/console/section-page.tsx";
import { CertificationQueueView } from "../../features/console-members/certification-queue.tsx";

const section: ConsoleSection = {
  title: "opsMembers.certificationReview.title",
  permission: "certification.review",
  View: CertificationQueueView,
};

export const meta = consoleMeta(section.title);

export default function ConsoleCertificationsPage() {
  return <ConsoleSectionPage {...section} />;
}
