import type { ConsoleOperator } from "@shop/contract/core";
import type { ComponentType } from "react";
import { useT } from "../../i18n/use-locale.ts";
import { ConsolePage } from "./console-shell.tsx";

/** What one console section's route says: its title, an optional line under it, who may see it, and its view. */
export interface ConsoleSection {
  /** The message key of the page's heading and of its browser title (`consoleMeta(section.title)`). */
  title: string;
  /** The message key of the sentence under the heading. */
  intro?: string;
  permission: ConsoleOperator["permissions"][number];
  View: ComponentType;
}

/** A console section page drawn from its route's description: heading, intro, permission check, view. */
export function ConsoleSectionPage({ title, intro, permission, View }: ConsoleSection) {
  const t = useT();
  return (
    <ConsolePage title={t(title)} permission={permission}>
      {intro && <p className="-mt-3 text-slate-600 text-sm">{t(intro)}</p>}
      <View />
    </ConsolePage>
  );
}
