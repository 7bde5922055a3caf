import path from "node:path";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import type { DatabaseHandle } from "@shop/db";
import Fastify, { type FastifyInstance, type FastifyRequest } from "fastify";
import pino from "pino";
import type { Config } from "./config.ts";
import { answerFrameworkError, envelopePlugin, sendApiNotFound } from "./http/envelope-plugin.ts";
import { createRequestOrigins, registerHostGuard } from "./http/request-origin.ts";
import { createMemberGuards } from "./http/require-certified.ts";
import { registerSecurityHeaders } from "./http/security-headers.ts";
import { endpointsPlugin } from "./http/serve-endpoint.ts";
import { createJobGate } from "./jobs/job-gate.ts";
import { type Scheduler, startJobs } from "./jobs/scheduler.ts";
import { redactSqlParameters } from "./lib/postgres-errors.ts";
import {
  createDatabaseRateLimiter,
  createRedisRateLimiter,
  purgeExpiredRateLimits,
  type RateLimiter,
} from "./lib/rate-limiter.ts";
import { createApiKeysRepo } from "./modules/api-keys/repo.ts";
import { apiKeysRoutes } from "./modules/api-keys/routes.ts";
import { createApiKeysService } from "./modules/api-keys/service.ts";
import { apiReferenceRoutes } from "./modules/api-reference/routes.ts";
import { createAuthRepo } from "./modules/auth/repo.ts";
import { authRoutes } from "./modules/auth/routes.ts";
import { createAuthService, createMemberCertification, createMemberRegistration } from "./modules/auth/service.ts";
import { createVerificationCodes } from "./modules/auth/verification-codes.ts";
import { createCaptchaRepo } from "./modules/captcha/repo.ts";
import { captchaRoutes } from "./modules/captcha/routes.ts";
import { createCaptchaService } from "./modules/captcha/service.ts";
import { createCatalogueRepo } from "./modules/catalogue/repo.ts";
import { catalogueRoutes } from "./modules/catalogue/routes.ts";
import { createCatalogueService } from "./modules/catalogue/service.ts";
import { createContentRepo } from "./modules/content/repo.ts";
import { contentRoutes } from "./modules/content/routes.ts";
import { createContentService } from "./modules/content/service.ts";
import { dataRightsRoutes } from "./modules/data-rights/routes.ts";
import { createDataRightsService } from "./modules/data-rights/service.ts";
import { geoIpRoutes } from "./modules/geoip/routes.ts";
import { createGeoIpService } from "./modules/geoip/service.ts";
import { healthRoutes } from "./modules/health/routes.ts";
import { createIdentityProvider } from "./modules/identity/create-provider.ts";
import { createIdentityRepo } from "./modules/identity/repo.ts";
import { identityRoutes } from "./modules/identity/routes.ts";
import { createIdentityService } from "./modules/identity/service.ts";
import { createMessageSender } from "./modules/messaging/create-senders.ts";
import { createOutboxRepo } from "./modules/messaging/outbox-repo.ts";
import { sandboxOutboxRoutes } from "./modules/messaging/sandbox-routes.ts";
import { createOrdersRepo } from "./modules/orders/repo.ts";
import { ordersRoutes } from "./modules/orders/routes.ts";
import { createOrdersService, type OrdersService } from "./modules/orders/service.ts";
import { createPaymentsRepo } from "./modules/payments/repo.ts";
import { paymentNotifyRoutes, paymentsRoutes } from "./modules/payments/routes.ts";
import { createPaymentsService } from "./modules/payments/service.ts";
import { regionsRoutes } from "./modules/regions/routes.ts";
import { createRegionsService } from "./modules/regions/service.ts";
import { seoRoutes } from "./modules/seo/routes.ts";
import { createSiteRepo } from "./modules/site/repo.ts";
import { siteRoutes } from "./modules/site/routes.ts";
import { createSiteService } from "./modules/site/service.ts";
import { createFileStorage } from "./modules/storage/create-file-storage.ts";
import { createStoredFilesRepo } from "./modules/storage/repo.ts";
import { createStoredFiles } from "./modules/storage/service.ts";
import { createTrafficRepo } from "./modules/traffic/repo.ts";
import { createTrafficService } from "./modules/traffic/service.ts";
import { registerProxyCentre } from "./modules/usage/register-proxy-centre.ts";
import { createPaymentProviders } from "./payments/create-providers.ts";
import { withCashierOnBuyerOrigin } from "./payments/sandbox/buyer-origin.ts";
import { loadSandboxKeys } from "./payments/sandbox/keys.ts";
import { paymentSandboxRoutes } from "./payments/sandbox/routes.ts";
import { localeRoutes } from "./web/locale-routes.ts";
import { ssrPlugin } from "./web/ssr-plugin.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The periodic jobs when `runJobs` is on (tests tick them by name). */
    jobs: Scheduler | null;
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
  const app = Fastify({
    logger:
      logger === false ? false : { ...defaultLoggerOptions(config), ...(typeof logger === "object" ? logger : {}) },
    trustProxy: config.trustProxy,
    requestIdHeader: "x-request-id",
    genReqId: () => crypto.randomUUID(),
    bodyLimit: 1_048_576,
    frameworkErrors: answerFrameworkError,
  });
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
  const site = createSiteService(createSiteRepo(database.db), { defaultGateway: config.proxyGateway });
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
  });
  // API answers; pages compress their own stream (web/ssr-plugin.ts) and assets are compressed at build time.
  await app.register(compress, { threshold: 1024, encodings: ["br", "gzip"] });
  await app.register(cookie);
  await app.register(envelopePlugin);
  await app.register(endpointsPlugin, { checksAnswers: config.mode !== "production" });

  const geoIp = createGeoIpService();
  const content = createContentService(createContentRepo(database.db));
  const captcha = createCaptchaService(createCaptchaRepo(database.db));

  const rateLimiter = await createRateLimiter(app, config, database);
  const traffic = createTrafficService(createTrafficRepo(database.db));
  const authRepo = createAuthRepo(database.db);
  const auth = createAuthService({
    repo: authRepo,
    codes: createVerificationCodes({
      repo: authRepo,
      rateLimiter,
      secret: config.appSecret,
      resendIntervalSeconds: config.codeResendIntervalSeconds,
      log: app.log,
      sender: createMessageSender({
        config: config.messaging,
        db: database.db,
        logger: app.log,
        siteName: config.siteName,
      }),
    }),
    captcha,
    rateLimiter,
    traffic,
    accessTokenTtlMs: config.accessTokenTtlMs,
    refreshTokenTtlMs: config.refreshTokenTtlMs,
    sessionAbsoluteMs: config.sessionAbsoluteMs,
    loginSlowdownStepMs: options.loginSlowdownStepMs,
  });
  const certification = createMemberCertification(authRepo);
  const apiKeys = createApiKeysService({ repo: createApiKeysRepo(database.db), rateLimiter });
  app.decorate(
    "memberGuards",
    createMemberGuards({ authenticate: auth.authenticate, apiKeys: apiKeys.authenticate, certification }),
  );
  const identity = createIdentityService({
    repo: createIdentityRepo(database.db),
    certification,
    provider: createIdentityProvider(config.identity.provider),
    files: createStoredFiles({
      repo: createStoredFilesRepo(database.db),
      storage: createFileStorage(config.fileStorage),
    }),
    rateLimiter,
    secret: config.appSecret,
    checksPerDay: config.identity.checksPerDay,
    log: app.log,
  });

  await app.register(healthRoutes, { ping: database.ping });
  await app.register(seoRoutes, { originOf, listContent: () => content.listPublishedSlugs() });
  await app.register(siteRoutes, { site });
  const catalogue = createCatalogueService(createCatalogueRepo(database.db));
  await app.register(catalogueRoutes, { catalogue });
  const orders = createOrdersService({
    db: database.db,
    repo: createOrdersRepo(database.db),
    catalogue,
    payTimeoutMs: config.payments.timeoutMinutes * 60_000,
    stock: config.staticStock,
    log: app.log,
  });
  await app.register(ordersRoutes, { orders });
  const payments = await createPayments(app, config, database, orders, options.sandboxRetryDelaysMs);
  await app.register(paymentsRoutes, { payments, buyerOrigin: originOf });
  await app.register(paymentNotifyRoutes, { payments });
  await app.register(contentRoutes, { content, site });
  await app.register(apiReferenceRoutes, { version: "1" });
  const regions = createRegionsService();
  await app.register(regionsRoutes, { regions });
  await app.register(geoIpRoutes, { geoIp });
  await app.register(captchaRoutes, { captcha, rateLimiter });
  await app.register(authRoutes, { auth, site });
  await app.register(identityRoutes, { identity });
  await app.register(apiKeysRoutes, { apiKeys });
  const proxyCentre = await registerProxyCentre(app, {
    config,
    db: database.db,
    traffic,
    certification,
    registration: createMemberRegistration(authRepo),
    site,
    rateLimiter,
    places: regions,
    originOf,
  });
  const dataRights = createDataRightsService({
    db: database.db,
    auth,
    traffic,
    orders,
    identity,
    proxyAccounts: proxyCentre.proxyAccounts,
    usage: proxyCentre.usage,
    apiKeys,
  });
  await app.register(dataRightsRoutes, { dataRights });
  if (config.mode === "demo") {
    await app.register(sandboxOutboxRoutes, { outbox: createOutboxRepo(database.db) });
  }
  app.all("/app-api/*", sendApiNotFound);
  app.all("/app-api", sendApiNotFound);

  await app.register(localeRoutes);
  if (options.runJobs) {
    const jobs = startJobs(
      [
        { name: "purge-captcha", intervalMs: 3600_000, run: () => captcha.purgeExpired() },
        { name: "purge-rate-limits", intervalMs: 3600_000, run: () => purgeExpiredRateLimits(database.db) },
        { name: "purge-codes", intervalMs: 3600_000, run: () => authRepo.purgeOldCodes() },
        { name: "purge-sessions", intervalMs: 6 * 3600_000, run: () => authRepo.purgeDeadSessions() },
        {
          name: "close-overdue-orders",
          intervalMs: config.paymentJobIntervalMs,
          run: () => payments.closeOverdueOrders(),
        },
        {
          name: "recover-payments",
          intervalMs: config.paymentJobIntervalMs,
          run: () => payments.recoverLostNotifications(),
        },
        { name: "expire-static-ips", intervalMs: config.paymentJobIntervalMs, run: () => orders.expireStaticIps() },
      ],
      app.log,
      createJobGate(database),
    );
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
      site,
      geoIp,
    });
  }
  return app;
}

