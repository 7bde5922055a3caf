import type { Database } from "@shop/db";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Config } from "../../config.ts";
import type { RateLimiter } from "../../lib/rate-limiter.ts";
import { sha256 } from "../../lib/secrets.ts";
import type { MemberCertification, MemberRegistration } from "../auth/service.ts";
import { createOrdersRepo } from "../orders/repo.ts";
import { extractRoutes } from "../proxy-accounts/extract-routes.ts";
import { createExtractionService, type ExtractionPlaces } from "../proxy-accounts/extraction.ts";
import { createProxyAccountsRepo } from "../proxy-accounts/repo.ts";
import { proxyAccountRoutes } from "../proxy-accounts/routes.ts";
import { createProxyAccountsService } from "../proxy-accounts/service.ts";
import type { SiteService } from "../site/service.ts";
import { supplierRoutes } from "../supplier/routes.ts";
import { createSupplierService } from "../supplier/service.ts";
import type { TrafficService } from "../traffic/service.ts";
import { usageInternalRoutes } from "./internal-routes.ts";
import { createUsageRepo } from "./repo.ts";
import { usageRoutes } from "./routes.ts";
import { createUsageService } from "./service.ts";

/**
 * The proxy centre of issue 7 in one registration: sub-accounts, allowlist and
 * extraction URL (proxy-accounts), the gateways' usage calls and the dashboard
 * (usage), and the supplier. Keeps app.ts to one line for all of it.
 */
export async function registerProxyCentre(
  app: FastifyInstance,
  deps: {
    config: Config;
    db: Database;
    traffic: TrafficService;
    certification: MemberCertification;
    registration: MemberRegistration;
    site: SiteService;
    rateLimiter: RateLimiter;
    /** Where extraction lines may point (the regions dataset). */
    places: ExtractionPlaces;
    /** The origin visitors of a host use (http/request-origin.ts). */
    originOf(request: FastifyRequest): Promise<string>;
  },
) {
  const { config, db, traffic, certification } = deps;
  const proxyAccounts = createProxyAccountsService({ repo: createProxyAccountsRepo(db) });
  const extraction = createExtractionService({
    proxyAccounts,
    traffic,
    certification,
    gateway: config.proxyGateway,
    rateLimiter: deps.rateLimiter,
    places: deps.places,
  });
  const usage = createUsageService({
    repo: createUsageRepo(db),
    proxyAccounts,
    traffic,
    certification,
    lowTrafficThresholdBytes: config.usage.lowTrafficThresholdBytes,
    maxRecordAgeMs: config.usage.maxRecordAgeMs,
  });
  // A substation may have a gateway of its own; the request's host decides.
  const gatewayFor = async (host: string) => ({
    ...(await deps.site.getGateway(host)),
    maxExtractCount: config.proxyGateway.maxExtractCount,
  });
  await app.register(proxyAccountRoutes, {
    proxyAccounts,
    extraction,
    originOf: deps.originOf,
    gatewayFor,
  });
  await app.register(usageRoutes, { usage });
  const supplier = createSupplierService({
    site: deps.site,
    registrationSubstationOf: deps.registration.substationOf,
  });
  await app.register(supplierRoutes, { supplier });
  await app.register(extractRoutes, { extraction, gatewayFor });
  const orders = createOrdersRepo(db);
  await app.register(usageInternalRoutes, {
    usage,
    gatewaySecrets: config.usage.gatewaySecrets,
    staticIps: {
      async findByAccount(account) {
        // Static accounts are short names; anything else is not worth a query.
        if (!/^[a-z0-9]{1,32}$/.test(account)) return null;
        const row = await orders.findIpByAccount(account);
        if (!row) return null;
        return {
          account: row.account,
          status: row.status === 1 && row.expiresAt.getTime() > Date.now() ? "active" : "expired",
          passwordSha256: sha256(row.password),
          outIp: row.outIp,
          host: row.host,
          port: row.port,
          expiresAt: row.expiresAt.toISOString(),
        };
      },
    },
  });
  return { proxyAccounts, usage };
}
