import type { IconName } from "../../ui/icon.tsx";

export type ProductCopyKey = "dynamic" | "static" | "native";

/**
 * What the product pages (public and in the user centre) say about each line:
 * the keys of its highlights (products.<line>.highlights.<key>) and of its
 * targeting cards (products.<line>.targeting.<key>.title/.text), with their icons.
 */
export const productHighlights: Record<ProductCopyKey, readonly string[]> = {
  dynamic: ["pool", "locations", "sessions"],
  static: ["dedicated", "isp", "terms"],
  native: ["native", "residential", "dedicated"],
};

export const productTargeting: Record<ProductCopyKey, ReadonlyArray<{ key: string; icon: IconName }>> = {
  dynamic: [
    { key: "country", icon: "globe" },
    { key: "city", icon: "pin" },
    { key: "rotating", icon: "refresh" },
    { key: "sticky", icon: "clock" },
  ],
  static: [
    { key: "region", icon: "pin" },
    { key: "isp", icon: "server" },
    { key: "fixed", icon: "lock" },
    { key: "replace", icon: "refresh" },
  ],
  native: [
    { key: "native", icon: "globe" },
    { key: "isp", icon: "home" },
    { key: "platforms", icon: "shieldCheck" },
    { key: "fixed", icon: "lock" },
  ],
};
