import { ResponseCode, redirectCreateSchema } from "@shop/contract";
import { AppError } from "../../../http/app-error.ts";
import type { RouteRedirectRow, SiteRepo } from "./repo.ts";

const maxRedirectHops = 10;

export interface ResolvedRedirect {
  /** An unprefixed internal path ("/buy?x=1") or an absolute external URL. */
  target: string;
  isExternal: boolean;
  statusCode: number;
}

type Rule = Pick<RouteRedirectRow, "substationId" | "fromPath" | "toUrl" | "statusCode">;

/**
 * Where a path of one substation goes under these rules, following chains to their end; null
 * when no rule applies or the chain comes back to a path it passed (a loop).
 */
export function followRedirects(rules: Rule[], substationId: number, startPath: string): ResolvedRedirect | null {
  // A substation's own rule beats a shared rule for the same path.
  const byPath = new Map<string, Rule>();
  for (const rule of rules) {
    const current = byPath.get(rule.fromPath);
    if (!current || (current.substationId === null && rule.substationId === substationId)) {
      byPath.set(rule.fromPath, rule);
    }
  }
  const visited = new Set<string>();
  let path = normalisePath(startPath);
  let result = null as ResolvedRedirect | null;
  for (let hop = 0; hop < maxRedirectHops && path; hop++) {
    const rule = byPath.get(path);
    if (!rule) return result;
    visited.add(path);
    result = {
      target: rule.toUrl,
      isExternal: isExternalUrl(rule.toUrl),
      statusCode: result?.statusCode ?? rule.statusCode,
    };
    if (result.isExternal) return result;
    path = normalisePath(rule.toUrl.split("?")[0] ?? "");
    if (path && visited.has(path)) return null;
  }
  return path && byPath.has(path) ? null : result;
}

/** A rule's paths as stored: the from-path without a trailing slash; the target a path or an http(s) URL. */
function normaliseRedirect(input: { fromPath: string; toUrl: string }): { fromPath: string; toUrl: string } {
  const fromPath = normalisePath(input.fromPath.trim());
  if (!fromPath) throw new AppError(ResponseCode.BadRequest, "consoleSites.fromPathFormat");
  const toUrl = input.toUrl.trim();
  if (!isExternalUrl(toUrl) && !toUrl.startsWith("/")) {
    throw new AppError(ResponseCode.BadRequest, "consoleSites.toUrlFormat");
  }
  return { fromPath, toUrl };
}

/**
 * Refuses a rule that would close a loop on any substation it applies to (a shared rule
 * applies to all of them), given the enabled rules besides it.
 */
export function refuseLoop(enabled: Rule[], candidate: Rule, substationIds: number[]): void {
  const onSubstations = candidate.substationId === null ? substationIds : [candidate.substationId];
  for (const substationId of onSubstations) {
    const applying = enabled.filter((rule) => rule.substationId === null || rule.substationId === substationId);
    // The candidate first: the check is of the world where it is the rule that applies.
    if (followRedirects([candidate, ...applying], substationId, candidate.fromPath) === null) {
      throw new AppError(ResponseCode.BadRequest, "errors.redirectLoop");
    }
  }
}

function isExternalUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

function normalisePath(path: string): string | null {
  if (!path.startsWith("/")) return null;
  const trimmed = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return trimmed || "/";
}

/**
 * Adds a rule after the checks every way of adding one shares: the paths' form, the substation
 * exists, no loop. `repo` may be bound to the caller's transaction.
 */
export async function addRedirectRule(
  repo: SiteRepo,
  input: { substationId: number | null; fromPath: string; toUrl: string; statusCode: number; note?: string | null },
  updatedBy: string | null,
): Promise<RouteRedirectRow> {
  // The console's schema, so a rule typed on the command line meets the same checks.
  const checked = redirectCreateSchema.safeParse({ ...input, note: input.note ?? null });
  if (!checked.success) {
    const key = checked.error.issues[0]?.message ?? "";
    throw new AppError(ResponseCode.BadRequest, key.startsWith("consoleSites.") ? key : "errors.badRequest");
  }
  const { fromPath, toUrl } = normaliseRedirect(checked.data);
  const substations = await repo.listSubstations();
  if (input.substationId !== null && !substations.some((row) => row.id === input.substationId)) {
    throw new AppError(ResponseCode.BadRequest, "consoleSites.substationGone");
  }
  const candidate = { substationId: input.substationId, fromPath, toUrl, statusCode: input.statusCode };
  refuseLoop(
    await repo.listEnabledRedirects(),
    candidate,
    substations.map((row) => row.id),
  );
  return repo.insertRedirect({ ...candidate, note: checked.data.note, updatedBy });
}
