import type { z } from "zod";

/** A bad environment variable: main.ts prints its message as one line and exits 1. */
export class ConfigError extends Error {}

/** Parses the environment with a module's schema; the first bad variable stops the process with one line. */
export function parseEnvironment<T extends z.ZodType>(schema: T, env: NodeJS.ProcessEnv): z.output<T> {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = issue?.path.join(".") || "environment";
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? "is not valid"}`);
  }
  return parsed.data;
}
