import { z } from "zod";
import { proxyCountryPattern, proxyLocationSlugPattern } from "./proxy-credentials.ts";

/**
 * The exit-pool file of a proxy gateway (GATEWAY_EXIT_POOL_FILE): which exits
 * carry the traffic of which country, region and city. Validated at start; a
 * bad file stops the gateway with one line naming the problem.
 *
 * Credential templates of upstream exits may use `{country}` (upper case),
 * `{country_lower}`, `{region}`, `{city}`, `{session}` and `{minutes}`; a
 * placeholder without a value is written as an empty string. That carries the
 * customer's targeting and session through to the bigger provider's gateway.
 */

const host = z
  .string()
  .min(1)
  .max(253)
  .regex(/^[A-Za-z0-9.:_-]+$/, "must be a host name or an IP address");
const port = z.number().int().min(1).max(65_535);
const template = z.string().max(255);
const ipAddress = z.union([z.ipv4(), z.ipv6()]);

/** Local egress, optionally from one of the given local addresses (a session keeps its address). */
export const directExitSchema = z.object({
  kind: z.literal("direct"),
  localAddresses: z.array(ipAddress).max(1024).optional(),
  /**
   * A demo's exit: the traffic leaves from this machine whatever place the line
   * names, so every line a demo sells works. Refused in production.
   */
  demo: z.boolean().optional(),
});

/** A bigger provider's HTTP proxy, reached with CONNECT (host names unresolved). */
export const upstreamHttpExitSchema = z.object({
  kind: z.literal("upstream-http"),
  host,
  port,
  username: template.optional(),
  password: template.optional(),
});

/** A bigger provider's SOCKS5 proxy (socks5h: host names unresolved). */
export const upstreamSocks5ExitSchema = z.object({
  kind: z.literal("upstream-socks5"),
  host,
  port,
  username: template.optional(),
  password: template.optional(),
});

export const exitSchema = z.discriminatedUnion("kind", [
  directExitSchema,
  upstreamHttpExitSchema,
  upstreamSocks5ExitSchema,
]);
export type ExitDefinition = z.infer<typeof exitSchema>;

/** The exits of one country (or region, or city); `*` is the global mix (no `zone` in the username). */
export const exitPoolSchema = z
  .object({
    country: z.union([z.literal("*"), z.string().regex(proxyCountryPattern, "must be an upper-case ISO code or *")]),
    region: z.string().regex(proxyLocationSlugPattern).max(40).optional(),
    city: z.string().regex(proxyLocationSlugPattern).max(40).optional(),
    exits: z.array(exitSchema).min(1).max(10_000),
  })
  .refine((pool) => pool.country !== "*" || (pool.region === undefined && pool.city === undefined), {
    message: "the global pool (*) has no region or city",
  });

export const exitPoolFileSchema = z
  .object({
    pools: z.array(exitPoolSchema).min(1).max(10_000),
  })
  .superRefine((file, ctx) => {
    const seen = new Set<string>();
    for (const [index, pool] of file.pools.entries()) {
      const key = `${pool.country}/${pool.region ?? ""}/${pool.city ?? ""}`;
      if (seen.has(key)) ctx.addIssue({ code: "custom", path: ["pools", index], message: `${key} is listed twice` });
      seen.add(key);
    }
  });
export type ExitPoolFile = z.infer<typeof exitPoolFileSchema>;
