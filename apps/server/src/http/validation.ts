import { hasMessage, type Locale, ResponseCode, translateMessage } from "@shop/contract";
import type { z } from "zod";
import { AppError } from "./app-error.ts";

/** Thrown when input fails its contract schema; carries the first issue translated lazily. */
export class ValidationError extends AppError {
  readonly issue: z.core.$ZodIssue;

  constructor(issue: z.core.$ZodIssue) {
    super(ResponseCode.BadRequest, "errors.badRequest");
    this.issue = issue;
  }

  describe(locale: Locale): string {
    return describeIssue(this.issue, locale);
  }
}

/**
 * The path of the first string holding a NUL character in a parsed body, query
 * or params (null when none). PostgreSQL refuses NUL in text, so such input
 * would otherwise fail its query with a 500; it is refused before any route runs.
 */
export function findNulCharacter(value: unknown, path: PropertyKey[] = [], depth = 0): PropertyKey[] | null {
  if (typeof value === "string") return value.includes("\u0000") ? path : null;
  // JSON bodies are bounded by the body limit; the depth bound only guards the walk itself.
  if (value === null || typeof value !== "object" || depth > 32) return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes("\u0000")) return [...path, key];
    const found = findNulCharacter(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/** A 400 naming the field that carries a NUL character. */
export function nulCharacterError(path: PropertyKey[]): ValidationError {
  return new ValidationError({
    code: "custom",
    path,
    message: "validation.nulCharacter",
    input: undefined,
  } as z.core.$ZodIssue);
}

/** Validates input at the boundary; the route gets typed data or the request ends with code 400. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input ?? {}, { reportInput: true });
  if (!result.success) throw new ValidationError(result.error.issues[0] as z.core.$ZodIssue);
  return result.data;
}

function boundsOf(issue: z.core.$ZodIssue): Record<string, number> {
  if (issue.code === "too_small") return { min: Number(issue.minimum) };
  if (issue.code === "too_big") return { max: Number(issue.maximum) };
  return {};
}

function describeIssue(issue: z.core.$ZodIssue, locale: Locale): string {
  const field = issue.path.length > 0 ? issue.path.map(String).join(".") : translateMessage(locale, "validation.body");
  // A schema may carry its own message key (shared with the form), e.g. "auth.mobileRequired".
  // Its bound fills {{min}}/{{max}} when the key is one of the generic "too small/big" ones.
  if (issue.message && hasMessage(issue.message)) {
    return translateMessage(locale, issue.message, { field, ...boundsOf(issue) });
  }
  const t = (key: string, params: Record<string, string | number> = {}) =>
    translateMessage(locale, `validation.${key}`, { field, ...params });
  switch (issue.code) {
    case "invalid_type": {
      if (issue.input === undefined || issue.input === null) return t("required");
      const expected = hasMessage(`validation.types.${issue.expected}`)
        ? translateMessage(locale, `validation.types.${issue.expected}`)
        : String(issue.expected);
      return t("type", { expected });
    }
    case "too_small":
      if (issue.origin === "string" && issue.minimum === 1) return t("required");
      return issue.origin === "string" || issue.origin === "array"
        ? t("tooShort", { min: Number(issue.minimum) })
        : t("tooSmall", { min: Number(issue.minimum) });
    case "too_big":
      return issue.origin === "string" || issue.origin === "array"
        ? t("tooLong", { max: Number(issue.maximum) })
        : t("tooBig", { max: Number(issue.maximum) });
    case "invalid_format":
      return t("format");
    case "invalid_value":
      return t("oneOf");
    case "unrecognized_keys":
      return translateMessage(locale, "validation.unknownKey", { field: issue.keys.join(", ") });
    default:
      return t("invalid");
  }
}
