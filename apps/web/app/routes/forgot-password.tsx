import { pageMeta } from "../lib/page-meta.ts";
import { ComingSoon } from "../ui/coming-soon.tsx";

export const meta = pageMeta("pages.forgotPassword.title", "pages.forgotPassword.description");

export default function ForgotPasswordPage() {
  return (
    <div className="w-full max-w-lg rounded-2xl border border-slate-200 bg-white px-6 py-2 shadow-sm sm:px-8 sm:py-4">
      <ComingSoon page="forgotPassword" compact />
    </div>
  );
}
