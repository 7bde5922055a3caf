import type { ProxyLineTestResult, ProxyProtocol } from "@shop/contract";
import { useState } from "react";
import { useLocale, useT } from "../../i18n/use-locale.ts";
import { ApiError } from "../../lib/api-client.ts";
import { CopyTextButton } from "../../ui/copy-text-button.tsx";
import { useTestProxyLine } from "./api/test-proxy-line.ts";
import { linkButtonClass } from "./page-header.tsx";
import { useRefusalText } from "./refusal-text.ts";

/** The most lines listed one by one; the rest are in the text box, "Copy all" and the download. */
export const listedLineLimit = 20;

/** What one test of a line said: the exit, the gateway's refusal in words, or why the test itself failed. */
function TestOutcome({ result, error }: { result?: ProxyLineTestResult; error?: string }) {
  const t = useT();
  const locale = useLocale();
  const refusalText = useRefusalText();
  if (error) return <p className="text-red-700 text-xs">{error}</p>;
  if (!result) return null;
  if (!result.ok) {
    return (
      <p className="text-red-700 text-xs" data-testid="line-test-refused">
        {t("proxies.generator.lineTest.refused", { reason: refusalText(result.reason), code: result.reason })}
      </p>
    );
  }
  const country = result.countryCode
    ? (new Intl.DisplayNames([locale], { type: "region" }).of(result.countryCode) ?? result.countryCode)
    : t("proxies.generator.lineTest.noCountry");
  return (
    <p className="text-emerald-700 text-xs" data-testid="line-test-ok">
      {t("proxies.generator.lineTest.worked", { ip: result.exitIp, country, ms: result.latencyMs })}
    </p>
  );
}

/** One line: the line itself, a copy button and "Test this line" with its outcome under it. */
function LineRow({ line, username, protocol }: { line: string; username: string; protocol: ProxyProtocol }) {
  const t = useT();
  const tester = useTestProxyLine();
  const [outcome, setOutcome] = useState<{ result?: ProxyLineTestResult; error?: string } | null>(null);
  const test = async () => {
    setOutcome(null);
    try {
      setOutcome({ result: await tester.mutateAsync({ username, protocol }) });
    } catch (error) {
      if (error instanceof ApiError) setOutcome({ error: error.message });
      else throw error;
    }
  };
  return (
    <li className="py-2.5" data-testid="proxy-line-row">
      <div className="flex flex-col gap-1.5 sm:flex-row sm:items-center sm:gap-4">
        <code className="min-w-0 flex-1 break-all font-mono text-[12.5px] text-ink">{line}</code>
        <div className="flex shrink-0 gap-4">
          <CopyTextButton
            text={line}
            copiedMessage={t("proxies.generator.copied", { count: 1 })}
            failedMessage={t("proxies.common.copyFailed")}
            className={linkButtonClass}
          >
            {t("proxies.generator.copyLine")}
          </CopyTextButton>
          <button type="button" className={linkButtonClass} disabled={tester.isPending} onClick={test}>
            {tester.isPending ? t("proxies.generator.lineTest.testing") : t("proxies.generator.lineTest.button")}
          </button>
        </div>
      </div>
      <div aria-live="polite" className="mt-1 empty:hidden">
        {outcome && <TestOutcome {...outcome} />}
      </div>
    </li>
  );
}

/** The first lines one by one, each to copy or test on its own. */
export function GeneratorLineList({
  lines,
  usernames,
  protocol,
}: {
  lines: readonly string[];
  usernames: readonly string[];
  protocol: ProxyProtocol;
}) {
  const t = useT();
  // Rotating lines are all alike: a row is known by its place in the batch.
  const shown = lines
    .slice(0, listedLineLimit)
    .map((line, position) => ({ line, position, username: usernames[position] ?? "" }));
  return (
    <div className="mt-4">
      <ul className="divide-y divide-slate-100 border-slate-100 border-y">
        {shown.map((row) => (
          <LineRow key={row.position} line={row.line} username={row.username} protocol={protocol} />
        ))}
      </ul>
      {lines.length > shown.length && (
        <p className="mt-2 text-slate-500 text-xs">
          {t("proxies.generator.moreLines", { shown: shown.length, lines: lines.length })}
        </p>
      )}
    </div>
  );
}
