import { useEffect, useId, useState } from "react";
import { LocalizedLink } from "../../i18n/localized-link.tsx";
import { useT } from "../../i18n/use-locale.ts";
import { LoadingOverlay } from "../../ui/loading-overlay.tsx";
import { useProxyAccounts } from "./api/proxy-accounts.ts";
import { useProxyGateway } from "./api/proxy-gateway.ts";
import { ExtractionPanel } from "./extraction-panel.tsx";
import { GeneratorForm } from "./generator-form.tsx";
import {
  defaultGeneratorInput,
  findGeneratorProblem,
  formatProxyLines,
  type GatewaySettings,
  type GeneratorField,
  type GeneratorSeed,
  generateProxyUsernames,
  newGeneratorSeed,
  seededRandom,
} from "./generator-model.ts";
import type { GeneratorFormState } from "./generator-place-fields.tsx";
import { GeneratorResult } from "./generator-result.tsx";
import { refusalArticle } from "./help-links.ts";
import { LoadFailedRetry, Panel } from "./page-header.tsx";
import { useReasonText } from "./reason-text.ts";

/** The proxy generator of SPEC §2 Get Proxy: parameters, live checks, the lines, copy and download. */
export function ProxyGenerator() {
  const t = useT();
  const reasonText = useReasonText();
  const id = useId();
  const accounts = useProxyAccounts({ pageNo: 1, pageSize: 100 }, { enabled: true });
  const gateway = useProxyGateway({ enabled: true });
  const [form, setForm] = useState<GeneratorFormState>({ ...defaultGeneratorInput, areaCode: "", cityCode: "" });
  // The seed the next Generate uses: the preview shows its first line. A fixed one while the page
  // renders on the server (the same markup on both sides), a random one once it runs in the browser.
  const [seed, setSeed] = useState<GeneratorSeed>([1, 2, 3, 4]);
  useEffect(() => setSeed(newGeneratorSeed()), []);
  // The lines with their usernames, the seed and the settings they were made with: once the form
  // differs, they are marked as stale.
  const [batch, setBatch] = useState<{
    lines: string[];
    usernames: string[];
    seed: GeneratorSeed;
    madeWith: string;
  } | null>(null);
  const [triedToGenerate, setTriedToGenerate] = useState(false);

  const accountList = accounts.data?.list;
  const enabledAccounts = (accountList ?? []).filter((account) => account.enabled);
  // The first enabled account until the member picks one.
  const account = enabledAccounts.find((item) => item.username === form.account) ?? enabledAccounts[0];
  const input: GeneratorFormState = { ...form, account: account?.username ?? "" };
  const settings: GatewaySettings | undefined = gateway.data;
  const maxCount = settings?.maxCount ?? 1000;
  const problem = findGeneratorProblem(input, maxCount);
  const errorOf = (field: GeneratorField): string | null => {
    if (!problem || problem.field !== field) return null;
    if (problem.reason === "account-missing" && !triedToGenerate) return null;
    return reasonText(problem.reason, { max: maxCount });
  };
  const update = (patch: Partial<GeneratorFormState>) => setForm((current) => ({ ...current, ...patch }));

  const inputKey = JSON.stringify(input);
  const isStale = batch !== null && batch.madeWith !== inputKey;
  // The first line shown, or the first line Generate will make.
  const previewSeed = batch && !isStale ? batch.seed : seed;

  const generate = () => {
    setTriedToGenerate(true);
    if (problem || !account || !settings) {
      // Lines for other settings must not look like the answer to these.
      setBatch(null);
      return;
    }
    const usernames = generateProxyUsernames(input, settings, seededRandom(seed));
    const lines = formatProxyLines(input, settings, account.password, usernames);
    setBatch({ lines, usernames, seed, madeWith: inputKey });
    // New sessions next time: the preview now shows the first of these lines until the form changes.
    setSeed(newGeneratorSeed());
  };

  const loading = accounts.isPending || gateway.isPending;
  const loadError = accounts.isError || gateway.isError;

  return (
    <div className="space-y-6">
      <Panel title={t("proxies.generator.title")} titleId={`${id}-title`} testId="proxy-generator">
        {loadError ? (
          <p className="py-8 text-center text-slate-600 text-sm">
            <LoadFailedRetry
              onRetry={() => {
                void accounts.refetch();
                void gateway.refetch();
              }}
            />
          </p>
        ) : (
          <LoadingOverlay loading={loading} label={t("common.loading")}>
            <GeneratorForm
              input={input}
              onChange={update}
              errorOf={errorOf}
              accounts={accountList}
              settings={settings}
              maxCount={maxCount}
              previewSeed={previewSeed}
              onGenerate={generate}
            />
          </LoadingOverlay>
        )}
      </Panel>

      {batch && <GeneratorResult lines={batch.lines} usernames={batch.usernames} input={input} isStale={isStale} />}
      {/* Where a refused connection is explained: each X-Proxy-Refusal and SOCKS5 reply, and what counts as traffic. */}
      <p className="text-slate-600 text-sm">
        <LocalizedLink to={refusalArticle} className="text-brand hover:underline" data-testid="refusal-help">
          {t("proxies.generator.refusalHelp")}
        </LocalizedLink>
      </p>

      <ExtractionPanel input={input} maxCount={maxCount} />
    </div>
  );
}
