import { useRouteLoaderData } from "react-router";
import { LocalizedLink } from "../../i18n/localized-link.tsx";
import type { RootData } from "../../root.tsx";

/** The substation's logo (or its name beside a mark) linking home. */
export function BrandMark() {
  const substation = useRouteLoaderData<RootData>("root")?.substation;
  const name = substation?.name ?? "";
  return (
    <LocalizedLink to="/" className="flex shrink-0 items-center gap-2 font-bold text-ink text-lg" aria-label={name}>
      {substation?.logoUrl ? (
        <img src={substation.logoUrl} alt="" className="h-8 w-auto" />
      ) : (
        <svg viewBox="0 0 32 32" className="size-8 text-brand" aria-hidden="true">
          <rect width="32" height="32" rx="8" fill="currentColor" />
          <path d="M9 20.5 16 9l7 11.5M11.5 16.5h9" stroke="#fff" strokeWidth="2.4" fill="none" strokeLinecap="round" />
        </svg>
      )}
      <span>{name}</span>
    </LocalizedLink>
  );
}
