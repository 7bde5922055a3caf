import type { InputHTMLAttributes } from "react";
import { useId } from "react";
import { useT } from "../i18n/use-locale.ts";

/**
 * "Also log out every other device and revoke all API keys": offered on a password change, a
 * password reset and when two-factor login is turned on; ticked unless the member unticks it.
 */
export function EndOtherAccessField(props: InputHTMLAttributes<HTMLInputElement>) {
  const t = useT();
  const hintId = useId();
  return (
    <label className="flex cursor-pointer items-start gap-3 text-sm">
      <input type="checkbox" className="mt-1" aria-describedby={hintId} {...props} />
      <span>
        <span className="block font-medium text-ink">{t("auth.endOtherAccess")}</span>
        <span id={hintId} className="block text-slate-600 text-xs leading-5">
          {t("auth.endOtherAccessHint")}
        </span>
      </span>
    </label>
  );
}
