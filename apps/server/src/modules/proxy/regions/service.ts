import { type Locale, type RegionOption, type TargetPlace, toLocationSlug } from "@shop/contract";
import { AppError } from "../../../http/app-error.ts";
import { TtlCache } from "../../../lib/ttl-cache.ts";
import { createRegionsDataset, type DatasetPlace, type RegionsDataset } from "./dataset.ts";

export interface RegionsServiceOptions {
  /** Where the places come from; tests may pass a small one. */
  dataset?: RegionsDataset;
  /** How many areas' city lists stay in memory (all 5,300 areas' cities together take about 60 MB). */
  maxCachedCityLists?: number;
  /** What the gateways' exits serve: the lists hold only those places (all of them without it). */
  coverage?: { current(): Promise<{ serves(place: TargetPlace): boolean }> };
}

// The dataset only changes with a new package release, that is with a new deployment.
const forever = Number.POSITIVE_INFINITY;

const collators: Record<Locale, Intl.Collator> = {
  // ICU's default collation for Chinese is pinyin order.
  "zh-CN": new Intl.Collator("zh-CN", { numeric: true }),
  en: new Intl.Collator("en", { numeric: true }),
};

/** Sorts places by name the way a reader of the language expects (zh-CN: pinyin order), ties by code. */
export function sortByName(places: readonly RegionOption[], locale: Locale): RegionOption[] {
  const collator = collators[locale];
  return [...places].sort(
    (a, b) => collator.compare(a.name, b.name) || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0),
  );
}

// Country names come from ICU's CLDR data built into Node, not from the
// dataset: CLDR's Chinese names are complete and reviewed, while the
// dataset's translations miss about 20 territories and get some wrong
// (it calls Saint-Martin 密克罗尼西亚).
const countryDisplayNames: Record<Locale, Intl.DisplayNames> = {
  "zh-CN": new Intl.DisplayNames(["zh-CN"], { type: "region", fallback: "none" }),
  en: new Intl.DisplayNames(["en"], { type: "region", fallback: "none" }),
};

// Sites run from the Chinese mainland name Taiwan as part of China, as they
// do Hong Kong and Macao (CLDR already says 中国香港特别行政区, 中国澳门特别行政区).
const chineseNameOverrides: Partial<Record<string, string>> = { TW: "中国台湾" };

/** The country's name in the language; the dataset's English name where ICU has none. */
export function countryName(place: DatasetPlace, locale: Locale): string {
  if (locale === "zh-CN") {
    const override = chineseNameOverrides[place.code];
    if (override) return override;
  }
  return countryDisplayNames[locale].of(place.code) ?? place.name;
}

/**
 * The region pickers of the proxy generator and the static-IP pages (SPEC §7
 * Regions). Countries are named in the request's language. States and cities
 * keep the dataset's names (English or the local name in Latin letters) in
 * both languages: the dataset has no Chinese for them, and that is also how
 * proxy targeting spells them.
 */
