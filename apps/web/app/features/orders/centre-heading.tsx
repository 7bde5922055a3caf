import type { ReactNode } from "react";

/** The heading of a user-centre page of the orders domain, with an optional action on the right. */
export function CentreHeading({ title, intro, action }: { title: string; intro?: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h1 className="font-bold text-2xl text-ink">{title}</h1>
        {intro && <p className="mt-1.5 max-w-2xl text-slate-600 text-sm leading-6">{intro}</p>}
      </div>
      {action && <div className="shrink-0">{action}</div>}
    </div>
  );
}
