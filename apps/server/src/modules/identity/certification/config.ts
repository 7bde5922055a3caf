import { envInt, envVar } from "@shop/contract";
import { z } from "zod";
// config-error.ts, not config.ts: config.ts imports this module.
import { parseEnvironment } from "../../../config-error.ts";
import { optionalHttpUrl } from "../../../lib/env-settings.ts";

/** Which certification provider checks name + ID number, with its settings. */
export type CertificationProviderConfig =
  | {
      kind: "local";
      /** Numbers that fail, with the reason shown to the user (a message key such as certification.reasons.mismatch, or text). */
      reject: ReadonlyMap<string, string>;
      /** Numbers sent to manual review by an operator. */
      review: ReadonlySet<string>;
    }
  | { kind: "http"; url: string; appCode: string; timeoutMs: number };

export interface CertificationConfig {
  provider: CertificationProviderConfig;
  /** Provider checks one member may start per day (each one costs money with a real provider). */
  checksPerDay: number;
}

const idNumber = /^\d{17}[\dX]$/;

const rejectList = envVar(
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      const map = new Map<string, string>();
      for (const entry of (value ?? "").split(";")) {
        if (entry.trim() === "") continue;
        const colon = entry.indexOf(":");
        const number = (colon < 0 ? entry : entry.slice(0, colon)).trim().toUpperCase();
        const reason = colon < 0 ? "" : entry.slice(colon + 1).trim();
        if (!idNumber.test(number) || reason === "") {
          ctx.addIssue({ code: "custom", message: "must look like 110101199003074477:reason;…" });
          return z.NEVER;
        }
        map.set(number, reason);
      }
      return map;
    }),
);

const reviewList = envVar(
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      const set = new Set<string>();
      for (const entry of (value ?? "").split(";")) {
        const number = entry.trim().toUpperCase();
        if (number === "") continue;
        if (!idNumber.test(number)) {
          ctx.addIssue({ code: "custom", message: "must be 18-character ID numbers separated by ;" });
          return z.NEVER;
        }
        set.add(number);
      }
      return set;
    }),
);

const schema = z
  .object({
    CERTIFICATION_PROVIDER: envVar(z.enum(["local", "http"], { error: "must be local or http" }).default("local")),
    CERTIFICATION_LOCAL_REJECT: rejectList,
    CERTIFICATION_LOCAL_REVIEW: reviewList,
    CERTIFICATION_HTTP_URL: optionalHttpUrl(),
    CERTIFICATION_HTTP_APPCODE: envVar(
      z
        .string()
        .trim()
        .regex(/^[\w-]{8,128}$/, { error: "must be the AppCode from the API marketplace console" })
        .optional(),
    ),
    CERTIFICATION_HTTP_TIMEOUT_MS: envInt(1000, 30_000, 8000),
    CERTIFICATION_CHECKS_PER_DAY: envInt(1, 1000, 5),
  })
  .superRefine((env, ctx) => {
    if (env.CERTIFICATION_PROVIDER !== "http") return;
    for (const name of ["CERTIFICATION_HTTP_URL", "CERTIFICATION_HTTP_APPCODE"] as const) {
      if (env[name] === undefined)
        ctx.addIssue({ code: "custom", path: [name], message: "is required when CERTIFICATION_PROVIDER=http" });
    }
  });

/** Reads the certification variables once at boot; a bad one stops the process with one clear line. */
export function loadCertificationConfig(env: NodeJS.ProcessEnv): CertificationConfig {
  const e = parseEnvironment(schema, env);
  const provider: CertificationProviderConfig =
    e.CERTIFICATION_PROVIDER === "http"
      ? {
          kind: "http",
          url: e.CERTIFICATION_HTTP_URL ?? "",
          appCode: e.CERTIFICATION_HTTP_APPCODE ?? "",
          timeoutMs: e.CERTIFICATION_HTTP_TIMEOUT_MS,
        }
      : { kind: "local", reject: e.CERTIFICATION_LOCAL_REJECT, review: e.CERTIFICATION_LOCAL_REVIEW };
  return { provider, checksPerDay: e.CERTIFICATION_CHECKS_PER_DAY };
}
