/* What the console's pages of one record (an order, a member, an audit entry) share. */
import type { ReactNode } from "react";
import { LocalizedLink } from "../../i18n/localized-link.tsx";

/** The way back from one record's page to its list, beside the page's title. */
export function ConsoleBackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <LocalizedLink to={to} className="text-brand text-sm hover:underline">
      {children}
    </LocalizedLink>
  );
}

/** Whether an id read from the address can name a record: a whole number above zero. */
export function isRecordId(id: number): boolean {
  return Number.isSafeInteger(id) && id > 0;
}
