import { composeMobile, type MobileCountry, mainlandCountry, mobileCountries } from "@shop/contract";
import { useId, useMemo, useState, useSyncExternalStore } from "react";
import { useLocale, useT } from "../../i18n/use-locale.ts";
import { FieldError, fieldControlProps, inputClass } from "../../ui/field.tsx";

const noSubscription = () => () => {};

/** The picker's first choice: +86 on the Chinese site, +1 on the English one (where e-mail comes first anyway). */
export function defaultMobileCountry(locale: string): MobileCountry {
  return locale === "en" ? "US" : mainlandCountry;
}

/**
 * A mobile number with its country-code picker. What the member types goes, with the picked
 * code in front (contract composeMobile), to `onNumberChange`; the contract schema parses it.
 * The server renders only the picked choice: region names come from the browser's Intl data,
 * which need not match the server's letter for letter.
 */
export function MobileField({
  label,
  placeholder,
  error,
  onNumberChange,
}: {
  label: string;
  placeholder: string;
  error?: string;
  onNumberChange(composed: string): void;
}) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [country, setCountry] = useState<MobileCountry>(defaultMobileCountry(locale));
  const [typed, setTyped] = useState("");

  const choices = useMemo(() => {
    const names = new Intl.DisplayNames([locale === "en" ? "en" : "zh-CN"], { type: "region" });
    const all = mobileCountries().map((choice) => ({ ...choice, name: names.of(choice.country) ?? choice.country }));
    const first = defaultMobileCountry(locale);
    return all.sort((a, b) =>
      a.country === first ? -1 : b.country === first ? 1 : a.name.localeCompare(b.name, locale),
    );
  }, [locale]);
  const shown = hydrated ? choices : choices.filter((choice) => choice.country === country);

  const update = (nextCountry: MobileCountry, nextTyped: string) => {
    setCountry(nextCountry);
    setTyped(nextTyped);
    onNumberChange(composeMobile(nextCountry, nextTyped));
  };

  return (
    <div>
      <label htmlFor={id} className="block font-medium text-slate-700 text-sm">
        {label}
      </label>
      <div className="mt-1.5 flex gap-2">
        {/* A wrapper holds the width: the input look is w-full. */}
        <div className="w-32 shrink-0 sm:w-36">
          <select
            aria-label={t("auth.mobileCountry")}
            data-testid="mobile-country"
            value={country}
            onChange={(event) => update(event.target.value as MobileCountry, typed)}
            className={inputClass(false)}
          >
            {shown.map((choice) => (
              <option key={choice.country} value={choice.country}>
                +{choice.callingCode} {choice.name}
              </option>
            ))}
          </select>
        </div>
        <input
          {...fieldControlProps(id, error, false)}
          className={inputClass(Boolean(error))}
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          placeholder={placeholder}
          value={typed}
          onChange={(event) => update(country, event.target.value)}
        />
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}
