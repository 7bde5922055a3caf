import { pageNoMax } from "./column-bounds.ts";
import { z } from "./zod.ts";

/** A page of a list, SPEC-style `{list, total}`; a call's answer may extend it with more. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), total: z.number().int() });
}

/** The most rows one page of a console grid holds. */
export const consolePageSizeMax = 100;

/**
 * The paging fields of a console grid's query (members, orders, refunds): page 1 and 20 rows
 * unless the URL asks for others. Malformed values get zod's own messages: operators only.
 */
export const consolePagingFields = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(consolePageSizeMax).default(20),
};

/** The page-number query field of a member's paged call: 1 (the default) up to pageNoMax, else `error`. */
export function pageNumber(error: string) {
  return z.coerce.number({ error }).int().min(1, { error }).max(pageNoMax, { error }).default(1);
}
