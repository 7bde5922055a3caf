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
      <PlaceSelect
        id={`${id}-region`}
        label={t("proxies.generator.region")}
        error={errorOf("region")}
        parentCode={input.country}
        places={areas}
        anyLabel={t("proxies.generator.anyRegion")}
        value={input.areaCode}
        onPick={(areaCode, region) => onChange({ areaCode, region, cityCode: "", city: "" })}
      />
      <PlaceSelect
        id={`${id}-city`}
        label={t("proxies.generator.city")}
        error={errorOf("city")}
        parentCode={input.areaCode}
        places={cities}
        anyLabel={t("proxies.generator.anyCity")}
        value={input.cityCode}
        onPick={(cityCode, city) => onChange({ cityCode, city })}
      />
    </>
  );
}

/**
 * A state or city picker under its parent place: off until the parent is chosen and has places,
 * saying "loading" first while they come, else `anyLabel`. `onPick` gets the place's code and the
 * slug of its name that the lines carry (both "" for any).
 */
function PlaceSelect({
  parentCode,
  places,
  anyLabel,
  onPick,
  ...field
}: {
  id: string;
  label: string;
  error: string | null;
  value: string;
  parentCode: string;
  places: { data?: ReadonlyArray<{ code: string; name: string }>; isFetching: boolean };
  anyLabel: string;
  onPick(code: string, slug: string): void;
}) {
  const t = useT();
  const list = places.data ?? [];
  return (
    <SelectField
      {...field}
      selectClassName={selectClass}
      disabled={parentCode === "" || list.length === 0}
      onChange={(event) => {
        const place = list.find((item) => item.code === event.target.value);
        onPick(place?.code ?? "", place ? (toLocationSlug(place.name) ?? place.name) : "");
      }}
      emptyOption={parentCode !== "" && places.isFetching ? t("common.loading") : anyLabel}
      options={list.map((place) => ({ value: place.code, label: place.name }))}
    />
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
