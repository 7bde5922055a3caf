import type { ReactNode } from "react";

/** The phone-sized card the /h5 pages sit in (the empty layout centres it on wide screens). */
export function H5Card({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <main className="w-full max-w-lg" data-testid={testId}>
      {children}
    </main>
  );
}

export function H5Heading({ title, intro }: { title: string; intro?: ReactNode }) {
  return (
    <div className="mb-5">
      <h1 className="font-bold text-2xl text-ink tracking-tight">{title}</h1>
      {intro && <p className="mt-1.5 text-slate-600 text-sm leading-6">{intro}</p>}
    </div>
  );
}
