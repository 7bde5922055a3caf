import { z } from "zod";

/**
 * One way to read environment variables, for the shop's and the gateway's configuration loaders:
 * a blank value means unset everywhere, and the first bad variable is named in one line. The
 * variables themselves are declared by each loader (the payment ones, Stripe's included, in
 * apps/server/src/payment-providers/config.ts) and listed in the README's configuration table.
 */

/** A variable set to nothing (or spaces) counts as not set, so its default applies. */
export const blankAsUnset = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

/** A variable read through `schema` after blank-as-unset. */
export const envVar = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsUnset, schema);

/** Optional trimmed text. */
export const envText = () => envVar(z.string().trim().optional());

/** A whole number within bounds, with a default. */
export const envInt = (min: number, max: number, fallback: number) =>
  envVar(z.coerce.number().int().min(min).max(max).default(fallback));

/** An optional switch: true/1 or false/0. */
export const envFlag = () =>
  envVar(
    z
      .enum(["true", "false", "1", "0"], { error: "must be true or false" })
      .transform((value) => value === "true" || value === "1")
      .optional(),
  );

/** Thrown by `parseEnvironment`; each process prints its message as one line and exits 1. */
export class ConfigError extends Error {}

/** The first problem of an environment as one line: `Invalid configuration: NAME message`. */
export function describeEnvironmentProblem(error: z.ZodError): string {
  const issue = error.issues[0];
  return `Invalid configuration: ${issue?.path.join(".") || "environment"} ${issue?.message ?? "is not valid"}`;
}

/** Parses the environment with a loader's schema; the first bad variable throws one ConfigError line. */
export function parseEnvironment<T extends z.ZodType>(schema: T, env: NodeJS.ProcessEnv): z.output<T> {
  const parsed = schema.safeParse(env);
  if (!parsed.success) throw new ConfigError(describeEnvironmentProblem(parsed.error));
  return parsed.data;
}
