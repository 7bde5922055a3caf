import os from "node:os";
import { localeOfAcceptLanguage, translateMessage } from "@shop/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { isLoopbackName } from "../lib/loopback.ts";

/** A Host header split into a lower-case name (IPv6 in brackets) and an optional port; null if malformed. */
export function parseHost(host: string | undefined): { hostname: string; port: number | null } | null {
  const match = /^(?<hostname>[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?\.?|\[[0-9a-f:.]+\])(?::(?<port>\d{1,5}))?$/i.exec(
    host ?? "",
  );
  if (!match?.groups) return null;
  const port = match.groups.port === undefined ? null : Number(match.groups.port);
  if (port !== null && (port < 1 || port > 65_535)) return null;
  return { hostname: (match.groups.hostname as string).toLowerCase().replace(/\.$/, ""), port };
}

/** This machine's own addresses, so a demo opened from another machine by IP address works. */
function ownAddresses(): Set<string> {
  const addresses = new Set<string>();
  for (const entries of Object.values(os.networkInterfaces())) {
    for (const entry of entries ?? []) {
      addresses.add(entry.family === "IPv6" ? `[${entry.address.replace(/%.*$/, "")}]` : entry.address);
    }
  }
  return addresses;
}

export interface RequestOriginsOptions {
  /** PUBLIC_URL without its trailing slash, or null. */
  publicUrl: string | null;
  /** The configured host of the substation a host name names (null: main site or unknown). */
  substationHostOf(hostname: string): Promise<string | null>;
}

/**
 * Which host names this server answers and which origin a buyer's browser is
 * sent back to. A Host header is whatever the client typed or forged, so it
 * never picks an origin by itself: with PUBLIC_URL the origin is PUBLIC_URL (or
 * the substation's configured host on PUBLIC_URL's scheme and port); without
 * it only names the shop knows are served at all — its substations, loopback
 * names and this machine's own addresses — and any other Host gets 421.
 */
export function createRequestOrigins(options: RequestOriginsOptions) {
  const publicUrl = options.publicUrl ? new URL(options.publicUrl) : null;
  const own = ownAddresses();

  async function isKnownHostname(hostname: string): Promise<boolean> {
    if (isLoopbackName(hostname) || own.has(hostname)) return true;
    return (await options.substationHostOf(hostname)) !== null;
  }

  return {
    /** Whether a request for this Host is served (always, when PUBLIC_URL is set). */
    async isServedHost(host: string | undefined): Promise<boolean> {
      if (publicUrl) return true;
      const parsed = parseHost(host);
      return parsed !== null && (await isKnownHostname(parsed.hostname));
    },

    /** The origin the buyer's browser comes back to (payment return URLs, the sandbox cashier). */
    async buyerOrigin(request: FastifyRequest): Promise<string> {
      const parsed = parseHost(request.host);
      if (publicUrl) {
        const substationHost = parsed ? await options.substationHostOf(parsed.hostname) : null;
        if (!substationHost) return publicUrl.origin;
        return `${publicUrl.protocol}//${substationHost}${publicUrl.port ? `:${publicUrl.port}` : ""}`;
      }
      // The host guard already refused unknown names, so this is one of ours, as the buyer typed it.
      if (!parsed || !(await isKnownHostname(parsed.hostname))) throw new Error("request for an unknown host");
      const protocol = request.protocol === "https" ? "https" : "http";
      return `${protocol}://${parsed.hostname}${parsed.port === null ? "" : `:${parsed.port}`}`;
    },
  };
}
export type RequestOrigins = ReturnType<typeof createRequestOrigins>;

/** Answers requests for host names the shop does not know with a plain 421 (see createRequestOrigins). */
export function registerHostGuard(app: FastifyInstance, origins: RequestOrigins) {
  app.addHook("onRequest", async (request, reply) => {
    if (await origins.isServedHost(request.host)) return;
    return reply
      .status(421)
      .header("cache-control", "no-store")
      .type("text/plain; charset=utf-8")
      .send(
        `${translateMessage(localeOfAcceptLanguage(request.headers["accept-language"]), "errors.unknownHost")} (421)\n`,
      );
  });
}
