import type { ReactNode } from "react";

/** The closing call to action of a marketing page, on the brand colour. */
export function CtaBand({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <div className="relative overflow-hidden rounded-3xl bg-brand px-6 py-12 text-white shadow-lg sm:px-12">
        <div className="relative flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <h2 className="text-balance font-bold text-2xl tracking-tight sm:text-3xl">{title}</h2>
            <p className="mt-3 text-blue-50 text-pretty leading-7">{text}</p>
          </div>
          <div className="flex shrink-0 flex-wrap gap-3">{children}</div>
        </div>
      </div>
    </section>
  );
}

export const ctaPrimaryClass =
  "rounded-lg bg-white px-6 py-3 font-semibold text-brand text-sm shadow-sm hover:bg-white/90";
export const ctaSecondaryClass =
  "rounded-lg border border-white/50 px-6 py-3 font-semibold text-sm text-white hover:bg-white/10";
