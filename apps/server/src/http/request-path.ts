import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { sendPreRoutingError } from "./error-format.ts";

declare module "fastify" {
  interface FastifyRequest {
    /**
     * The path every guard decides by: percent-decoded until stable, `\` as `/`, dot segments
     * resolved, `;params` and empty segments dropped, lower case. Set before any other hook.
     */
    guardPath: string;
  }
}

/**
 * The parts of the URL space that a guard treats differently. Fastify's router decodes a path
 * (find-my-way: all but reserved characters) and React Router decodes it again and matches case
 * insensitively, so `/%6Fps-api/…`, `/OPS/…` or `/assets/%2e%2e/ops/…` may land on a route whose
 * literal path no guard recognised. A request whose literal path and normalised path fall in
 * different areas is refused before any guard runs; all others are judged on the normalised path.
 */
export type PathArea =
  | "console-api"
  | "console-page"
  | "app-api"
  | "internal"
  | "sandbox"
  | "extract"
  | "assets"
  | "root"
  | "console-shared"
  | "page";

/** Exact paths the console host serves besides its own (see console-http.ts). */
const consoleSharedPaths = new Set(["/__manifest", "/favicon.svg", "/builds/latest.json", "/locale/switch"]);

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** A console page, or React Router's data request for one ("/ops/operators.data"). */
export function isConsolePagePath(path: string): boolean {
  const page = path.endsWith(".data") ? path.slice(0, -".data".length) : path;
  return under(page, "/ops") || under(page, "/en/ops");
}

export function pathAreaOf(path: string): PathArea {
  if (under(path, "/ops-api")) return "console-api";
  if (isConsolePagePath(path)) return "console-page";
  if (under(path, "/app-api")) return "app-api";
  if (under(path, "/internal")) return "internal";
  if (under(path, "/sandbox")) return "sandbox";
  if (under(path, "/extract")) return "extract";
  if (path.startsWith("/assets/")) return "assets";
  if (path === "/") return "root";
  if (consoleSharedPaths.has(path)) return "console-shared";
  return "page";
}

/** The path part of a request target, as the router splits it (before `?` or `#`). */
export function literalPathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

const maxDecodeRounds = 4;

/**
 * The normalised path of a request target, or null when it cannot be told safely: a malformed
 * escape, a NUL or other control character, or an encoding nested deeper than any client needs.
 */
export function normalisedPathOf(url: string): string | null {
  let path = literalPathOf(url);
  for (let round = 0; path.includes("%"); round += 1) {
    if (round === maxDecodeRounds) return null;
    try {
      path = decodeURIComponent(path);
    } catch {
      return null;
    }
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(path)) return null;
  const segments: string[] = [];
  for (const raw of path.replaceAll("\\", "/").split("/")) {
    // Matrix parameters (`/ops;x`) and trailing dots or spaces (`/ops.`) name the same thing to some servers.
    let segment = raw.split(";")[0] ?? "";
    if (segment !== "." && segment !== "..") segment = segment.replace(/[. ]+$/, "");
    if (segment === "" || segment === ".") continue;
    if (segment === "..") segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join("/")}`.toLowerCase();
}

/** Why a path was refused, as the client sees it: in the format its raw path calls for (error-format.ts). */
function refusePath(request: FastifyRequest, reply: FastifyReply) {
  request.log.info("refused an ambiguous path");
  return sendPreRoutingError(request, reply, 400, "errors.ambiguousPath");
}

/**
 * The first hook of every request: sets `request.guardPath`, and refuses a path that cannot be
 * decoded safely or whose encoding moves it into another area than it literally names.
 */
export function registerPathGuard(app: FastifyInstance) {
  app.decorateRequest("guardPath", "/");
  app.addHook("onRequest", async (request, reply) => {
    const literal = literalPathOf(request.url);
    const normalised = normalisedPathOf(request.url);
    const literalArea = pathAreaOf(literal);
    if (normalised === null) return refusePath(request, reply);
    const area = pathAreaOf(normalised);
    if (area !== literalArea) return refusePath(request, reply);
    request.guardPath = normalised;
  });
}
