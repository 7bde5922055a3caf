import { pageNoMax } from "./column-bounds.ts";
import { z } from "./zod.ts";

/** A page of a list, SPEC-style `{list, total}`; a call's answer may extend it with more. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), total: z.number().int() });
}

/** The page-number query field of a member's paged call: 1 (the default) up to pageNoMax, else `error`. */
export function pageNumber(error: string) {
  return z.coerce.number({ error }).int().min(1, { error }).max(pageNoMax, { error }).default(1);
}
