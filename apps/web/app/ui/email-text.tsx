import { Fragment } from "react";

/**
 * An e-mail address that may wrap only before its "@" and its dots: `break-all` cut
 * "support@cloudstack-pro|xy.example" mid-word on a phone. With the parent's `break-words` a part
 * longer than the line still breaks, as a last resort.
 */
export function EmailText({ address }: { address: string }) {
  const parts = address.split(/(?=[@.])/);
  return (
    <>
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, in order.
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
