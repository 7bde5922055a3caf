import { z } from "./zod.ts";

/**
 * Who changed a console-edited row last (the database's `consoleEdits()` columns); `version` goes
 * back with the form so a stale form is refused (409).
 */
export const editedFields = {
  version: z.number().int(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
};