export function createRegionsService(options: RegionsServiceOptions = {}) {
  const dataset = options.dataset ?? createRegionsDataset();
  const countries = new TtlCache<Map<string, DatasetPlace>>(forever, 1);
  const statesOfCountry = new TtlCache<DatasetPlace[]>(forever, 1000);
  const sortedLists = new TtlCache<RegionOption[]>(forever, 2000);
  const citiesOfArea = new TtlCache<RegionOption[]>(forever, options.maxCachedCityLists ?? 300);
  // Targeting slugs (docs/proxy-credentials.md) of a country's states, and of an area's or a whole country's cities.
  const stateSlugs = new TtlCache<Map<string, string>>(forever, 1000);
  const citySlugs = new TtlCache<Set<string>>(forever, options.maxCachedCityLists ?? 300);

  const everywhere = { serves: () => true };
  const coverage = () => options.coverage?.current() ?? Promise.resolve(everywhere);

  const getCountries = () =>
    countries.get("all", async () => new Map((await dataset.listCountries()).map((place) => [place.code, place])));

  async function getStatesOrThrow(countryCode: string): Promise<DatasetPlace[]> {
    if (!(await getCountries()).has(countryCode)) throw AppError.notFound();
    return statesOfCountry.get(countryCode, () => dataset.listStates(countryCode));
  }

  const slugsOf = (places: readonly DatasetPlace[]) =>
    places.map((place) => toLocationSlug(place.name)).filter((slug): slug is string => slug !== null);

  /** State slug → state code, for the country. */
  const getStateSlugs = (countryCode: string) =>
    stateSlugs.get(countryCode, async () => {
      const states = await statesOfCountry.get(countryCode, () => dataset.listStates(countryCode));
      return new Map(states.flatMap((state) => slugsOf([state]).map((slug) => [slug, state.code] as const)));
    });

  const getCitySlugs = (countryCode: string, stateCodes: readonly string[]) =>
    citySlugs.get(`${countryCode}:${stateCodes.length === 1 ? stateCodes[0] : "*"}`, async () => {
      const slugs = new Set<string>();
      for (const code of stateCodes) {
        for (const slug of slugsOf(await dataset.listCities(countryCode, code))) slugs.add(slug);
      }
      return slugs;
    });

  return {
    /**
     * Whether proxy targeting names a place of the dataset: the country's
     * ISO code, a state slug of that country, a city slug of that state (or
     * of any state of the country without one). Answers the first part that
     * is unknown, "no-exit" when no gateway's exits serve the place, or null.
     */
    async findUnknownPlace(place: {
      country: string;
      region?: string | undefined;
      city?: string | undefined;
    }): Promise<"country" | "region" | "city" | "no-exit" | null> {
      const unknown = await findUnknown(place);
      if (unknown !== null) return unknown;
      return (await coverage()).serves(place) ? null : "no-exit";
    },

    /** Countries the exits serve (ISO 3166-1 plus Kosovo, XK), named and sorted in the language. */
    async listCountries(locale: Locale): Promise<RegionOption[]> {
      const served = await coverage();
      return (await listAllCountries(locale)).filter((country) => served.serves({ country: country.code }));
    },

    /** The country's states or provinces the exits serve; an unknown country is not found. */
    async listAreas(countryCode: string, locale: Locale): Promise<RegionOption[]> {
      const states = await getStatesOrThrow(countryCode);
      const served = await coverage();
      const sorted = await sortedLists.get(`areas:${countryCode}:${locale}`, async () => sortByName(states, locale));
      return sorted.filter((area) => served.serves({ country: countryCode, region: toLocationSlug(area.name) ?? "" }));
    },

    /** The area's cities the exits serve; an unknown country or area is not found. */
    async listCities(countryCode: string, areaCode: string, locale: Locale): Promise<RegionOption[]> {
      const states = await getStatesOrThrow(countryCode);
      const area = states.find((state) => state.code === areaCode);
      if (!area) throw AppError.notFound();
      // The names are the same in both languages, only their order differs.
      const cities = await citiesOfArea.get(`${countryCode}:${areaCode}:${locale}`, async () =>
        sortByName(await dataset.listCities(countryCode, areaCode), locale),
      );
      const served = await coverage();
      const region = toLocationSlug(area.name) ?? "";
      return cities.filter((city) =>
        served.serves({ country: countryCode, region, city: toLocationSlug(city.name) ?? "" }),
      );
    },
  };

  /** The first part of a place the dataset does not know, or null. */
  async function findUnknown(place: {
    country: string;
    region?: string | undefined;
    city?: string | undefined;
  }): Promise<"country" | "region" | "city" | null> {
    if (!(await getCountries()).has(place.country)) return "country";
    if (place.region === undefined && place.city === undefined) return null;
    const states = await getStateSlugs(place.country);
    const stateCode = place.region === undefined ? undefined : states.get(place.region);
    if (place.region !== undefined && stateCode === undefined) return "region";
    if (place.city === undefined) return null;
    const cities = await getCitySlugs(place.country, stateCode === undefined ? [...states.values()] : [stateCode]);
    return cities.has(place.city) ? null : "city";
  }

  /** Every country of the dataset, named and sorted in the language. */
  function listAllCountries(locale: Locale): Promise<RegionOption[]> {
    return sortedLists.get(`countries:${locale}`, async () => {
      const places = [...(await getCountries()).values()];
      return sortByName(
        places.map((place) => ({ code: place.code, name: countryName(place, locale) })),
        locale,
      );
    });
  }
}

export type RegionsService = ReturnType<typeof createRegionsService>;
