import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import type { DatabaseHandle } from "@shop/db";
import Fastify, { type FastifyInstance, type FastifyRequest } from "fastify";
import pino from "pino";
import type { Config } from "./config.ts";
import { answerFrameworkError, answerNotFound, envelopePlugin, sendApiNotFound } from "./http/envelope-plugin.ts";
import { createRequestOrigins, registerHostGuard } from "./http/request-origin.ts";
import { registerPathGuard } from "./http/request-path.ts";
import { memberGuardsPlugin } from "./http/require-certified.ts";
import { registerSecurityHeaders } from "./http/security-headers.ts";
import { endpointsPlugin } from "./http/serve-endpoint.ts";
import { createJobGate } from "./jobs/job-gate.ts";
import { type Scheduler, startJobs } from "./jobs/scheduler.ts";
import { createMovableClock, systemClock } from "./lib/clock.ts";
import { testClockRoutes } from "./lib/clock-routes.ts";
import { inTransaction } from "./lib/executor.ts";
import { createSecretPaths, redactedMark, redactPaths, type SecretPaths } from "./lib/log-redaction.ts";
import { redactSqlParameters } from "./lib/postgres-errors.ts";
import { createShopMetrics, jobMetrics, registerHttpMetrics, type ShopMetrics } from "./metrics/shop-metrics.ts";
import { balanceRoutes } from "./modules/commerce/balance/routes.ts";
import { catalogueConsoleRoutes } from "./modules/commerce/catalogue/console-routes.ts";
import { catalogueRoutes } from "./modules/commerce/catalogue/routes.ts";
import { exportsRoutes } from "./modules/commerce/exports/routes.ts";
import { invoiceConsoleRoutes, invoiceRoutes } from "./modules/commerce/invoices/routes.ts";
import { ordersRoutes } from "./modules/commerce/orders/routes.ts";
import { refundNotifyRoutes } from "./modules/commerce/payments/refund-notify-routes.ts";
import { paymentNotifyRoutes, paymentsRoutes } from "./modules/commerce/payments/routes.ts";
import { receiptRoutes } from "./modules/commerce/receipts/routes.ts";
import { auditRoutes } from "./modules/console/audit/routes.ts";
import { auditContextOf } from "./modules/console/audit/service.ts";
import { consoleDashboardRoutes } from "./modules/console/console-dashboard/routes.ts";
import { consoleMembersRoutes } from "./modules/console/console-members/routes.ts";
import { consoleTunnelPlanRoutes } from "./modules/console/console-members/tunnel-plan-routes.ts";
import { consoleOrdersRoutes } from "./modules/console/console-orders/routes.ts";
import { registerConsoleGuard, registerConsoleHost } from "./modules/console/operators/console-http.ts";
import { isConsoleHttps } from "./modules/console/operators/create-operators.ts";
import { operatorsRoutes } from "./modules/console/operators/routes.ts";
import { growthConsoleRoutes, growthRoutes } from "./modules/growth/routes.ts";
import { apiKeysRoutes } from "./modules/identity/api-keys/routes.ts";
import { authRoutes } from "./modules/identity/auth/routes.ts";
import { sessionCookiesFor } from "./modules/identity/auth/session-cookies.ts";
import { captchaRoutes } from "./modules/identity/captcha/routes.ts";
import { certificationRoutes } from "./modules/identity/certification/routes.ts";
import { dataRightsRoutes } from "./modules/identity/data-rights/routes.ts";
import { announcementRoutes, inboxRoutes } from "./modules/platform/alerts/inbox-routes.ts";
import { alertsRoutes } from "./modules/platform/alerts/routes.ts";
import { healthRoutes } from "./modules/platform/health/routes.ts";
import { sandboxOutboxRoutes } from "./modules/platform/messaging/sandbox-routes.ts";
import { demoWebhookReceiverRoutes, webhooksRoutes } from "./modules/platform/webhooks/routes.ts";
import { consoleExitsRoutes } from "./modules/proxy/exit-health/console-routes.ts";
import { geoIpRoutes } from "./modules/proxy/geoip/routes.ts";
import { regionsRoutes } from "./modules/proxy/regions/routes.ts";
import { consoleDenyRoutes } from "./modules/proxy/target-deny/console-routes.ts";
import { apiReferenceRoutes } from "./modules/storefront/api-reference/routes.ts";
import { contentConsoleRoutes } from "./modules/storefront/content/console-routes.ts";
import { contentRoutes } from "./modules/storefront/content/routes.ts";
import { seoRoutes } from "./modules/storefront/seo/routes.ts";
import { siteConsoleRoutes } from "./modules/storefront/site/console-routes.ts";
import { siteRoutes } from "./modules/storefront/site/routes.ts";
import { supportConsoleRoutes, supportRoutes } from "./modules/support/routes.ts";
import { paymentSandboxRoutes } from "./payment-providers/sandbox/routes.ts";
import { registerProxyCentreRoutes } from "./proxy-centre-routes.ts";
import { createServices, type Services } from "./services.ts";
import { localeRoutes } from "./web/locale-routes.ts";
import { ssrPlugin } from "./web/ssr-plugin.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The periodic jobs when `runJobs` is on (tests tick them by name). */
    jobs: Scheduler | null;
    /** Every service, as the composition root built them (services.ts). */
    services: Services;
    /** Prometheus metrics; main.ts serves them on METRICS_PORT. */
    metrics: ShopMetrics;
  }
}

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** false in API tests that run without a web build. */
  serveWeb?: boolean;
  logger?: boolean | object;
  /** The scheduled clean-up jobs; main.ts turns them on, tests leave them off. */
  runJobs?: boolean;
  /** Tests shorten the payment sandbox's notification retry schedule. */
  sandboxRetryDelaysMs?: readonly number[];
  /** Tests turn off the wait added to failed logins past the captcha threshold (250 ms a step). */
  loginSlowdownStepMs?: number;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database, serveWeb = true, logger } = options;
  const secretPaths = createSecretPaths();
  const app = Fastify({
    logger:
      logger === false
        ? false
        : { ...defaultLoggerOptions(config, secretPaths), ...(typeof logger === "object" ? logger : {}) },
    trustProxy: config.trustProxy,
    // A client's X-Request-Id is not trusted: it would name rows of the audit log and lines of the log.
    requestIdHeader: false,
    genReqId: () => crypto.randomUUID(),
    bodyLimit: 1_048_576,
    frameworkErrors: answerFrameworkError,
  });
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
  // Every route added from here on: its secret parameters (`:token`) are masked in logged URLs.
  app.addHook("onRoute", (route) => secretPaths.addRoute(route.url));
  const movableClock = config.testClock ? createMovableClock() : null;
  const services = await createServices({
    config,
    clock: movableClock ?? systemClock,
    database,
    log: app.log,
    selfOrigin: () => ownOrigin(app),
    listeningPort: () => ownPort(app),
    loginSlowdownStepMs: options.loginSlowdownStepMs,
  });
  app.decorate("services", services);
  const metrics = createShopMetrics({
    waiting: services.waitingWork,
    poolStats: database.poolStats,
    isRedisAvailable: services.rateLimiter.isRedisAvailable,
  });
  app.decorate("metrics", metrics);
  registerHttpMetrics(app, metrics);
  app.addHook("onClose", () => services.close());
  const { auth, memberCertification, content, site } = services;
  const consoleIsHttps = isConsoleHttps(config);
  // First: every later guard decides by the path this one normalised (or the request is refused).
  registerPathGuard(app);
  registerConsoleHost(app, {
    host: config.console.host,
    ipAllowlist: config.console.ipAllowlist,
    isHttps: consoleIsHttps,
    onOriginRefused: (request) =>
      inTransaction(database.db, (tx) =>
        services.audit.record(tx, {
          context: auditContextOf(request),
          action: "console.origin-refused",
          recordType: "request",
          recordId: null,
          reason: `${request.method} ${request.guardPath} from ${request.headers.origin ?? "no Origin"}`.slice(0, 500),
          outcome: "refused",
        }),
      ),
  });
  const origins = createRequestOrigins({
    publicUrl: config.publicUrl,
    substationHostOf: (hostname) => site.substationHostOf(hostname),
  });
  registerHostGuard(app, origins);
  // Every link the shop writes for a visitor (payments, sitemap, extraction URL, canonical) starts here.
  const originOf = (request: FastifyRequest) => origins.buyerOrigin(request);

  await registerSecurityHeaders(app, {
    isDevelopment: config.isDevelopment,
    isHttps: config.publicUrl?.startsWith("https://") ?? false,
    consoleHost: config.console.host,
  });
  // API answers; pages compress their own stream (web/ssr-plugin.ts) and assets are compressed at build time.
  await app.register(compress, { threshold: 1024, encodings: ["br", "gzip"] });
  await app.register(cookie);
  await app.register(envelopePlugin);
  await app.register(endpointsPlugin, { checksAnswers: config.mode !== "production" });

  const sessionCookies = sessionCookiesFor(config.publicUrl);
  await app.register(memberGuardsPlugin, {
    authenticate: auth.authenticate,
    apiKeys: services.apiKeys.authenticate,
    certification: memberCertification,
    accessCookie: sessionCookies.access,
  });
  registerConsoleGuard(app, {
    operators: services.operators,
    audit: services.audit,
    db: database.db,
    isHttps: consoleIsHttps,
  });

  await app.register(healthRoutes, { ping: database.ping });
  await app.register(seoRoutes, { originOf, listContent: () => content.listPublishedSlugs() });
  await app.register(siteRoutes, { site });
  await app.register(catalogueRoutes, { catalogue: services.catalogue });
  await app.register(ordersRoutes, { orders: services.orders });
  await app.register(growthRoutes, { growth: services.growth, orders: services.orders });
  if (services.paymentSandbox) {
    await app.register(paymentSandboxRoutes, {
      keys: services.paymentSandbox.keys,
      store: services.paymentSandbox.store,
      channels: services.paymentSandbox.channels,
      stripeWebhookUrl: services.paymentSandbox.stripeWebhookUrl,
      retryDelaysMs: options.sandboxRetryDelaysMs,
    });
  }
  await app.register(paymentsRoutes, {
    payments: services.payments,
    bankTransfers: services.bankTransfers,
    buyerOrigin: originOf,
  });
  await app.register(paymentNotifyRoutes, { payments: services.payments });
  await app.register(balanceRoutes, { ...services.balance, payments: services.payments, buyerOrigin: originOf });
  await app.register(refundNotifyRoutes, { refunds: services.refunds });
  await app.register(contentRoutes, { content, site });
  await app.register(apiReferenceRoutes, { version: "1" });
  await app.register(regionsRoutes, { regions: services.regions });
  await app.register(geoIpRoutes, { geoIp: services.geoIp });
  await app.register(captchaRoutes, { captcha: services.captcha, rateLimiter: services.rateLimiter });
  await app.register(authRoutes, {
    auth,
    site,
    cookies: sessionCookies,
    sessionMaxAgeSeconds: Math.floor(config.sessionAbsoluteMs / 1000),
  });
  await app.register(certificationRoutes, { certification: services.certification });
  await app.register(invoiceRoutes, { invoices: services.invoices });
  await app.register(receiptRoutes, { receipts: services.receipts });
  await registerProxyCentreRoutes(app, services, { config, originOf });
  await app.register(apiKeysRoutes, { apiKeys: services.apiKeys });
  await app.register(webhooksRoutes, { webhooks: services.webhooks });
  await app.register(alertsRoutes, { alerts: services.alerts });
  await app.register(supportRoutes, { support: services.support });
  await app.register(inboxRoutes, { inbox: services.inbox });
  await app.register(dataRightsRoutes, { dataRights: services.dataRights, cookies: sessionCookies });
  if (config.mode === "demo") {
    await app.register(sandboxOutboxRoutes, { outbox: services.outbox });
    await app.register(demoWebhookReceiverRoutes);
    if (movableClock) await app.register(testClockRoutes, { clock: movableClock });
  }
  app.all("/app-api/*", sendApiNotFound);
  app.all("/app-api", sendApiNotFound);
  await app.register(operatorsRoutes, { operators: services.operators, isHttps: consoleIsHttps });
  await app.register(consoleDashboardRoutes, { dashboard: services.dashboard });
  await app.register(consoleExitsRoutes, { exitHealth: services.exitHealth });
  await app.register(consoleDenyRoutes, { targetDeny: services.targetDeny });
  await app.register(consoleMembersRoutes, {
    members: services.consoleMembers,
    certificationReview: services.consoleCertificationReview,
  });
  await app.register(consoleTunnelPlanRoutes, { plans: services.consoleTunnelPlans });
  await app.register(catalogueConsoleRoutes, { service: services.catalogueConsole });
  await app.register(contentConsoleRoutes, { service: services.contentConsole });
  await app.register(siteConsoleRoutes, {
    service: services.siteConsole,
    bankTransfers: services.bankTransfers,
    audit: services.audit,
  });
  await app.register(announcementRoutes, { inbox: services.inbox, audit: services.audit });
  await app.register(exportsRoutes, { exports: services.exports });
  await app.register(consoleOrdersRoutes, { consoleOrders: services.consoleOrders });
  await app.register(auditRoutes, { viewer: services.auditViewer });
  await app.register(growthConsoleRoutes, { growth: services.growth });
  await app.register(supportConsoleRoutes, { support: services.support });
  await app.register(invoiceConsoleRoutes, { invoices: services.invoices });
  app.all("/ops-api/*", sendApiNotFound);
  app.all("/ops-api", sendApiNotFound);
  // Anything no route answers (without the web app, or a method it does not take).
  app.setNotFoundHandler(answerNotFound);

  await app.register(localeRoutes);
  if (options.runJobs) {
    const jobs = startJobs(services.jobs, app.log, createJobGate(database), jobMetrics(metrics));
    app.decorate("jobs", jobs);
    app.addHook("onClose", () => jobs.stop());
  } else {
    app.decorate("jobs", null);
  }

  if (serveWeb) {
    await app.register(ssrPlugin, {
      buildDir: config.webBuildDir,
      isDevelopment: config.isDevelopment,
      originOf,
      trustProxy: config.trustProxy,
      isDemo: config.mode === "demo",
      businessTimeZone: config.businessTimeZone,
      site,
      geoIp: services.geoIp,
    });
  }
  return app;
}

/** This server as it reaches itself: loopback on the port it listens on. */
function ownOrigin(app: FastifyInstance): string {
  return `http://127.0.0.1:${ownPort(app)}`;
}

function ownPort(app: FastifyInstance): number {
  const address = app.server.address();
  return typeof address === "object" && address ? address.port : 0;
}

/**
 * Secrets never reach the log (lib/log-redaction.ts): a request's URL is logged with secret route
 * and query parameters masked, credential headers and secret fields are redacted, and every logged
 * `err` goes through redactSqlParameters (a failed query's parameters: passwords, codes, ID
 * numbers) and has any URL in its message masked the same way.
 */
function defaultLoggerOptions(config: Config, secretPaths: SecretPaths) {
  return {
    level: config.logLevel,
    redact: { paths: redactPaths, censor: redactedMark },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: secretPaths.redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
      err: (error: unknown) => {
        const serialized = pino.stdSerializers.err(redactSqlParameters(error) as Error);
        if (typeof serialized.message === "string") serialized.message = secretPaths.redactText(serialized.message);
        if (typeof serialized.stack === "string") serialized.stack = secretPaths.redactText(serialized.stack);
        return serialized;
      },
    },
  };
}
