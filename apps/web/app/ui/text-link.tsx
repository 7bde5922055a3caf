import type { ReactNode } from "react";
import { LocalizedLink } from "../i18n/localized-link.tsx";
import { Icon } from "./icon.tsx";
import { chevronLeft, StrokeIcon } from "./stroke-icon.tsx";

/**
 * A brand-coloured text link that leads on, with an arrow after its words. `className` places it
 * (margin, display, gap) and sets its weight.
 */
export function ArrowLink({ to, className, children }: { to: string; className: string; children: ReactNode }) {
  return (
    <LocalizedLink to={to} className={`${className} items-center text-brand text-sm hover:underline`}>
      {children}
      <Icon name="arrowRight" className="size-4" />
    </LocalizedLink>
  );
}

const backLinkTones = {
  muted: "text-slate-500 hover:text-brand",
  brand: "font-medium text-brand hover:underline",
};

/** The link back to the page above, a chevron before its words, over a page's heading. */
export function BackLink({
  to,
  tone,
  children,
}: {
  to: string;
  tone: keyof typeof backLinkTones;
  children: ReactNode;
}) {
  return (
    <LocalizedLink to={to} className={`mb-3 inline-flex items-center gap-1 text-sm ${backLinkTones[tone]}`}>
      <StrokeIcon strokes={chevronLeft} grid={20} className="size-4" />
      {children}
    </LocalizedLink>
  );
}
