import { useState } from "react";
import { useRouteLoaderData } from "react-router";
import { useT } from "../../i18n/use-locale.ts";
import type { RootData } from "../../root.tsx";

/**
 * SPEC §1: the service is for overseas use only. Visitors whose address the
 * offline IP database places in the Chinese mainland see this politely, before
 * they buy; it is part of the server render, so it shows without JavaScript.
 */
export function MainlandNotice() {
  const t = useT();
  const isMainlandVisitor = useRouteLoaderData<RootData>("root")?.isMainlandVisitor;
  const [dismissed, setDismissed] = useState(false);
  if (!isMainlandVisitor || dismissed) return null;
  return (
    <div role="note" className="border-amber-200 border-b bg-amber-50" data-testid="mainland-notice">
      <div className="mx-auto flex max-w-7xl items-start gap-3 px-4 py-3 text-amber-900 text-sm sm:px-6 lg:px-8">
        <p className="flex-1 leading-6">{t("mainlandNotice.text")}</p>
        <button
          type="button"
          onClick={() => setDismissed(true)}
          className="shrink-0 rounded-md px-2 py-1 font-medium text-amber-900 hover:bg-amber-100"
        >
          {t("mainlandNotice.dismiss")}
        </button>
      </div>
    </div>
  );
}
