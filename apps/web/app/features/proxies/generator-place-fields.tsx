import { type ProxyAccount, toLocationSlug } from "@shop/contract";
import { useId } from "react";
import { LocalizedLink } from "../../i18n/localized-link.tsx";
import { useLocale, useT } from "../../i18n/use-locale.ts";
import { ButtonLink } from "../../ui/button.tsx";
import { Field, fieldControlProps } from "../../ui/field.tsx";
import { useAreas } from "./api/region-areas.ts";
import { useCities } from "./api/region-cities.ts";
import { useCountries } from "./api/region-countries.ts";
import type { GeneratorField, GeneratorInput } from "./generator-model.ts";
import { selectClass } from "./page-header.tsx";

/** The generator's input with the codes the place pickers keep beside the slugs they write. */
export type GeneratorFormState = GeneratorInput & { areaCode: string; cityCode: string };

/** What each group of the generator's fields gets: the input, a way to change it and the live problem of a field. */
export interface GeneratorFieldsProps {
  input: GeneratorFormState;
  onChange(patch: Partial<GeneratorFormState>): void;
  errorOf(field: GeneratorField): string | null;
}

/** The place pickers: country (empty = global mix), then its states, then the state's cities. */
export function LocationFields({ input, onChange, errorOf }: GeneratorFieldsProps) {
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
          {...fieldControlProps(`${id}-country`, errorOf("country"), true)}
          className={selectClass}
          value={input.country}
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
          {...fieldControlProps(`${id}-region`, errorOf("region"), false)}
          className={selectClass}
          value={input.areaCode}
          disabled={input.country === "" || areaList.length === 0}
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
          {...fieldControlProps(`${id}-city`, errorOf("city"), false)}
          className={selectClass}
          value={input.cityCode}
          disabled={input.areaCode === "" || cityList.length === 0}
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

/** The sub-account whose name and password the lines carry; a way to create one when there is none. */
export function AccountField({
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
        <ButtonLink to="/admin/account-password-auth" size="sm" className="mt-3">
          {t("proxies.generator.createAccount")}
        </ButtonLink>
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
        {...fieldControlProps(id, error, true)}
        className={selectClass}
        value={value}
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
