import path from "node:path";
import { Readable } from "node:stream";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import { createRequest, sendResponse } from "@remix-run/node-fetch-server";
import type { SsrRequestContext } from "@shop/contract";
import { analyticsScriptOf } from "@shop/contract/core";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type RouterContext, RouterContextProvider, type ServerBuild } from "react-router";
import { TtlCache } from "../lib/ttl-cache.ts";
import type { GeoIpService } from "../modules/proxy/geoip/service.ts";
import type { SiteService } from "../modules/storefront/site/service.ts";
import { compressStream, negotiateEncoding } from "./compression.ts";

/** How old a shared public answer may be when a page renders it (SsrRequestContext.getApi). */
export const recentAnswerMaxAgeMs = 5_000;

export interface SsrOptions {
  buildDir: string;
  isDevelopment: boolean;
  /** The origin visitors of this host use (http/request-origin.ts): canonical and alternate links. */
  originOf(request: FastifyRequest): Promise<string>;
  trustProxy: boolean;
  isDemo: boolean;
  businessTimeZone: string;
  site: SiteService;
  geoIp: GeoIpService;
}

/**
 * Hands every path the API does not own to React Router's request handler.
 * Production serves the built client assets; development runs Vite in the same
 * process with hot reload.
 */
export async function ssrPlugin(app: FastifyInstance, opts: SsrOptions) {
  let loadBuild: () => Promise<ServerBuild>;

  if (opts.isDevelopment) {
    const { createServer } = await import("vite");
    const middie = (await import("@fastify/middie")).default;
    const vite = await createServer({
      root: path.resolve(opts.buildDir, ".."),
      server: { middlewareMode: true },
      appType: "custom",
    });
    await app.register(middie);
    app.use(vite.middlewares);
    app.addHook("onClose", async () => vite.close());
    loadBuild = () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  } else {
    const serverEntry = pathToFileURL(path.join(opts.buildDir, "server/index.js")).href;
    const build = (await import(serverEntry)) as ServerBuild;
    loadBuild = async () => build;
    await app.register(fastifyStatic, {
      root: path.join(opts.buildDir, "client"),
      prefix: "/",
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside every text asset (apps/web/scripts/precompress.ts).
      preCompressed: true,
      setHeaders(reply, filePath) {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header("cache-control", isHashedAsset ? "public, max-age=31536000, immutable" : "public, max-age=3600");
      },
    });
  }

  // Form posts and any other body reach React Router unread.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", (_request, _payload, done) => done(null));

  const handlers = new WeakMap<ServerBuild, ReturnType<typeof createRequestHandler>>();
  const handlerFor = (build: ServerBuild) => {
    let handler = handlers.get(build);
    if (!handler) {
      handler = createRequestHandler(build, opts.isDevelopment ? "development" : "production");
      handlers.set(build, handler);
    }
    return handler;
  };

  // Public answers the pages render, shared between visitors for a few seconds: the home page
  // and /buy read eight catalogue calls per view, which change only when an operator or an order does.
  const recentAnswers = new TtlCache<{ code: number; data: unknown; msg: string }>(recentAnswerMaxAgeMs);

  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    const build = await loadBuild();
    const handler = handlerFor(build);
    const contextKey = (build.entry.module as { ssrContext?: RouterContext<SsrRequestContext> }).ssrContext;
    if (!contextKey) throw new Error("The web build does not export ssrContext from entry.server");
    const origin = await opts.originOf(request);
    const host = request.hostname;
    const ssrContext: SsrRequestContext = {
      nonce: reply.scriptNonce,
      buildId: (build.entry.module as { buildId?: string }).buildId ?? "dev",
      isDemo: opts.isDemo,
      businessTimeZone: opts.businessTimeZone,
      isMainlandVisitor: async () => (await opts.geoIp.getCallerIp(request.ip)).isMainlandChina,
      origin,
      getSubstation: (locale) => opts.site.getSubstation(host, locale),
      async getApi(path, locale, options) {
        if (!path.startsWith("/app-api/")) throw new Error(`not an API path: ${path}`);
        const hostHeader = request.headers.host ?? "localhost";
        const call = async () => {
          const response = await app.inject({
            method: "GET",
            url: path,
            headers: { "accept-language": locale, host: hostHeader },
          });
          return response.json();
        };
        return options?.recent ? recentAnswers.get(`${hostHeader} ${locale} ${path}`, call) : call();
      },
      resolveRedirect: (pathname) => opts.site.resolveRedirect(host, pathname),
    };
    const context = new RouterContextProvider(new Map([[contextKey, ssrContext]]));

    // The CSP names an analytics provider's hosts only on a site that configures one.
    const site = await opts.site.getSubstation(host, "zh-CN").catch(() => null);
    const analytics = analyticsScriptOf(site?.analyticsId);
    if (analytics) reply.allowAnalytics(analytics.provider);
    const webRequest = createRequest(request.raw, reply.raw, { trustProxy: opts.trustProxy });
    const rendered = await handler(webRequest, context);
    // Headers set by Fastify hooks (helmet, request id) live on the reply, not the raw response.
    const headers = new Headers(rendered.headers);
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined && !headers.has(name)) {
        headers.set(name, Array.isArray(value) ? value.join(", ") : String(value));
      }
    }
    let body: ReadableStream<Uint8Array> | null = rendered.body;
    const encoding = body ? negotiateEncoding(request.headers["accept-encoding"]) : null;
    if (body && encoding) {
      const compressed = compressStream(body, encoding);
      compressed.on("error", (error) => request.log.warn({ err: error }, "page stream ended early"));
      body = Readable.toWeb(compressed) as ReadableStream<Uint8Array>;
      headers.set("content-encoding", encoding);
      headers.delete("content-length");
      headers.append("vary", "accept-encoding");
    }
    const response = new Response(body, { status: rendered.status, statusText: rendered.statusText, headers });
    reply.hijack();
    await sendResponse(reply.raw, response);
  };

  app.get("/builds/latest.json", async (_request, reply) => {
    const entry = (await loadBuild()).entry.module as { buildId?: string; builtAt?: string };
    return reply
      .header("cache-control", "no-store")
      .send({ buildId: entry.buildId ?? "dev", builtAt: entry.builtAt ?? new Date(0).toISOString() });
  });

  app.all("/*", handle);
  app.all("/", handle);
}
