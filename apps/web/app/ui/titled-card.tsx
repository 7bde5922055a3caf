import type { ReactNode } from "react";

const cardClass = "rounded-xl border border-slate-200 p-5 sm:p-6";
const titleClass = "font-semibold text-ink text-lg";

/**
 * A bordered card of the user centre, named for screen readers by its own heading. An `intro`
 * goes under the heading and an `aside` (a state, an action) beside both; `featured` tints the
 * card in the brand colour.
 */
export function TitledCard({
  headingId,
  title,
  intro,
  aside,
  featured = false,
  children,
}: {
  headingId: string;
  title: ReactNode;
  intro?: ReactNode;
  aside?: ReactNode;
  featured?: boolean;
  children: ReactNode;
}) {
  const heading = (
    <h2 id={headingId} className={titleClass}>
      {title}
    </h2>
  );
  return (
    <section aria-labelledby={headingId} className={featured ? `${cardClass} border-brand/40 bg-brand/5` : cardClass}>
      {intro === undefined ? (
        heading
      ) : (
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="max-w-2xl">
            {heading}
            <p className="mt-1 text-slate-600 text-sm">{intro}</p>
          </div>
          {aside}
        </div>
      )}
      {children}
    </section>
  );
}
