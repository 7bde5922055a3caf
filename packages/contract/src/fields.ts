import { z } from "./zod.ts";

/**
 * Text a caller must give: trimmed, and refused with `error` (a message key, shown under the
 * form's field) when it is missing, not a string or blank. Further rules chain on.
 */
export function requiredText(error: string) {
  return z.string({ error }).trim().min(1, { error });
}
