import { useId, useState } from "react";
import { LocalizedLink } from "../../i18n/localized-link.tsx";
import { useLocale, useT } from "../../i18n/use-locale.ts";
import { callSucceeded } from "../../lib/api-client.ts";
import { CopyTextButton } from "../../ui/copy-text-button.tsx";
import { ConfirmDialog } from "../../ui/dialog.tsx";
import { showMessage } from "../../ui/toast.tsx";
import { useExtractionToken, useRotateExtractionToken } from "./api/extraction-token.ts";
import { buildExtractionUrl, type GeneratorInput } from "./generator-model.ts";
import { Panel, secondaryButtonClass, selectBaseClass } from "./page-header.tsx";

/**
 * The extraction API: the member's secret URL that answers a fresh
 * list for the same parameters, as plain text or JSON, only to allowlisted IPs.
 */
export function ExtractionPanel({ input, maxCount }: { input: GeneratorInput; maxCount: number }) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const token = useExtractionToken({ enabled: true });
  const [type, setType] = useState<"txt" | "json">("txt");
  const [confirmOpen, setConfirmOpen] = useState(false);
  const rotation = useRotateExtractionToken();
  const url = token.data ? buildExtractionUrl(token.data.url, input, type, locale === "en" ? "en" : undefined) : "";

  const rotate = async () => {
    if (!(await callSucceeded(rotation.mutateAsync()))) return;
    setConfirmOpen(false);
    showMessage(t("proxies.extraction.rotated"), "success");
  };

  return (
    <Panel title={t("proxies.extraction.title")} titleId={`${id}-title`} testId="extraction-api">
      <p className="-mt-1 max-w-3xl text-pretty text-slate-600 text-sm leading-6">
        {t("proxies.extraction.intro", { max: token.data?.maxCount ?? maxCount })}
      </p>
      <div className="mt-4 flex flex-col gap-3 lg:flex-row lg:items-end">
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-url`} className="block font-medium text-slate-700 text-sm">
            {t("proxies.extraction.url")}
          </label>
          <input
            id={`${id}-url`}
            readOnly
            value={token.isPending ? t("common.loading") : url}
            onFocus={(event) => event.currentTarget.select()}
            className="mt-1.5 block w-full min-w-0 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2.5 font-mono text-ink text-xs"
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <label className="sr-only" htmlFor={`${id}-type`}>
            {t("proxies.extraction.type")}
          </label>
          <select
            id={`${id}-type`}
            value={type}
            onChange={(event) => setType(event.target.value === "json" ? "json" : "txt")}
            className={`${selectBaseClass} py-2`}
          >
            <option value="txt">{t("proxies.extraction.types.txt")}</option>
            <option value="json">{t("proxies.extraction.types.json")}</option>
          </select>
          <CopyTextButton
            text={url}
            copiedMessage={t("proxies.extraction.copied")}
            failedMessage={t("proxies.common.copyFailed")}
            className={secondaryButtonClass}
            disabled={!url}
          >
            {t("proxies.extraction.copy")}
          </CopyTextButton>
          <button
            type="button"
            className={secondaryButtonClass}
            disabled={!token.data}
            onClick={() => setConfirmOpen(true)}
          >
            {t("proxies.extraction.rotate")}
          </button>
        </div>
      </div>
      <ul className="mt-4 space-y-1.5 text-slate-600 text-xs leading-5">
        <li className="flex gap-2">
          <span aria-hidden="true" className="mt-1.5 size-1.5 shrink-0 rounded-full bg-amber-500" />
          <span>
            {t("proxies.extraction.allowlistNote")}{" "}
            <LocalizedLink
              to="/admin/account-password-auth#allowlist"
              className="font-medium text-brand hover:underline"
            >
              {t("proxies.extraction.manageAllowlist")}
            </LocalizedLink>
          </span>
        </li>
        <li className="flex gap-2">
          <span aria-hidden="true" className="mt-1.5 size-1.5 shrink-0 rounded-full bg-slate-400" />
          <span>{t("proxies.extraction.sessionNote")}</span>
        </li>
        <li className="flex gap-2">
          <span aria-hidden="true" className="mt-1.5 size-1.5 shrink-0 rounded-full bg-slate-400" />
          <span>{t("proxies.extraction.secretNote")}</span>
        </li>
      </ul>
      <ConfirmDialog
        open={confirmOpen}
        title={t("proxies.extraction.rotateTitle")}
        confirmLabel={t("proxies.extraction.rotateConfirm")}
        busy={rotation.isPending}
        danger
        onConfirm={rotate}
        onClose={() => setConfirmOpen(false)}
      >
        {t("proxies.extraction.rotateText")}
      </ConfirmDialog>
    </Panel>
  );
}
