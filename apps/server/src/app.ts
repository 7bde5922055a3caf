import cookie from "@fastify/cookie";
import type { DatabaseHandle } from "@shop/db";
import Fastify, { type FastifyInstance } from "fastify";
import type { Config } from "./config.ts";
import { envelopePlugin, sendApiNotFound } from "./http/envelope-plugin.ts";
import { registerSecurityHeaders } from "./http/security-headers.ts";
import { healthRoutes } from "./modules/health/routes.ts";
import { seoRoutes } from "./modules/seo/routes.ts";
import { createSiteRepo } from "./modules/site/repo.ts";
import { siteRoutes } from "./modules/site/routes.ts";
import { createSiteService } from "./modules/site/service.ts";
import { localeRoutes } from "./web/locale-routes.ts";
import { ssrPlugin } from "./web/ssr-plugin.ts";

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** false in API tests that run without a web build. */
  serveWeb?: boolean;
  logger?: boolean | object;
}

export async function buildApp({ config, database, serveWeb = true, logger }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      redact: ["req.headers.authorization", "req.headers.cookie", "res.headers['set-cookie']"],
    },
    trustProxy: config.trustProxy,
    requestIdHeader: "x-request-id",
    genReqId: () => crypto.randomUUID(),
    bodyLimit: 1_048_576,
  });
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });

  await registerSecurityHeaders(app, {
    isDevelopment: config.isDevelopment,
    isHttps: config.publicUrl?.startsWith("https://") ?? false,
  });
  await app.register(cookie);
  await app.register(envelopePlugin);

  const site = createSiteService(createSiteRepo(database.db));

  await app.register(healthRoutes, { ping: database.ping });
  await app.register(seoRoutes, { publicUrl: config.publicUrl });
  await app.register(siteRoutes, { site });
  app.all("/app-api/*", sendApiNotFound);
  app.all("/app-api", sendApiNotFound);

  await app.register(localeRoutes);
  if (serveWeb) {
    await app.register(ssrPlugin, {
      buildDir: config.webBuildDir,
      isDevelopment: config.isDevelopment,
      publicUrl: config.publicUrl,
      trustProxy: config.trustProxy,
      site,
    });
  }
  return app;
}
