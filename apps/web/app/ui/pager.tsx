import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClass } from "./button.tsx";

/** How many pages `total` items fill at `pageSize` a page; at least one, so an empty list is on page 1 of 1. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * How the pager moves. Buttons calling `onPage` are disabled at the ends; links to
 * `hrefFor(page)` work before the page is hydrated (or without JavaScript) and are
 * left out at the ends, since a link cannot be disabled.
 */
type Steps = { onPage(page: number): void; hrefFor?: never } | { hrefFor(page: number): string; onPage?: never };

/**
 * Previous / next for a paged list, in a `nav` named `label`. With a `summary` ("12 in all"),
 * it comes first and the steps are grouped at the end; without one, the steps sit at the two
 * ends. `position` ("page 2 of 5") sits between the steps.
 */
export function Pager({
  label,
  page,
  pages,
  previous,
  next,
  summary,
  position,
  className = "",
  stepClassName = buttonClass({ variant: "secondary", size: "sm" }),
  ...steps
}: {
  label: string;
  page: number;
  pages: number;
  previous: ReactNode;
  next: ReactNode;
  summary?: ReactNode;
  position?: ReactNode;
  /** The nav's spacing, borders and type beside its flex layout. */
  className?: string;
  stepClassName?: string;
} & Steps) {
  const step = (to: number, rel: "prev" | "next", content: ReactNode) => {
    const available = to >= 1 && to <= pages;
    if (steps.hrefFor) {
      return available ? (
        <Link to={steps.hrefFor(to)} className={stepClassName} rel={rel}>
          {content}
        </Link>
      ) : (
        <span />
      );
    }
    const { onPage } = steps;
    return (
      <button type="button" className={stepClassName} disabled={!available} onClick={() => onPage(to)}>
        {content}
      </button>
    );
  };
  const back = step(page - 1, "prev", previous);
  const forward = step(page + 1, "next", next);
  return (
    <nav aria-label={label} className={`flex items-center justify-between ${className}`}>
      {summary === undefined ? (
        <>
          {back}
          {position}
          {forward}
        </>
      ) : (
        <>
          {summary}
          <div className="flex items-center gap-2">
            {back}
            {position}
            {forward}
          </div>
        </>
      )}
    </nav>
  );
}
