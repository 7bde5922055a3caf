import { z } from "./zod.ts";

/** One choice of a region picker: its code and its name in the request's language. */
export const regionOptionSchema = z.object({
  /** Country: ISO 3166-1 alpha-2, upper case. Area: the subdivision code within its country ("CA"). City: the dataset's stable numeric id. */
  code: z.string(),
  name: z.string(),
});
export type RegionOption = z.infer<typeof regionOptionSchema>;

/** A country code in a request: two letters, either case; upper case once parsed. */
export const countryCodeSchema = z
  .string()
  .min(1)
  .regex(/^[A-Za-z]{2}$/)
  .transform((value) => value.toUpperCase());

/** An area (state, province) code in a request: one to three letters or digits; upper case once parsed. */
export const areaCodeSchema = z
  .string()
  .min(1)
  .regex(/^[A-Za-z0-9]{1,3}$/)
  .transform((value) => value.toUpperCase());

/** GET /app-api/ip/country-code/countryList: every country, sorted by name in the request's language. */
export const countryListSchema = z.array(regionOptionSchema);
export type CountryList = z.infer<typeof countryListSchema>;

/** GET /app-api/ip/country-code/areaList?countryCode=US: the country's states or provinces. */
export const areaListRequestSchema = z.object({ countryCode: countryCodeSchema });
export const areaListSchema = z.array(regionOptionSchema);
export type AreaList = z.infer<typeof areaListSchema>;

/** GET /app-api/ip/country-code/cityList?countryCode=US&areaCode=CA: the area's cities. */
export const cityListRequestSchema = z.object({ countryCode: countryCodeSchema, areaCode: areaCodeSchema });
export const cityListSchema = z.array(regionOptionSchema);
export type CityList = z.infer<typeof cityListSchema>;
