import { bytesPerGb, envVar } from "@shop/contract";
import { z } from "zod";
// config-error.ts, not config.ts: config.ts imports this module.
import { parseEnvironment } from "../../../config-error.ts";

export interface UsageConfig {
  /** Proxy gateways allowed to report usage, by id, with the secret that signs their requests. */
  gatewaySecrets: ReadonlyMap<string, string>;
  /** Below this much remaining traffic the dashboard warns "Your traffic is insufficient". */
  lowTrafficThresholdBytes: bigint;
  /** Usage records older than this are refused (USAGE_MAX_RECORD_AGE_HOURS). */
  maxRecordAgeMs: number;
}

/** The gateway a demo installation accepts without configuration (README, `npm run simulate:usage`). */
export const demoGateway = { id: "demo-gateway", secret: "demo-gateway-secret-not-for-production" } as const;

const gatewayIdPattern = /^[A-Za-z0-9._-]{1,64}$/;

const gatewayList = envVar(
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      const map = new Map<string, string>();
      for (const entry of value.split(",")) {
        if (entry.trim() === "") continue;
        const colon = entry.indexOf(":");
        const id = entry.slice(0, Math.max(colon, 0)).trim();
        const secret = entry.slice(colon + 1).trim();
        if (colon < 0 || !gatewayIdPattern.test(id) || secret.length < 16 || map.has(id)) {
          ctx.addIssue({
            code: "custom",
            message: "must look like gw1:secret,gw2:secret (ids of letters, digits, . _ -; secrets of 16+ characters)",
          });
          return z.NEVER;
        }
        map.set(id, secret);
      }
      return map;
    }),
);

const schema = z
  .object({
    APP_MODE: envVar(z.enum(["demo", "production"]).default("demo")),
    USAGE_GATEWAY_SECRETS: gatewayList,
    LOW_TRAFFIC_THRESHOLD_GB: envVar(z.coerce.number().min(0).max(100_000).default(1)),
    USAGE_MAX_RECORD_AGE_HOURS: envVar(
      z.coerce
        .number()
        .int()
        .min(1)
        .max(24 * 92)
        .optional(),
    ),
  })
  .superRefine((env, ctx) => {
    if (env.APP_MODE === "production" && env.USAGE_GATEWAY_SECRETS?.get(demoGateway.id) === demoGateway.secret) {
      ctx.addIssue({
        code: "custom",
        path: ["USAGE_GATEWAY_SECRETS"],
        message: "must not use the demo secret when APP_MODE=production",
      });
    }
  });

/**
 * Reads the usage variables once at boot. Without USAGE_GATEWAY_SECRETS a demo
 * installation accepts the documented demo gateway; production accepts none.
 */
export function loadUsageConfig(env: NodeJS.ProcessEnv): UsageConfig {
  const e = parseEnvironment(schema, env);
  const gatewaySecrets =
    e.USAGE_GATEWAY_SECRETS ??
    (e.APP_MODE === "demo" ? new Map([[demoGateway.id, demoGateway.secret]]) : new Map<string, string>());
  return {
    gatewaySecrets,
    lowTrafficThresholdBytes: BigInt(Math.round(e.LOW_TRAFFIC_THRESHOLD_GB * bytesPerGb)),
    // Demo mode keeps 8 days, so `npm run simulate:usage` can fill the dashboard's last week.
    maxRecordAgeMs: (e.USAGE_MAX_RECORD_AGE_HOURS ?? (e.APP_MODE === "demo" ? 192 : 48)) * 3600_000,
  };
}
