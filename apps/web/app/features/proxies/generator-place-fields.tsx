import { type ProxyAccount, toLocationSlug } from "@shop/contract";
import { useId } from "react";
import { LocalizedLink } from "../../i18n/localized-link.tsx";
import { useLocale, useT } from "../../i18n/use-locale.ts";
import { ButtonLink } from "../../ui/button.tsx";
import { SelectField } from "../../ui/select-field.tsx";
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
      <SelectField
        id={`${id}-country`}
        label={t("proxies.generator.country")}
        error={errorOf("country")}
        hint={t("proxies.generator.countryHint")}
        selectClassName={selectClass}
        value={input.country}
        onChange={(event) =>
          onChange({ country: event.target.value, areaCode: "", region: "", cityCode: "", city: "" })
        }
        emptyOption={t("proxies.generator.globalMix")}
        options={(countries.data ?? []).map((country) => ({
          value: country.code,
          label: `${country.name} (${country.code})`,
        }))}
      />
      <SelectField
        id={`${id}-region`}
        label={t("proxies.generator.region")}
        error={errorOf("region")}
        selectClassName={selectClass}
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
        emptyOption={input.country !== "" && areas.isFetching ? t("common.loading") : t("proxies.generator.anyRegion")}
        options={areaList.map((area) => ({ value: area.code, label: area.name }))}
      />
      <SelectField
        id={`${id}-city`}
        label={t("proxies.generator.city")}
        error={errorOf("city")}
        selectClassName={selectClass}
        value={input.cityCode}
        disabled={input.areaCode === "" || cityList.length === 0}
        onChange={(event) => {
          const city = cityList.find((item) => item.code === event.target.value);
          onChange({ cityCode: city?.code ?? "", city: city ? (toLocationSlug(city.name) ?? city.name) : "" });
        }}
        emptyOption={input.areaCode !== "" && cities.isFetching ? t("common.loading") : t("proxies.generator.anyCity")}
        options={cityList.map((city) => ({ value: city.code, label: city.name }))}
      />
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
    <SelectField
      id={id}
      label={t("proxies.generator.account")}
      error={error}
      hint={
        <LocalizedLink to="/admin/account-password-auth" className="text-brand hover:underline">
          {t("proxies.generator.manageAccounts")}
        </LocalizedLink>
      }
      selectClassName={selectClass}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      emptyOption={accounts ? undefined : t("common.loading")}
      options={usable.map((account) => ({
        value: account.username,
        label: `${account.username}${account.remark ? ` · ${account.remark}` : ""}`,
      }))}
    />
  );
}
