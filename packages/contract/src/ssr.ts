import type { Locale } from "./locale.ts";
import type { Substation } from "./site.ts";

/** Where a path must go according to the route middleware table (SPEC §2). */
export interface RouteRedirect {
  /** An unprefixed internal path ("/buy?x=1") or an absolute external URL. */
  target: string;
  isExternal: boolean;
  statusCode: number;
}

/**
 * What the server hands to the web app's loaders and middleware for one
 * request. The web app never opens the database itself.
 */
export interface SsrRequestContext {
  /** CSP nonce for the inline scripts of this response. */
  nonce: string;
  buildId: string;
  /** Demo installation: the login page may name the demo account. */
  isDemo: boolean;
  /** BUSINESS_TIME_ZONE: customers' times are shown on its clock, as the console's. */
  businessTimeZone: string;
  /** The visitor's address is in the Chinese mainland (offline IP database), for the notice of SPEC §1. */
  isMainlandVisitor(): Promise<boolean>;
  /** Origin for canonical and hreflang URLs. */
  origin: string;
  getSubstation(locale: Locale): Promise<Substation>;
  /**
   * Calls a public GET /app-api endpoint in-process (the same handlers, schemas
   * and envelope as over HTTP), for loaders that render API data on the server.
   * With `recent`, an answer given to any visitor of the same host in the last
   * few seconds will do (the price list on marketing pages).
   */
  getApi(
    path: string,
    locale: Locale,
    options?: { recent?: boolean },
  ): Promise<{ code: number; data: unknown; msg: string }>;
  resolveRedirect(path: string): Promise<RouteRedirect | null>;
}
