import { randomInt } from "node:crypto";
import {
  type ExtractionResult,
  type ExtractionToken,
  extractionQuerySchema,
  formatProxyLine,
  generateProxyUsername,
  hasMessage,
  type ProxyCredentialReason,
  type ProxySession,
  type ProxySessionMode,
  type ProxyUsernameParams,
  randomSessionId,
  validateProxyParams,
} from "@shop/contract";
import type { z } from "zod";
import type { RateLimiter } from "../../../lib/rate-limiter.ts";
import type { TrafficService } from "../traffic/service.ts";
import type { ProxyGatewayConfig } from "./config.ts";
import { isLimitReached, type ProxyAccountsService } from "./service.ts";

/** Extractions one member may make per minute through the public URL. */
const extractionsPerMinute = 60;

/**
 * A refusal of the public extraction URL: an HTTP status and a message key.
 * 404 unknown token; 403 caller not allowlisted, member suspended or not certified;
 * 402 no remaining traffic (or the account's own cap used up); 400 bad
 * parameters; 429 too many requests.
 */
export class ExtractionError extends Error {
  readonly status: 400 | 402 | 403 | 404 | 429;
  readonly messageKey: string;
  readonly params: Record<string, string | number>;
  /** A message key (and its params) translated into the `reason` param, in the same language as the message. */
  readonly reason: { key: string; params?: Record<string, string | number> } | undefined;

  constructor(
    status: ExtractionError["status"],
    messageKey: string,
    params: Record<string, string | number> = {},
    reason?: ExtractionError["reason"],
  ) {
    super(messageKey);
    this.name = "ExtractionError";
    this.status = status;
    this.messageKey = messageKey;
    this.params = params;
    this.reason = reason;
  }
}

/** 400 "The proxy parameters are not valid: …" with the reason's message key. */
function invalidParameters(key: string, params?: Record<string, string | number>): ExtractionError {
  return new ExtractionError(400, "proxyCentre.extraction.invalidParameters", {}, { key, ...(params && { params }) });
}

/** The message key of a query field's first problem: every field of the schema names its own. */
function issueReasonKey(issue: z.core.$ZodIssue | undefined): string {
  return issue && hasMessage(issue.message) ? issue.message : "errors.badRequest";
}

/** Where proxy targeting may point: the places of the regions dataset that the gateways' exits serve. */
export interface ExtractionPlaces {
  findUnknownPlace(place: {
    country: string;
    region?: string | undefined;
    city?: string | undefined;
  }): Promise<"country" | "region" | "city" | "no-exit" | null>;
}

type ExtractionQuery = z.output<typeof extractionQuerySchema>;

const stickyAlphabet = "abcdefghijklmnopqrstuvwxyz0123456789";
const cryptoRandom = () => randomInt(1_000_000) / 1_000_000;

/** A fresh session for one line: sticky gets 8 random letters and digits, timed and mixed 8 random digits. */
function sessionFor(mode: ProxySessionMode, minutes: number | undefined): ProxySession {
  switch (mode) {
    case "rotating":
      // A duration without a session is kept, so that the grammar names the mistake ("duration-without-session").
      return minutes === undefined ? { mode } : ({ mode, minutes } as unknown as ProxySession);
    case "sticky": {
      let sessionId = "";
      for (let i = 0; i < 8; i++) sessionId += stickyAlphabet[randomInt(stickyAlphabet.length)];
      return minutes === undefined ? { mode, sessionId } : { mode, sessionId, minutes };
    }
    case "timed":
    case "mixed":
      // The grammar refuses a missing duration with its own reason ("duration-missing").
      return { mode, sessionId: randomSessionId(cryptoRandom), minutes: minutes as number };
  }
}

/**
 * The public extraction API: a member's secret URL that answers a
 * freshly generated list of proxies, only to the member's allowlisted IPs,
 * only while the member is certified and has traffic left.
 */
