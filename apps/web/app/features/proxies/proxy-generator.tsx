import {
  mixedSessionKey,
  type ProxyAccount,
  type ProxyLineFormat,
  type ProxySessionMode,
  proxyLineFormats,
  proxySessionModes,
  stickySessionMaxLength,
  toLocationSlug,
} from "@shop/contract";
import { type ReactNode, useId, useState } from "react";
import { LocalizedLink } from "../../i18n/localized-link.tsx";
import { useLocale, useT } from "../../i18n/use-locale.ts";
import { copyText, downloadText } from "../../lib/copy-and-save.ts";
import { buttonClass } from "../../ui/button.tsx";
import { LoadingOverlay } from "../../ui/loading-overlay.tsx";
import { showMessage } from "../../ui/toast.tsx";
import { useProxyAccounts } from "./api/proxy-accounts.ts";
import { useProxyGateway } from "./api/proxy-gateway.ts";
import { useAreas } from "./api/region-areas.ts";
import { useCities } from "./api/region-cities.ts";
import { useCountries } from "./api/region-countries.ts";
import { ExtractionPanel } from "./extraction-panel.tsx";
import {
  defaultGeneratorInput,
  defaultMinutes,
  durationRangeOf,
  exampleUsername,
  findGeneratorProblem,
  type GatewaySettings,
  type GeneratorField,
  type GeneratorInput,
  generateProxyLines,
  randomStickyValue,
} from "./generator-model.ts";
import { Panel, primaryButtonClass, secondaryButtonClass, selectClass } from "./page-header.tsx";
import { useReasonText } from "./reason-text.ts";

const inputClass = (invalid: boolean) =>
  `block w-full min-w-0 rounded-lg border bg-white px-3 py-2.5 text-sm text-ink shadow-sm placeholder:text-slate-400 focus:outline-none focus:ring-2 ${
    invalid ? "border-red-500 focus:ring-red-200" : "border-slate-300 focus:border-brand focus:ring-brand/20"
  }`;

/** A labelled control with its hint and its error, linked for screen readers. */
function Field({
  id,
  label,
  hint,
  error,
  children,
  className = "",
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string | null;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-medium text-slate-700 text-sm">
        {label}
      </label>
      <div className="mt-1.5">{children}</div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-red-600 text-sm">
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className="mt-1.5 text-slate-500 text-xs leading-5">
            {hint}
          </p>
        )
      )}
    </div>
  );
}

const describedBy = (id: string, error: string | null | undefined, hint: unknown) =>
  error ? `${id}-error` : hint ? `${id}-hint` : undefined;

