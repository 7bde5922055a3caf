import { LegalDocumentPage } from "../features/legal/legal-document.tsx";
import { privacyContent } from "../features/legal/privacy-content.ts";
import { pageMeta } from "../lib/page-meta.ts";

export const meta = pageMeta("pages.privacy.title", "pages.privacy.description");

export default function PrivacyPage() {
  return <LegalDocumentPage content={privacyContent} related={{ to: "/terms", titleKey: "pages.terms.title" }} />;
}
