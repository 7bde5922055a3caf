import { useId } from "react";
import { useT } from "../../i18n/use-locale.ts";
import { downloadText } from "../../lib/copy-and-save.ts";
import { CopyTextButton } from "../../ui/copy-text-button.tsx";
import { GeneratorLineList } from "./generator-line-list.tsx";
import type { GeneratorInput } from "./generator-model.ts";
import { Panel, primaryButtonClass, secondaryButtonClass } from "./page-header.tsx";

/**
 * The generated lines, to copy or download. `isStale` once the form no longer matches
 * the settings they were made with: they stay readable but are marked as not the answer.
 */
export function GeneratorResult({
  lines,
  usernames,
  input,
  isStale,
}: {
  lines: string[];
  /** Each line's full proxy username (what "Test this line" sends). */
  usernames: string[];
  input: GeneratorInput;
  isStale: boolean;
}) {
  const t = useT();
  const id = useId();

  const download = () => {
    const place = [input.country || "global", input.region, input.city].filter(Boolean).join("-");
    const stamp = new Date().toISOString().slice(0, 16).replace(/[-:T]/g, "");
    downloadText(`proxies-${place}-${input.session}-${stamp}.txt`, `${lines.join("\n")}\n`);
  };

  return (
    <Panel
      title={t("proxies.generator.resultTitle", { count: lines.length })}
      titleId={`${id}-result`}
      testId="proxy-result"
      actions={
        <div className="flex flex-wrap gap-2">
          <CopyTextButton
            text={lines.join("\n")}
            copiedMessage={t("proxies.generator.copied", { count: lines.length })}
            failedMessage={t("proxies.common.copyFailed")}
            className={primaryButtonClass}
          >
            {t("proxies.generator.copyAll")}
          </CopyTextButton>
          <button type="button" className={secondaryButtonClass} onClick={download}>
            {t("proxies.generator.download")}
          </button>
        </div>
      }
    >
      {isStale && (
        <p
          id={`${id}-stale`}
          role="status"
          data-testid="proxy-lines-stale"
          className="mb-3 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-amber-800 text-sm"
        >
          {t("proxies.generator.staleNote")}
        </p>
      )}
      <textarea
        readOnly
        value={lines.join("\n")}
        aria-label={t("proxies.generator.resultLabel")}
        data-testid="proxy-lines"
        rows={Math.min(12, Math.max(4, lines.length))}
        wrap="off"
        spellCheck={false}
        aria-describedby={isStale ? `${id}-stale` : undefined}
        className={`block w-full resize-y rounded-lg border border-slate-200 bg-slate-950 p-3 font-mono text-[12.5px] text-slate-100 leading-6 ${isStale ? "opacity-50" : ""}`}
      />
      {input.session === "rotating" && lines.length > 1 && (
        <p className="mt-2 text-slate-600 text-xs" data-testid="rotating-note">
          {t("proxies.generator.rotatingResultNote", { lines: lines.length })}
        </p>
      )}
      <p className="mt-2 text-slate-500 text-xs">{t("proxies.generator.resultNote")}</p>
      {!isStale && <GeneratorLineList lines={lines} usernames={usernames} protocol={input.protocol} />}
    </Panel>
  );
}
