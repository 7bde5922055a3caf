import { readdir, readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import type { ICity, ICountry, IState } from "@countrystatecity/countries";

/** A place as the dataset names it: English, or the local name in Latin letters. */
export interface DatasetPlace {
  code: string;
  name: string;
}

/** The package's data folder (public through its `exports` as "./data/*"). */
const defaultDataDir = path.dirname(
  createRequire(import.meta.url).resolve("@countrystatecity/countries/data/countries.json"),
);

/**
 * The countries-states-cities database (dr5hn, ODbL-1.0) as shipped in
 * @countrystatecity/countries: countries.json, then a folder per country
 * ("United_States-US/states.json") and one per state
 * ("United_States-US/California-CA/cities.json"), each read only when asked
 * for. Only codes and names are kept; the files also carry coordinates,
 * time zones and currencies.
 *
 * We read the files ourselves rather than through the package's functions:
 * those try a dynamic import() of each JSON file first, which Node refuses
 * but remembers (about 5 MB of heap once every area has been asked for),
 * then read the file synchronously, blocking the event loop.
 */
export function createRegionsDataset(dataDir = defaultDataDir) {
  // Folder names end in "-<code>"; a country or state without places below it has no folder.
  const folderCache = new Map<string, Promise<Map<string, string>>>();
  function foldersIn(dir: string): Promise<Map<string, string>> {
    let folders = folderCache.get(dir);
    if (!folders) {
      folders = readdir(dir, { withFileTypes: true }).then(
        (entries) =>
          new Map(
            entries
              .filter((entry) => entry.isDirectory())
              .map((entry) => [entry.name.slice(entry.name.lastIndexOf("-") + 1), entry.name] as const),
          ),
      );
      folderCache.set(dir, folders);
    }
    return folders;
  }

  async function readJson<T>(...parts: string[]): Promise<T> {
    return JSON.parse(await readFile(path.join(dataDir, ...parts), "utf8")) as T;
  }

  async function countryFolder(countryCode: string): Promise<string | undefined> {
    return (await foldersIn(dataDir)).get(countryCode);
  }

  return {
    async listCountries(): Promise<DatasetPlace[]> {
      const countries = await readJson<ICountry[]>("countries.json");
      return countries.map((country) => ({ code: country.iso2, name: country.name }));
    },

    /** The country's states or provinces; empty for a country without any (and an unknown one). */
    async listStates(countryCode: string): Promise<DatasetPlace[]> {
      const folder = await countryFolder(countryCode);
      if (!folder) return [];
      const states = await readJson<IState[]>(folder, "states.json");
      return states.map((state) => ({ code: state.iso2, name: state.name }));
    },

    /**
     * The state's cities; empty for a state without any. Cities have no ISO
     * code: the dataset's numeric id is stable across its releases.
     */
    async listCities(countryCode: string, stateCode: string): Promise<DatasetPlace[]> {
      const folder = await countryFolder(countryCode);
      const stateFolder = folder && (await foldersIn(path.join(dataDir, folder))).get(stateCode);
      if (!folder || !stateFolder) return [];
      const cities = await readJson<ICity[]>(folder, stateFolder, "cities.json");
      return cities.map((city) => ({ code: String(city.id), name: city.name }));
    },
  };
}

export type RegionsDataset = ReturnType<typeof createRegionsDataset>;