/** The place pickers: country (empty = global mix), then its states, then the state's cities. */
function LocationFields({
  input,
  onChange,
  errorOf,
}: {
  input: GeneratorInput & { areaCode: string; cityCode: string };
  onChange(patch: Partial<GeneratorInput & { areaCode: string; cityCode: string }>): void;
  errorOf(field: GeneratorField): string | null;
}) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const countries = useCountries(locale);
  const areas = useAreas(input.country, locale);
  const cities = useCities(input.country, input.areaCode, locale);
  const areaList = areas.data ?? [];
  const cityList = cities.data ?? [];

  return (
    <>
      <Field
        id={`${id}-country`}
        label={t("proxies.generator.country")}
        error={errorOf("country")}
        hint={t("proxies.generator.countryHint")}
      >
        <select
          id={`${id}-country`}
          className={selectClass}
          value={input.country}
          aria-describedby={describedBy(`${id}-country`, errorOf("country"), true)}
          onChange={(event) =>
            onChange({ country: event.target.value, areaCode: "", region: "", cityCode: "", city: "" })
          }
        >
          <option value="">{t("proxies.generator.globalMix")}</option>
          {(countries.data ?? []).map((country) => (
            <option key={country.code} value={country.code}>
              {country.name} ({country.code})
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-region`} label={t("proxies.generator.region")} error={errorOf("region")}>
        <select
          id={`${id}-region`}
          className={selectClass}
          value={input.areaCode}
          disabled={input.country === "" || areaList.length === 0}
          aria-describedby={describedBy(`${id}-region`, errorOf("region"), false)}
          onChange={(event) => {
            const area = areaList.find((item) => item.code === event.target.value);
            onChange({
              areaCode: area?.code ?? "",
              region: area ? (toLocationSlug(area.name) ?? area.name) : "",
              cityCode: "",
              city: "",
            });
          }}
        >
          <option value="">
            {input.country !== "" && areas.isFetching ? t("common.loading") : t("proxies.generator.anyRegion")}
          </option>
          {areaList.map((area) => (
            <option key={area.code} value={area.code}>
              {area.name}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-city`} label={t("proxies.generator.city")} error={errorOf("city")}>
        <select
          id={`${id}-city`}
          className={selectClass}
          value={input.cityCode}
          disabled={input.areaCode === "" || cityList.length === 0}
          aria-describedby={describedBy(`${id}-city`, errorOf("city"), false)}
          onChange={(event) => {
            const city = cityList.find((item) => item.code === event.target.value);
            onChange({ cityCode: city?.code ?? "", city: city ? (toLocationSlug(city.name) ?? city.name) : "" });
          }}
        >
          <option value="">
            {input.areaCode !== "" && cities.isFetching ? t("common.loading") : t("proxies.generator.anyCity")}
          </option>
          {cityList.map((city) => (
            <option key={city.code} value={city.code}>
              {city.name}
            </option>
          ))}
        </select>
      </Field>
    </>
  );
}

function AccountField({
  accounts,
  value,
  onChange,
  error,
}: {
  accounts: ProxyAccount[] | undefined;
  value: string;
  onChange(account: string): void;
  error: string | null;
}) {
  const t = useT();
  const id = useId();
  const usable = (accounts ?? []).filter((account) => account.enabled);
  if (accounts && usable.length === 0) {
    return (
      <div className="rounded-lg border border-dashed border-slate-300 bg-slate-50 p-4 text-sm sm:col-span-2 xl:col-span-4">
        <p className="font-medium text-ink">{t("proxies.generator.noAccountTitle")}</p>
        <p className="mt-1 text-slate-600">{t("proxies.generator.noAccountText")}</p>
        <LocalizedLink to="/admin/account-password-auth" className={buttonClass({ size: "sm", className: "mt-3" })}>
          {t("proxies.generator.createAccount")}
        </LocalizedLink>
      </div>
    );
  }
  return (
    <Field
      id={id}
      label={t("proxies.generator.account")}
      error={error}
      hint={
        <LocalizedLink to="/admin/account-password-auth" className="text-brand hover:underline">
          {t("proxies.generator.manageAccounts")}
        </LocalizedLink>
      }
    >
      <select
        id={id}
        className={selectClass}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, true)}
        onChange={(event) => onChange(event.target.value)}
      >
        {!accounts && <option value="">{t("common.loading")}</option>}
        {usable.map((account) => (
          <option key={account.id} value={account.username}>
            {account.username}
            {account.remark ? ` · ${account.remark}` : ""}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** Catalogue keys of the line formats. */
const formatKeys: Record<ProxyLineFormat, string> = {
  "host:port:user:pass": "hostPortUserPass",
  "user:pass@host:port": "userPassAtHostPort",
  "protocol://user:pass@host:port": "url",
  curl: "curl",
};

type FormState = GeneratorInput & { areaCode: string; cityCode: string };

/** The proxy generator of SPEC §2 Get Proxy: parameters, live checks, the lines, copy and download. */
export function ProxyGenerator() {
  const t = useT();
  const reasonText = useReasonText();
  const id = useId();
  const accounts = useProxyAccounts({ pageNo: 1, pageSize: 100 }, { enabled: true });
  const gateway = useProxyGateway({ enabled: true });
  const [form, setForm] = useState<FormState>({ ...defaultGeneratorInput, areaCode: "", cityCode: "" });
  const [lines, setLines] = useState<string[] | null>(null);
  // The settings the lines were made with: once the form differs, the lines are marked as stale.
  const [linesMadeWith, setLinesMadeWith] = useState<string | null>(null);
  const [triedToGenerate, setTriedToGenerate] = useState(false);

  const accountList = accounts.data?.list;
  const enabledAccounts = (accountList ?? []).filter((account) => account.enabled);
  // The first enabled account until the member picks one.
  const account = enabledAccounts.find((item) => item.username === form.account) ?? enabledAccounts[0];
  const input: FormState = { ...form, account: account?.username ?? "" };
  const settings: GatewaySettings | undefined = gateway.data;
  const maxCount = settings?.maxCount ?? 1000;
  const problem = findGeneratorProblem(input, maxCount);
  const errorOf = (field: GeneratorField): string | null => {
    if (!problem || problem.field !== field) return null;
    if (problem.reason === "account-missing" && !triedToGenerate) return null;
    return reasonText(problem.reason, { max: maxCount });
  };
  const update = (patch: Partial<FormState>) => setForm((current) => ({ ...current, ...patch }));

  const example = exampleUsername(input, maxCount);

  const inputKey = JSON.stringify(input);
  const isStale = lines !== null && linesMadeWith !== inputKey;

  const generate = () => {
    setTriedToGenerate(true);
    if (problem || !account || !settings) {
      // Lines for other settings must not look like the answer to these.
      setLines(null);
      setLinesMadeWith(null);
      return;
    }
    setLines(generateProxyLines(input, settings, account.password));
    setLinesMadeWith(inputKey);
  };

  const copyAll = async () => {
    if (!lines) return;
    const copied = await copyText(lines.join("\n"));
    if (copied) showMessage(t("proxies.generator.copied", { count: lines.length }), "success");
    else showMessage(t("proxies.common.copyFailed"), "error");
  };

  const download = () => {
    if (!lines) return;
    const place = [input.country || "global", input.region, input.city].filter(Boolean).join("-");
    const stamp = new Date().toISOString().slice(0, 16).replace(/[-:T]/g, "");
    downloadText(`proxies-${place}-${input.session}-${stamp}.txt`, `${lines.join("\n")}\n`);
  };

  const durationRange = durationRangeOf(input.session);
  const minutesNumber = Number(input.minutes);
  const durationHint =
    input.session === "sticky"
      ? t("proxies.generator.stickyDurationHint")
      : input.session === "mixed" && Number.isInteger(minutesNumber) && minutesNumber >= 1
        ? t("proxies.generator.mixedDurationHint", { key: mixedSessionKey(minutesNumber) })
        : t("proxies.generator.timedDurationHint");

  const loading = accounts.isPending || gateway.isPending;
  const loadError = accounts.isError || gateway.isError;

  return (
    <div className="space-y-6">
      <Panel title={t("proxies.generator.title")} titleId={`${id}-title`} testId="proxy-generator">
        {loadError ? (
          <p className="py-8 text-center text-slate-600 text-sm">
            {t("proxies.common.loadFailed")}{" "}
            <button
              type="button"
              className="font-medium text-brand hover:underline"
              onClick={() => {
                void accounts.refetch();
                void gateway.refetch();
              }}
            >
              {t("proxies.common.retry")}
            </button>
          </p>
        ) : (
          <LoadingOverlay loading={loading} label={t("common.loading")}>
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                generate();
              }}
              className="space-y-6"
            >
              <div className="grid gap-x-5 gap-y-5 sm:grid-cols-2 xl:grid-cols-4">
                <AccountField
                  accounts={accountList}
                  value={account?.username ?? ""}
                  onChange={(value) => update({ account: value })}
                  error={errorOf("account")}
                />
                <LocationFields input={input} onChange={update} errorOf={errorOf} />
              </div>

              <fieldset>
                <legend className="font-medium text-slate-700 text-sm">{t("proxies.generator.sessionType")}</legend>
                <div className="mt-2 grid grid-cols-2 gap-2 sm:gap-3 xl:grid-cols-4">
                  {proxySessionModes.map((mode: ProxySessionMode) => (
                    <label
                      key={mode}
                      className={`flex cursor-pointer gap-3 rounded-lg border p-3 text-sm transition ${
                        input.session === mode
                          ? "border-brand bg-brand/5 ring-1 ring-brand"
                          : "border-slate-200 hover:border-slate-300"
                      }`}
                    >
                      <input
                        type="radio"
                        name={`${id}-session`}
                        value={mode}
                        checked={input.session === mode}
                        onChange={() => update({ session: mode, minutes: defaultMinutes[mode] })}
                        className="mt-0.5 accent-brand"
                      />
                      <span>
                        <span className="block font-medium text-ink">{t(`proxies.generator.modes.${mode}.title`)}</span>
                        <span className="mt-0.5 block text-slate-500 text-xs leading-5">
                          {t(`proxies.generator.modes.${mode}.text`)}
                        </span>
                      </span>
                    </label>
                  ))}
                </div>
              </fieldset>

              {(input.session !== "rotating" || errorOf("session")) && (
                <div className="grid gap-x-5 gap-y-5 sm:grid-cols-2 xl:grid-cols-3">
                  {input.session === "sticky" && (
                    <Field
                      id={`${id}-session-value`}
                      label={t("proxies.generator.sessionValue")}
                      error={errorOf("session")}
                      hint={t("proxies.generator.sessionValueHint", { max: stickySessionMaxLength })}
                    >
                      <div className="flex gap-2">
                        <input
                          id={`${id}-session-value`}
                          className={inputClass(Boolean(errorOf("session")))}
                          value={input.sessionValue}
                          maxLength={32}
                          autoComplete="off"
                          spellCheck={false}
                          placeholder={t("proxies.generator.sessionValuePlaceholder")}
                          aria-invalid={errorOf("session") ? true : undefined}
                          aria-describedby={describedBy(`${id}-session-value`, errorOf("session"), true)}
                          onChange={(event) => update({ sessionValue: event.target.value })}
                        />
                        <button
                          type="button"
                          className={`${secondaryButtonClass} shrink-0 px-3`}
                          onClick={() => update({ sessionValue: randomStickyValue() })}
                        >
                          {t("proxies.generator.random")}
                        </button>
                      </div>
                    </Field>
                  )}
                  {input.session !== "sticky" && errorOf("session") && (
                    <p role="alert" className="text-red-600 text-sm sm:col-span-2">
                      {errorOf("session")}
                    </p>
                  )}
                  {durationRange && (
                    <Field
                      id={`${id}-duration`}
                      label={t(
                        input.session === "sticky"
                          ? "proxies.generator.durationOptional"
                          : "proxies.generator.duration",
                        durationRange,
                      )}
                      error={errorOf("duration")}
                      hint={durationHint}
                    >
                      <input
                        id={`${id}-duration`}
                        className={inputClass(Boolean(errorOf("duration")))}
                        value={input.minutes}
                        inputMode="numeric"
                        autoComplete="off"
                        aria-invalid={errorOf("duration") ? true : undefined}
                        aria-describedby={describedBy(`${id}-duration`, errorOf("duration"), true)}
                        onChange={(event) => update({ minutes: event.target.value })}
                      />
                    </Field>
                  )}
                  {(input.session === "timed" || input.session === "mixed") && (
                    <p className="self-center text-slate-500 text-xs leading-5 sm:col-span-1">
                      {t("proxies.generator.randomIdNote")}
                    </p>
                  )}
                </div>
              )}

              <div className="grid gap-x-5 gap-y-5 sm:grid-cols-2 xl:grid-cols-3">
                <fieldset>
                  <legend className="font-medium text-slate-700 text-sm">{t("proxies.generator.protocol")}</legend>
                  <div className="mt-1.5 grid grid-cols-2 gap-2">
                    {(["http", "socks5"] as const).map((protocol) => (
                      <label
                        key={protocol}
                        className={`flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2.5 text-sm ${
                          input.protocol === protocol ? "border-brand bg-brand/5 ring-1 ring-brand" : "border-slate-300"
                        }`}
                      >
                        <input
                          type="radio"
                          name={`${id}-protocol`}
                          value={protocol}
                          checked={input.protocol === protocol}
                          onChange={() => update({ protocol })}
                          className="accent-brand"
                        />
                        <span className="font-medium text-ink">{t(`proxies.generator.protocols.${protocol}`)}</span>
                      </label>
                    ))}
                  </div>
                  {settings && (
                    <p className="mt-1.5 break-all text-slate-500 text-xs">
                      {t("proxies.generator.gateway")}:{" "}
                      <span className="font-mono">
                        {settings.host}:{input.protocol === "socks5" ? settings.socks5Port : settings.httpPort}
                      </span>
                    </p>
                  )}
                </fieldset>
                <Field
                  id={`${id}-count`}
                  label={t("proxies.generator.count")}
                  error={errorOf("count")}
                  hint={t("proxies.generator.countHint", { max: maxCount })}
                >
                  <input
                    id={`${id}-count`}
                    className={inputClass(Boolean(errorOf("count")))}
                    type="number"
                    min={1}
                    max={maxCount}
                    step={1}
                    value={input.count}
                    aria-invalid={errorOf("count") ? true : undefined}
                    aria-describedby={describedBy(`${id}-count`, errorOf("count"), true)}
                    onChange={(event) => update({ count: event.target.value })}
                  />
                </Field>
                <Field id={`${id}-format`} label={t("proxies.generator.format")}>
                  <select
                    id={`${id}-format`}
                    className={selectClass}
                    value={input.format}
                    onChange={(event) => update({ format: event.target.value as ProxyLineFormat })}
                  >
                    {proxyLineFormats.map((format) => (
                      <option key={format} value={format}>
                        {t(`proxies.generator.formats.${formatKeys[format]}`)}
                      </option>
                    ))}
                  </select>
                </Field>
              </div>

              <div className="flex flex-col gap-3 border-slate-100 border-t pt-5 sm:flex-row sm:items-center sm:justify-between">
                <p className="min-w-0 text-slate-500 text-xs">
                  {t("proxies.generator.usernamePreview")}{" "}
                  <code className="break-all rounded bg-slate-100 px-1.5 py-0.5 font-mono text-[12px] text-ink">
                    {example ?? "—"}
                  </code>
                </p>
                <button type="submit" className={`${primaryButtonClass} px-6 py-2.5`} disabled={!account || !settings}>
                  {t("proxies.generator.generate")}
                </button>
              </div>
            </form>
          </LoadingOverlay>
        )}
      </Panel>

      {lines && (
        <Panel
          title={t("proxies.generator.resultTitle", { count: lines.length })}
          titleId={`${id}-result`}
          testId="proxy-result"
          actions={
            <div className="flex flex-wrap gap-2">
              <button type="button" className={primaryButtonClass} onClick={copyAll}>
                {t("proxies.generator.copyAll")}
              </button>
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
          <p className="mt-2 text-slate-500 text-xs">{t("proxies.generator.resultNote")}</p>
        </Panel>
      )}

      <ExtractionPanel input={input} maxCount={maxCount} />
    </div>
  );
}