/**
 * The payments service with its two providers: real adapters, or the same
 * adapters pointed at the local sandbox this server mounts (demo mode only;
 * the configuration refuses the sandbox in production).
 */
async function createPayments(
  app: FastifyInstance,
  config: Config,
  database: DatabaseHandle,
  orders: OrdersService,
  retryDelaysMs: readonly number[] | undefined,
) {
  const sandboxChannels = (["alipay", "wechat"] as const).filter(
    (method) => config.payments[method].kind === "sandbox",
  );
  let sandbox: Parameters<typeof createPaymentProviders>[1] = null;
  if (sandboxChannels.length > 0) {
    const keys = await loadSandboxKeys({ file: sandboxKeysFile(config) });
    await app.register(paymentSandboxRoutes, { keys, channels: sandboxChannels, retryDelaysMs });
    // The server talks to its own sandbox over loopback; buyers get the cashier on the host they use (below).
    sandbox = { keys, origin: () => config.publicUrl ?? ownOrigin(app) };
  }
  let providers = createPaymentProviders(config.payments, sandbox);
  if (sandbox && !config.publicUrl)
    providers = withCashierOnBuyerOrigin(providers, sandboxChannels, () => ownOrigin(app));
  return createPaymentsService({
    db: database.db,
    repo: createPaymentsRepo(database.db),
    orders,
    providers,
    handlingFeePermille: config.payments.handlingFeePermille,
    // Never the request's Host: without PUBLIC_URL only this server itself (its sandbox) can be notified.
    notifyBaseUrl: () => config.payments.notifyBaseUrl ?? config.publicUrl ?? ownOrigin(app),
    log: app.log,
  });
}

