import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Config } from "./config.ts";
import { extractRoutes } from "./modules/proxy/proxy-accounts/extract-routes.ts";
import { proxyAccountRoutes } from "./modules/proxy/proxy-accounts/routes.ts";
import { supplierRoutes } from "./modules/proxy/supplier/routes.ts";
import { tunnelPlanRoutes } from "./modules/proxy/tunnel-plans/routes.ts";
import { usageInternalRoutes } from "./modules/proxy/usage/internal-routes.ts";
import { usageRoutes } from "./modules/proxy/usage/routes.ts";
import type { Services } from "./services.ts";

/**
 * The proxy centre's routes in one registration: sub-accounts, allowlist and extraction URL
 * (proxy-accounts), the dashboard and the gateways' signed calls (usage), and the supplier.
 */
export async function registerProxyCentreRoutes(
  app: FastifyInstance,
  services: Pick<
    Services,
    | "proxyAccounts"
    | "targetDeny"
    | "extraction"
    | "usage"
    | "supplier"
    | "site"
    | "staticIps"
    | "exitCoverage"
    | "exitHealth"
    | "lineTester"
    | "tunnelPlans"
    | "staticIpLimits"
  >,
  deps: {
    config: Config;
    /** The origin visitors of a host use (http/request-origin.ts). */
    originOf(request: FastifyRequest): Promise<string>;
  },
) {
  const { config } = deps;
  // A substation may have a gateway of its own; the request's host decides.
  const gatewayFor = async (host: string) => ({
    ...(await services.site.getGateway(host)),
    maxExtractCount: config.proxyGateway.maxExtractCount,
  });
  await app.register(proxyAccountRoutes, {
    proxyAccounts: services.proxyAccounts,
    extraction: services.extraction,
    lineTester: services.lineTester,
    targetDeny: services.targetDeny,
    originOf: deps.originOf,
    gatewayFor,
  });
  await app.register(usageRoutes, { usage: services.usage });
  await app.register(supplierRoutes, { supplier: services.supplier });
  await app.register(tunnelPlanRoutes, { tunnelPlans: services.tunnelPlans, staticIpLimits: services.staticIpLimits });
  await app.register(extractRoutes, { extraction: services.extraction, gatewayFor });
  await app.register(usageInternalRoutes, {
    usage: services.usage,
    gatewaySecrets: config.usage.gatewaySecrets,
    staticIps: services.staticIps,
    exitCoverage: services.exitCoverage,
    exitHealth: services.exitHealth,
  });
}
