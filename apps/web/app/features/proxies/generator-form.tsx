import {
  mixedSessionKey,
  type ProxyAccount,
  type ProxySessionMode,
  proxySessionModes,
  stickySessionMaxLength,
} from "@shop/contract";
import { useId } from "react";
import { useT } from "../../i18n/use-locale.ts";
import { Button } from "../../ui/button.tsx";
import { Field, FieldError, fieldControlProps, inputClass } from "../../ui/field.tsx";
import { FormatField } from "./generator-formats.tsx";
import {
  defaultMinutes,
  durationRangeOf,
  exampleUsername,
  type GatewaySettings,
  type GeneratorSeed,
  randomStickyValue,
} from "./generator-model.ts";
import { AccountField, type GeneratorFieldsProps, LocationFields } from "./generator-place-fields.tsx";

/** The session type: rotating, sticky, timed or mixed, each with a line that says what it does. */
function SessionModeField({ value, onChange }: { value: ProxySessionMode; onChange(mode: ProxySessionMode): void }) {
  const t = useT();
  const id = useId();
  return (
    <fieldset>
      <legend className="font-medium text-slate-700 text-sm">{t("proxies.generator.sessionType")}</legend>
      <div className="mt-2 grid grid-cols-2 gap-2 sm:gap-3 xl:grid-cols-4">
        {proxySessionModes.map((mode: ProxySessionMode) => (
          <label
            key={mode}
            className={`flex cursor-pointer gap-3 rounded-lg border p-3 text-sm transition ${
              value === mode ? "border-brand bg-brand/5 ring-1 ring-brand" : "border-slate-200 hover:border-slate-300"
            }`}
          >
            <input
              type="radio"
              name={`${id}-session`}
              value={mode}
              checked={value === mode}
              onChange={() => onChange(mode)}
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
  );
}

/** What the chosen session type asks for: a sticky session's name, a duration in minutes. */
function SessionDetailFields({ input, onChange, errorOf }: GeneratorFieldsProps) {
  const t = useT();
  const id = useId();
  const durationRange = durationRangeOf(input.session);
  const minutesNumber = Number(input.minutes);
  const durationHint =
    input.session === "sticky"
      ? t("proxies.generator.stickyDurationHint")
      : input.session === "mixed" && Number.isInteger(minutesNumber) && minutesNumber >= 1
        ? t("proxies.generator.mixedDurationHint", { key: mixedSessionKey(minutesNumber) })
        : t("proxies.generator.timedDurationHint");
  if (input.session === "rotating" && !errorOf("session")) return null;
  return (
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
              {...fieldControlProps(`${id}-session-value`, errorOf("session"), true)}
              className={inputClass(Boolean(errorOf("session")))}
              value={input.sessionValue}
              maxLength={32}
              autoComplete="off"
              spellCheck={false}
              placeholder={t("proxies.generator.sessionValuePlaceholder")}
              onChange={(event) => onChange({ sessionValue: event.target.value })}
            />
            <Button
              variant="secondary"
              size="sm"
              className="shrink-0"
              onClick={() => onChange({ sessionValue: randomStickyValue() })}
            >
              {t("proxies.generator.random")}
            </Button>
          </div>
        </Field>
      )}
      {input.session !== "sticky" && (
        <FieldError id={`${id}-session`} error={errorOf("session")} className="sm:col-span-2" />
      )}
      {durationRange && (
        <Field
          id={`${id}-duration`}
          label={t(
            input.session === "sticky" ? "proxies.generator.durationOptional" : "proxies.generator.duration",
            durationRange,
          )}
          error={errorOf("duration")}
          hint={durationHint}
        >
          <input
            {...fieldControlProps(`${id}-duration`, errorOf("duration"), true)}
            className={inputClass(Boolean(errorOf("duration")))}
            value={input.minutes}
            inputMode="numeric"
            autoComplete="off"
            onChange={(event) => onChange({ minutes: event.target.value })}
          />
        </Field>
      )}
      {(input.session === "timed" || input.session === "mixed") && (
        <p className="self-center text-slate-500 text-xs leading-5 sm:col-span-1">
          {t("proxies.generator.randomIdNote")}
        </p>
      )}
    </div>
  );
}

/**
 * The generator's parameters with their live checks. The form only edits `input`; the
 * parent decides what a submit makes of it.
 */
export function GeneratorForm({
  input,
  onChange,
  errorOf,
  accounts,
  settings,
  maxCount,
  previewSeed,
  onGenerate,
}: GeneratorFieldsProps & {
  /** The member's sub-accounts, undefined while they load. */
  accounts: ProxyAccount[] | undefined;
  settings: GatewaySettings | undefined;
  maxCount: number;
  /** The seed of the lines the preview's first line belongs to. */
  previewSeed: GeneratorSeed;
  onGenerate(): void;
}) {
  const t = useT();
  const id = useId();
  const example = exampleUsername(input, maxCount, previewSeed);
  const countNumber = Number(input.count);
  const manyRotating = input.session === "rotating" && Number.isInteger(countNumber) && countNumber > 1;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onGenerate();
      }}
      className="space-y-6"
    >
      <div className="grid gap-x-5 gap-y-5 sm:grid-cols-2 xl:grid-cols-4">
        <AccountField
          accounts={accounts}
          value={input.account}
          onChange={(value) => onChange({ account: value })}
          error={errorOf("account")}
        />
        <LocationFields input={input} onChange={onChange} errorOf={errorOf} />
      </div>

      <SessionModeField
        value={input.session}
        onChange={(mode) => onChange({ session: mode, minutes: defaultMinutes[mode] })}
      />
      <SessionDetailFields input={input} onChange={onChange} errorOf={errorOf} />

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
                  onChange={() => onChange({ protocol })}
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
          hint={
            manyRotating
              ? t("proxies.generator.rotatingCountHint", { max: maxCount, lines: countNumber })
              : t("proxies.generator.countHint", { max: maxCount })
          }
        >
          <input
            {...fieldControlProps(`${id}-count`, errorOf("count"), true)}
            className={inputClass(Boolean(errorOf("count")))}
            type="number"
            min={1}
            max={maxCount}
            step={1}
            value={input.count}
            onChange={(event) => onChange({ count: event.target.value })}
          />
        </Field>
        <FormatField id={`${id}-format`} value={input.format} onChange={(format) => onChange({ format })} />
      </div>

      <div className="flex flex-col gap-3 border-slate-100 border-t pt-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="min-w-0 text-slate-500 text-xs">
          {t("proxies.generator.usernamePreview")}{" "}
          <code className="break-all rounded bg-slate-100 px-1.5 py-0.5 font-mono text-[12px] text-ink">
            {example ?? "—"}
          </code>
        </p>
        <Button type="submit" size="lg" disabled={input.account === "" || !settings}>
          {t("proxies.generator.generate")}
        </Button>
      </div>
    </form>
  );
}
