import { Outlet } from "react-router";
import { BrandMark } from "../features/shell/brand-mark.tsx";
import { LanguageSwitcher } from "../features/shell/language-switcher.tsx";
import { QueryProvider } from "../features/shell/query-provider.tsx";
import { CentredPageFrame } from "../ui/centred-page-frame.tsx";

/** Auth pages and the mobile payment flow: no site navigation (SPEC §2). */
export default function EmptyLayout() {
  return (
    <CentredPageFrame
      background="bg-slate-50"
      header={
        <>
          <BrandMark />
          <LanguageSwitcher />
        </>
      }
    >
      <QueryProvider>
        <Outlet />
      </QueryProvider>
    </CentredPageFrame>
  );
}