export function createExtractionService(deps: {
  proxyAccounts: ProxyAccountsService;
  traffic: TrafficService;
  certification: { isCertified(memberId: number): Promise<boolean>; isSuspended(memberId: number): Promise<boolean> };
  gateway: ProxyGatewayConfig;
  rateLimiter: RateLimiter;
  places: ExtractionPlaces;
}) {
  const { proxyAccounts, traffic, certification, gateway } = deps;

  return {
    /** The member's URL (created on first use); `origin` is the site's public origin. */
    async getToken(memberId: number, origin: string): Promise<ExtractionToken> {
      return tokenView(await proxyAccounts.getExtractionToken(memberId), origin, gateway.maxExtractCount);
    },

    async rotateToken(memberId: number, origin: string): Promise<ExtractionToken> {
      return tokenView(await proxyAccounts.rotateExtractionToken(memberId), origin, gateway.maxExtractCount);
    },

    /**
     * Answers GET /extract/{token}. The checks run in an order that tells a
     * stranger nothing: the token, then the caller's address, then the rest.
     */
    /** `endpoint`: the gateway of the substation the URL is called on (the installation's by default). */
    async extract(
      token: string,
      callerIp: string,
      rawQuery: unknown,
      endpoint: ProxyGatewayConfig = gateway,
    ): Promise<ExtractionResult> {
      const memberId = await proxyAccounts.findTokenOwner(token);
      if (memberId === null) throw new ExtractionError(404, "proxyCentre.extraction.unknownToken");
      if (!(await proxyAccounts.isAllowlisted(memberId, callerIp))) {
        throw new ExtractionError(403, "proxyCentre.extraction.notAllowlisted", { ip: callerIp });
      }
      if (await certification.isSuspended(memberId)) {
        throw new ExtractionError(403, "proxyCentre.extraction.suspended");
      }
      const usage = await deps.rateLimiter.hit(`extract:${memberId}`, extractionsPerMinute, 60);
      if (!usage.allowed) throw new ExtractionError(429, "proxyCentre.extraction.tooManyRequests");

      const parsed = extractionQuerySchema.safeParse(rawQuery ?? {});
      if (!parsed.success) throw invalidParameters(issueReasonKey(parsed.error.issues[0]));
      const query = parsed.data;
      if (query.count > gateway.maxExtractCount) {
        throw new ExtractionError(400, "proxyCentre.extraction.countTooLarge", { max: gateway.maxExtractCount });
      }
      if (!(await certification.isCertified(memberId))) {
        throw new ExtractionError(403, "proxyCentre.extraction.notCertified");
      }
      const balance = await traffic.getBalance(memberId);
      if (balance.remainingBytes <= 0n) throw new ExtractionError(402, "proxyCentre.noFlow");

      const account = await proxyAccounts.findAccountForExtraction(memberId, query.account);
      if (!account) {
        throw query.account === undefined
          ? new ExtractionError(400, "proxyCentre.extraction.noAccount")
          : new ExtractionError(400, "proxyCentre.extraction.accountNotFound", { account: query.account });
      }
      if (isLimitReached(account)) {
        throw new ExtractionError(402, "proxyCentre.extraction.accountLimitReached", { account: account.username });
      }
      const paramsFor = lineParams(query, account.username);
      // One check for the whole list: only the random session ids differ between lines.
      const reason: ProxyCredentialReason | null = validateProxyParams(paramsFor());
      if (reason) throw invalidParameters(`proxyCentre.extraction.reasons.${reason}`);
      await checkPlace(query);
      return generate(query, paramsFor, account.password, endpoint);
    },
  };

  /**
   * A place the dataset does not know would give lines no exit can serve
   * (the gateway refuses them with no-exit-for-location, or worse, a pool's
   * upstream silently ignores the city): refuse it here, naming the part.
   */
  async function checkPlace(query: ExtractionQuery): Promise<void> {
    if (query.country === undefined) return;
    const place = { country: query.country, region: query.region, city: query.city };
    const unknown = await deps.places.findUnknownPlace(place);
    if (unknown === null) return;
    const where = [query.country, query.region].filter((part) => part !== undefined).join("/");
    const key = unknown === "no-exit" ? "noExit" : `${unknown}Unknown`;
    throw invalidParameters(`proxyCentre.extraction.places.${key}`, {
      country: query.country,
      region: query.region ?? "",
      city: query.city ?? "",
      place: where,
      location: [query.country, query.region, query.city].filter((part) => part !== undefined).join("/"),
    });
  }

  function lineParams(query: ExtractionQuery, account: string): () => ProxyUsernameParams {
    const base = {
      account,
      ...(query.country === undefined ? {} : { country: query.country }),
      ...(query.region === undefined ? {} : { region: query.region }),
      ...(query.city === undefined ? {} : { city: query.city }),
    };
    return () => ({ ...base, session: sessionFor(query.session, query.duration) });
  }

  function generate(
    query: ExtractionQuery,
    paramsFor: () => ProxyUsernameParams,
    password: string,
    endpoint: ProxyGatewayConfig,
  ): ExtractionResult {
    const port = query.protocol === "socks5" ? endpoint.socks5Port : endpoint.httpPort;
    const proxies = Array.from({ length: query.count }, () => {
      const username = generateProxyUsername(paramsFor());
      const proxy = { host: endpoint.host, port, username, password, protocol: query.protocol };
      return { ...proxy, line: formatProxyLine(query.format, proxy) };
    });
    return { code: 0, count: proxies.length, proxies };
  }
}

export type ExtractionService = ReturnType<typeof createExtractionService>;

function tokenView(row: { token: string; createdAt: Date }, origin: string, maxCount: number): ExtractionToken {
  const path = `/extract/${row.token}`;
  return { token: row.token, path, url: `${origin}${path}`, maxCount, createTime: row.createdAt.toISOString() };
}
