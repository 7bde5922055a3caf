import { Outlet } from "react-router";
import { BrandMark } from "../features/shell/brand-mark.tsx";
import { LanguageSwitcher } from "../features/shell/language-switcher.tsx";
import { QueryProvider } from "../features/shell/query-provider.tsx";

/** Auth pages and the mobile payment flow: no site navigation (SPEC §2). */
export default function EmptyLayout() {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <header className="mx-auto flex w-full max-w-5xl items-center justify-between px-4 py-5 sm:px-6">
        <BrandMark />
        <LanguageSwitcher />
      </header>
      <div className="flex flex-1 items-start justify-center px-4 pb-16 sm:items-center">
        <QueryProvider>
          <Outlet />
        </QueryProvider>
      </div>
    </div>
  );
}
