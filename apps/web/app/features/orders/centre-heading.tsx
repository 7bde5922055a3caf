import type { ReactNode } from "react";
import { ButtonLink } from "../../ui/button.tsx";
import { Icon } from "../../ui/icon.tsx";

/** The heading of a user-centre page of the orders domain, with an optional action on the right. */
function CentreHeading({ title, intro, action }: { title: string; intro?: string; action?: ReactNode }) {
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

/** A user-centre page of the orders domain: its padded frame, the heading, then the body. */
export function CentrePage({
  title,
  intro,
  action,
  children,
}: {
  title: string;
  intro: string;
  action: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="space-y-6 p-4 sm:p-8">
      <CentreHeading title={title} intro={intro} action={action} />
      {children}
    </div>
  );
}

/** The "+ Buy …" link at the right of a list page's heading. */
export function BuyLink({ to, label }: { to: string; label: string }) {
  return (
    <ButtonLink to={to} size="md">
      <Icon name="plus" className="size-4" />
      {label}
    </ButtonLink>
  );
}
