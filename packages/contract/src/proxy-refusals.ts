import { proxyProtocols } from "./proxy-credentials.ts";
import { proxyRefusalCodes } from "./proxy-refusal-codes.ts";
import { z } from "./zod.ts";

/** POST /app-api/ip/proxy-test: one generated line, tried through the gateway. */
export const proxyLineTestRequestSchema = z.object({
  /** The line's full proxy username (account and targeting); the password is the account's own. */
  username: z.string().min(1).max(171),
  protocol: z.enum(proxyProtocols),
});
export type ProxyLineTestRequest = z.infer<typeof proxyLineTestRequestSchema>;

/** What the try saw: the exit and how long the request took, or why the gateway (or the way) refused. */
export const proxyLineTestResultSchema = z.discriminatedUnion("ok", [
  z.object({
    ok: z.literal(true),
    exitIp: z.string(),
    /** ISO 3166-1 alpha-2 of the exit IP; null for private or unknown addresses (a demo's exit on this machine). */
    countryCode: z.string().nullable(),
    latencyMs: z.number().int().min(0),
  }),
  z.object({
    ok: z.literal(false),
    /** A gateway refusal code, or `gateway-unreachable` / `echo-failed` when the try itself went wrong. */
    reason: z.union([z.enum(proxyRefusalCodes), z.enum(["gateway-unreachable", "echo-failed"])]),
    latencyMs: z.number().int().min(0),
  }),
]);
export type ProxyLineTestResult = z.infer<typeof proxyLineTestResultSchema>;
