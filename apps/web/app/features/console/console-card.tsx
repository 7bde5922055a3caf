import type { ReactNode } from "react";

/** A white card of a console page under its own heading, which names the section for screen readers. */
export function ConsoleCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" aria-labelledby={id}>
      <h2 id={id} className="mb-4 font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}
