import { z } from "./zod.ts";

// ---------------------------------------------------------------------------
// Target-domain deny lists (docs/proxy-centre.md "Deny lists"): domains the
// gateways refuse to connect to, seller-wide (the console) and per member (the
// user centre, for all of the member's sub-accounts). Parsed here once, so the
// shop stores and the gateway matches exactly the same spelling.

/** The most domains on a member's list, and on the seller's. */
export const denyListLimits = { maxMemberDomains: 100, maxSellerDomains: 2_000 } as const;

/** Why a typed domain is refused; the form shows the message of the same key (proxyCentre.denyList.<problem>). */
export type DenyDomainProblem = "empty" | "format" | "ipLiteral";

const labelPattern = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const ipv4Pattern = /^[0-9]{1,3}(\.[0-9]{1,3}){3}$/;

/**
 * A host name in the one spelling deny lists use: lower case, IDN as punycode
 * (`例子.中国` → `xn--fsqu00a.xn--fiqs8s`), no trailing dot. Null for what is no
 * host name (an IP literal, a port, a path, empty labels); `*.` and a leading
 * `.` are dropped, as people write suffixes that way.
 */
export function normaliseHostName(text: string): string | null {
  let host = text.trim().toLowerCase();
  if (host.startsWith("*.")) host = host.slice(2);
  else if (host.startsWith(".")) host = host.slice(1);
  if (host.endsWith(".")) host = host.slice(0, -1);
  if (host === "" || host.length > 253 || /[\s/:@?#[\]\\%]/.test(host)) return null;
  if (!/^[\x21-\x7e]*$/.test(host)) {
    // IDN to punycode the way browsers and Node do it (UTS #46), without a library.
    try {
      host = new URL(`http://${host}/`).hostname;
    } catch {
      return null;
    }
  }
  if (host.length > 253 || ipv4Pattern.test(host)) return null;
  const labels = host.split(".");
  return labels.every((label) => labelPattern.test(label)) ? host : null;
}

/** A deny-list entry as typed: the normalised domain, or why not. */
export function parseDenyDomain(text: string): { ok: true; value: string } | { ok: false; problem: DenyDomainProblem } {
  const trimmed = text.trim();
  if (trimmed === "") return { ok: false, problem: "empty" };
  const bare = trimmed.startsWith("[") && trimmed.endsWith("]") ? trimmed.slice(1, -1) : trimmed;
  // Addresses are not domains: a list of names cannot know which addresses they use (documented).
  if (ipv4Pattern.test(bare) || (bare.includes(":") && /^[0-9a-f:.]+$/i.test(bare))) {
    return { ok: false, problem: "ipLiteral" };
  }
  const value = normaliseHostName(trimmed);
  return value === null ? { ok: false, problem: "format" } : { ok: true, value };
}

/**
 * Whether a target host is denied: it is an entry or under one (`gov.cn`
 * denies `gov.cn` and `www.gov.cn`, not `notgov.cn`). `host` must already be
 * normalised ({@link normaliseHostName}); IP literals never match a domain.
 */
export function isDeniedHost(host: string, denied: readonly string[]): boolean {
  for (const domain of denied) {
    if (host === domain) return true;
    if (host.length > domain.length && host.endsWith(domain) && host[host.length - domain.length - 1] === ".") {
      return true;
    }
  }
  return false;
}

const denyProblemKeys: Record<DenyDomainProblem, string> = {
  empty: "proxyCentre.denyList.domainRequired",
  format: "proxyCentre.denyList.domainInvalid",
  ipLiteral: "proxyCentre.denyList.ipLiteral",
};

/** A domain as typed; the parsed value is the normalised spelling. */
export const denyDomainSchema = z
  .string({ error: "proxyCentre.denyList.domainRequired" })
  .max(300, { error: "proxyCentre.denyList.domainInvalid" })
  .transform((value, ctx) => {
    const parsed = parseDenyDomain(value);
    if (parsed.ok) return parsed.value;
    ctx.addIssue({ code: "custom", message: denyProblemKeys[parsed.problem] });
    return z.NEVER;
  });

/** POST /app-api/ip/deny-domain/create and POST /ops-api/deny-domains/create. */
export const denyDomainCreateRequestSchema = z.object({ domain: denyDomainSchema });
export type DenyDomainCreateRequest = z.input<typeof denyDomainCreateRequestSchema>;
export type DenyDomainCreateInput = z.output<typeof denyDomainCreateRequestSchema>;

/** One denied domain. */
export const denyDomainEntrySchema = z.object({
  id: z.number().int(),
  /** Normalised: lower case, punycode, no trailing dot; denies itself and every name under it. */
  domain: z.string(),
  createTime: z.string(),
});
export type DenyDomainEntry = z.infer<typeof denyDomainEntrySchema>;

/** A member's list (GET /app-api/ip/deny-domain/list), with the seller's, which the member cannot change. */
export const memberDenyListSchema = z.object({
  list: z.array(denyDomainEntrySchema),
  max: z.number().int(),
  /** The seller's own list: denied for every member as well. */
  seller: z.array(z.string()),
});
export type MemberDenyList = z.infer<typeof memberDenyListSchema>;

/** The seller's list in the console (GET /ops-api/deny-domains). */
export const sellerDenyListSchema = z.object({
  list: z.array(denyDomainEntrySchema),
  max: z.number().int(),
});
export type SellerDenyList = z.infer<typeof sellerDenyListSchema>;
