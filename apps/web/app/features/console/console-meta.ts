import { splitLocalePath } from "@shop/contract/core";
import type { MetaDescriptor } from "react-router";
import { translate } from "../../i18n/i18n.ts";

/** "{page} - Operator console", never indexed. */
export function consoleMeta(titleKey: string) {
  return ({ location }: { location: { pathname: string } }): MetaDescriptor[] => {
    const { locale } = splitLocalePath(location.pathname);
    return [
      { title: `${translate(locale, titleKey)} - ${translate(locale, "console.brand")}` },
      { name: "robots", content: "noindex, nofollow" },
    ];
  };
}
