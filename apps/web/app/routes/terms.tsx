import { LegalDocumentPage } from "../features/legal/legal-document.tsx";
import { termsContent } from "../features/legal/terms-content.ts";
import { pageMeta } from "../lib/page-meta.ts";

export const meta = pageMeta("pages.terms.title", "pages.terms.description");

export default function TermsPage() {
  return <LegalDocumentPage content={termsContent} related={{ to: "/privacy", titleKey: "pages.privacy.title" }} />;
}
