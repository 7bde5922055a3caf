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

/** Validates input at the boundary; the route gets typed data or the request ends with code 400. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input ?? {}, { reportInput: true });
  if (!result.success) throw new ValidationError(result.error.issues[0] as z.core.$ZodIssue);
  return result.data;
}

function describeIssue(issue: z.core.$ZodIssue, locale: Locale): string {
  // A schema may carry its own message key (shared with the form), e.g. "auth.mobileRequired".
  if (issue.message && hasMessage(issue.message)) return translateMessage(locale, issue.message);
  const field = issue.path.length > 0 ? issue.path.join(".") : translateMessage(locale, "validation.body");
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
