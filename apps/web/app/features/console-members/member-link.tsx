import { LocalizedLink } from "../../i18n/localized-link.tsx";

/** "#42", linked to that member's console page. */
export function MemberLink({ memberId }: { memberId: number }) {
  return (
    <LocalizedLink to={`/ops/members/${memberId}`} className="text-brand hover:underline">
      #{memberId}
    </LocalizedLink>
  );
}
