import { pageMeta } from "../../lib/page-meta.ts";
import { ComingSoon } from "../../ui/coming-soon.tsx";

export const meta = pageMeta("pages.authCompany.title", "pages.authCompany.description");

export default function AdminAuthCompanyPage() {
  return (
    <div className="px-6 py-4 sm:px-8">
      <ComingSoon page="authCompany" compact />
    </div>
  );
}
