import type { ReactNode } from "react";
import { CentredPageFrame } from "../../ui/centred-page-frame.tsx";
import { LanguageSwitcher } from "../shell/index.ts";
import { ConsoleBrand } from "./console-shell.tsx";

/** Login and enrolment: the console's mark, the language switch and one card. */
export function ConsoleAuthFrame({
  title,
  subtitle,
  wide = false,
  children,
}: {
  title: string;
  subtitle?: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <CentredPageFrame
      background="bg-slate-100"
      header={
        <>
          <ConsoleBrand />
          <LanguageSwitcher />
        </>
      }
    >
      <main
        className={`w-full ${wide ? "max-w-xl" : "max-w-md"} rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8`}
      >
        <h1 className="font-bold text-2xl text-ink">{title}</h1>
        {subtitle && <p className="mt-2 text-slate-600 text-sm">{subtitle}</p>}
        <div className="mt-6">{children}</div>
      </main>
    </CentredPageFrame>
  );
}