/**
 * Inside the embedded database's own folder (private to this installation,
 * never a shared temp folder where another user could plant keys and forge
 * payments), so every process on that folder shares them; none for memory://.
 */
function sandboxKeysFile(config: Config): string | null {
  if (config.payments.sandboxKeysFile) return config.payments.sandboxKeysFile;
  if (config.database.kind === "pglite") {
    if (config.database.dataDir.startsWith("memory://")) return null;
    return path.join(config.database.dataDir, "payment-sandbox-keys.json");
  }
  return path.resolve("data", "payment-sandbox-keys.json");
}

/** This server as it reaches itself: loopback on the port it listens on. */
function ownOrigin(app: FastifyInstance): string {
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
}

/**
 * Headers with credentials are redacted; every logged `err` goes through
 * redactSqlParameters first, so a failed query never writes its parameters
 * (passwords, codes, ID numbers) to the log.
 */
function defaultLoggerOptions(config: Config) {
  return {
    level: config.logLevel,
    redact: ["req.headers.authorization", "req.headers.cookie", "res.headers['set-cookie']"],
    serializers: { err: (error: unknown) => pino.stdSerializers.err(redactSqlParameters(error) as Error) },
  };
}

/** Redis when configured (closed with the app), otherwise counters in the database. */
async function createRateLimiter(app: FastifyInstance, config: Config, database: DatabaseHandle): Promise<RateLimiter> {
  if (!config.redisUrl) return createDatabaseRateLimiter(database.db);
  const { Redis } = await import("ioredis");
  const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
  redis.on("error", (error) => app.log.warn({ err: error }, "redis error"));
  app.addHook("onClose", async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return createRedisRateLimiter(redis);
}
