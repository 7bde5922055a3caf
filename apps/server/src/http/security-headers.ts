import { randomBytes } from "node:crypto";
import helmet from "@fastify/helmet";
import { analyticsHosts as shopAnalyticsHosts } from "@shop/contract/core";
import type { FastifyInstance, FastifyReply } from "fastify";
import { parseHost } from "./request-origin.ts";
import { pathAreaOf } from "./request-path.ts";

declare module "fastify" {
  interface FastifyReply {
    /** Nonce allowed for this response's inline scripts (React Router's hydration data). */
    scriptNonce: string;
    /**
     * Lets this response load the analytics script of `provider` (a shop page whose site configures
     * one): its hosts join the policy. Does nothing on the console.
     */
    allowAnalytics(provider: AnalyticsProvider): void;
  }
}

type AnalyticsProvider = keyof typeof shopAnalyticsHosts;

/**
 * Helmet's headers plus our own Content-Security-Policy: scripts only from this
 * origin or with the response's nonce; styles from this origin plus inline
 * styles (style attributes and the toast library's injected sheet). A style
 * nonce is deliberately absent: with one, browsers ignore 'unsafe-inline'.
 * Analytics hosts are in it only when a shop page's site configures analytics (that
 * provider's hosts only), never on the console.
 */
const builtAssetsPrefix = "/assets/";

export async function registerSecurityHeaders(
  app: FastifyInstance,
  opts: { isDevelopment: boolean; isHttps: boolean; consoleHost: string | null },
) {
  await app.register(helmet, {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: opts.isHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  app.decorateReply("scriptNonce", "");
  const consoleReplies = new WeakSet<FastifyReply>();
  app.decorateReply("allowAnalytics", function (this: FastifyReply, provider: AnalyticsProvider) {
    if (consoleReplies.has(this) || !this.scriptNonce) return;
    this.header("content-security-policy", contentSecurityPolicy(this.scriptNonce, { ...opts, analytics: provider }));
  });
  app.addHook("onRequest", async (request, reply) => {
    // A policy governs documents; on the build's scripts and styles it is 700 bytes of nothing, 30 times a page.
    if (request.guardPath.startsWith(builtAssetsPrefix)) return;
    reply.scriptNonce = randomBytes(16).toString("base64");
    // The console loads no analytics: its pages may not even ask a third party for a script.
    const isConsole =
      (opts.consoleHost !== null && parseHost(request.host)?.hostname === opts.consoleHost) ||
      ["console-page", "console-api"].includes(pathAreaOf(request.guardPath));
    if (isConsole) consoleReplies.add(reply);
    reply.header("content-security-policy", contentSecurityPolicy(reply.scriptNonce, { ...opts, analytics: null }));
  });
}

function contentSecurityPolicy(
  nonce: string,
  opts: { isDevelopment: boolean; isHttps: boolean; analytics: AnalyticsProvider | null },
): string {
  const analyticsHosts = opts.analytics ? shopAnalyticsHosts[opts.analytics] : { script: [], img: [], connect: [] };
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    // Vite's development client injects inline scripts of its own.
    "script-src": opts.isDevelopment
      ? ["'self'", "'unsafe-inline'", ...analyticsHosts.script]
      : ["'self'", `'nonce-${nonce}'`, ...analyticsHosts.script],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", ...analyticsHosts.img],
    "font-src": ["'self'", "data:"],
    // The analytics hosts: a substation may configure Baidu Tongji or Google Analytics (SPEC §7).
    "connect-src": opts.isDevelopment
      ? ["'self'", "ws:", "wss:", ...analyticsHosts.connect]
      : ["'self'", ...analyticsHosts.connect],
    "frame-ancestors": ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "script-src-attr": ["'none'"],
  };
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(" ")}`);
  if (opts.isHttps) policy.push("upgrade-insecure-requests");
  return policy.join("; ");
}
