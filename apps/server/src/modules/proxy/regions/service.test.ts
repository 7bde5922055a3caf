import { describe, expect, it } from "vitest";
import { AppError } from "../../../http/app-error.ts";
import type { RegionsDataset } from "./dataset.ts";
import { countryName, createRegionsService, sortByName } from "./service.ts";

const place = (code: string, name: string) => ({ code, name });

describe("sortByName", () => {
  it("sorts Chinese names in pinyin order", () => {
    const sorted = sortByName(
      [place("CN", "中国"), place("JP", "日本"), place("US", "美国"), place("AF", "阿富汗"), place("BR", "巴西")],
      "zh-CN",
    );
    // a fu han, ba xi, mei guo, ri ben, zhong guo
    expect(sorted.map((item) => item.code)).toEqual(["AF", "BR", "US", "JP", "CN"]);
  });

  it("sorts English names alphabetically, letters with accents beside their base letter", () => {
    const sorted = sortByName(
      [place("ZA", "South Africa"), place("AX", "Åland Islands"), place("AL", "Albania"), place("AF", "Afghanistan")],
      "en",
    );
    expect(sorted.map((item) => item.name)).toEqual(["Afghanistan", "Åland Islands", "Albania", "South Africa"]);
  });

  it("puts numbers in numeric order and breaks ties by code, without changing its input", () => {
    const input = [place("3", "District 10"), place("2", "District 9"), place("1", "District 9")];
    expect(sortByName(input, "en").map((item) => item.code)).toEqual(["1", "2", "3"]);
    expect(input.map((item) => item.code)).toEqual(["3", "2", "1"]);
  });
});

describe("countryName", () => {
  it("names countries from ICU in both languages", () => {
    expect(countryName(place("DE", "Germany"), "zh-CN")).toBe("德国");
    expect(countryName(place("DE", "Germany"), "en")).toBe("Germany");
    expect(countryName(place("HK", "Hong Kong S.A.R."), "zh-CN")).toBe("中国香港特别行政区");
    expect(countryName(place("TW", "Taiwan"), "zh-CN")).toBe("中国台湾");
  });

  it("falls back to the dataset's name for a code ICU does not know", () => {
    expect(countryName(place("QZ", "Somewhere"), "zh-CN")).toBe("Somewhere");
  });
});

describe("regions service", () => {
  // A small stand-in for the npm dataset, counting how often each file would be read.
  function smallDataset() {
    const reads: string[] = [];
    const dataset: RegionsDataset = {
      async listCountries() {
        reads.push("countries");
        return [place("US", "United States"), place("AQ", "Antarctica")];
      },
      async listStates(countryCode) {
        reads.push(`states:${countryCode}`);
        return countryCode === "US" ? [place("NY", "New York"), place("CA", "California")] : [];
      },
      async listCities(countryCode, stateCode) {
        reads.push(`cities:${countryCode}:${stateCode}`);
        return stateCode === "CA" ? [place("2", "San Diego"), place("1", "Los Angeles")] : [];
      },
    };
    return { dataset, reads };
  }

  it("reads each part of the dataset once and answers from memory after that", async () => {
    const { dataset, reads } = smallDataset();
    const regions = createRegionsService({ dataset });
    await regions.listCountries("en");
    await regions.listCountries("zh-CN");
    expect((await regions.listAreas("US", "en")).map((area) => area.name)).toEqual(["California", "New York"]);
    await regions.listAreas("US", "zh-CN");
    expect(await regions.listCities("US", "CA", "en")).toEqual([place("1", "Los Angeles"), place("2", "San Diego")]);
    await regions.listCities("US", "CA", "en");
    expect(reads).toEqual(["countries", "states:US", "cities:US:CA"]);
  });

  it("knows the places proxy targeting may name, by their slugs", async () => {
    const { dataset, reads } = smallDataset();
    const regions = createRegionsService({ dataset });
    expect(await regions.findUnknownPlace({ country: "US" })).toBeNull();
    expect(await regions.findUnknownPlace({ country: "ZZ" })).toBe("country");
    expect(await regions.findUnknownPlace({ country: "US", region: "new_york" })).toBeNull();
    expect(await regions.findUnknownPlace({ country: "US", region: "texas" })).toBe("region");
    expect(await regions.findUnknownPlace({ country: "US", region: "california", city: "los_angeles" })).toBeNull();
    expect(await regions.findUnknownPlace({ country: "US", region: "new_york", city: "los_angeles" })).toBe("city");
    // Without a state, a city of any of the country's states.
    expect(await regions.findUnknownPlace({ country: "US", city: "san_diego" })).toBeNull();
    expect(await regions.findUnknownPlace({ country: "US", city: "nowhere" })).toBe("city");
    expect(await regions.findUnknownPlace({ country: "AQ", city: "nowhere" })).toBe("city");
    expect(reads.filter((read) => read === "cities:US:CA")).toHaveLength(2);
  });

  it("answers a known country without areas with an empty list, an unknown one with not found", async () => {
    const regions = createRegionsService({ dataset: smallDataset().dataset });
    expect(await regions.listAreas("AQ", "en")).toEqual([]);
    await expect(regions.listAreas("QQ", "en")).rejects.toBeInstanceOf(AppError);
    await expect(regions.listCities("US", "TX", "en")).rejects.toMatchObject({ messageKey: "errors.notFound" });
    expect(await regions.listCities("US", "NY", "en")).toEqual([]);
  });

  it("reads the real dataset: every US state and California's cities", async () => {
    const regions = createRegionsService();
    const states = await regions.listAreas("US", "en");
    expect(states.find((state) => state.code === "TX")?.name).toBe("Texas");
    const cities = await regions.listCities("US", "CA", "en");
    expect(cities.length).toBeGreaterThan(500);
    expect(cities.every((city) => /^\d+$/.test(city.code))).toBe(true);
  });

  it("reads the real dataset: places without anything below them have empty lists", async () => {
    const regions = createRegionsService();
    expect(await regions.listAreas("AQ", "zh-CN")).toEqual([]);
    expect(await regions.listCities("US", "GU", "en")).toEqual([]);
    await expect(regions.listCities("US", "XX", "en")).rejects.toBeInstanceOf(AppError);
  });
});
