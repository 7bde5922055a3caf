import type { ComponentProps, ReactNode } from "react";
import { SectionHeading } from "./section-heading.tsx";

/**
 * One full-width block of a marketing page: the page's 7xl column with its side padding, a
 * `SectionHeading` (whose `id` names the section for assistive technology) and the block's body.
 * `tinted` blocks run a slate band edge to edge, so the column sits inside the band.
 */
export function PageSection({
  heading,
  anchor,
  tinted = false,
  spacing = "py-16",
  children,
}: {
  heading: ComponentProps<typeof SectionHeading>;
  /** The section's own id, for in-page links (`#pricing`): it then stops below the sticky header. */
  anchor?: string;
  tinted?: boolean;
  spacing?: "py-14" | "py-16";
  children: ReactNode;
}) {
  const column = `mx-auto max-w-7xl px-4 ${spacing} sm:px-6 lg:px-8`;
  const scrollMargin = anchor ? " scroll-mt-20" : "";
  const body = (
    <>
      <SectionHeading {...heading} />
      {children}
    </>
  );
  if (tinted) {
    return (
      <section id={anchor} aria-labelledby={heading.id} className={`bg-slate-50${scrollMargin}`}>
        <div className={column}>{body}</div>
      </section>
    );
  }
  return (
    <section id={anchor} aria-labelledby={heading.id} className={column + scrollMargin}>
      {body}
    </section>
  );
}
