import { Readable } from "node:stream";
import {
  type CallTypes,
  type DescribedEndpoint,
  type Endpoint,
  type EndpointSchemas,
  type FileAnswer,
  ok,
  type ParsedInput,
} from "@shop/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import fp from "fastify-plugin";
import { parseInput } from "./validation.ts";

/** A handler gets the call's input as its schemas parsed it and returns the answer's data. */
export type EndpointHandler<T extends CallTypes, S extends EndpointSchemas<T>> = (
  input: ParsedInput<S>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<T["data"]>;

declare module "fastify" {
  interface FastifyInstance {
    /** "METHOD path" of every call served from a contract declaration (the coverage test reads it). */
    servedEndpoints: Set<string>;
    /** Answers are checked against their response schema (everywhere but production). */
    checksAnswers: boolean;
    /** "METHOD path" of every /app-api route, declared or not. */
    apiRoutes: Set<string>;
    /** "METHOD path" of every /ops-api route (the operator console's), declared or not. */
    consoleRoutes: Set<string>;
  }
}

/** Decorations serveEndpoint relies on; registered once before the modules' routes. */
export const endpointsPlugin = fp(async (app: FastifyInstance, opts: { checksAnswers: boolean }) => {
  app.decorate("servedEndpoints", new Set<string>());
  app.decorate("checksAnswers", opts.checksAnswers);
  app.decorate("apiRoutes", new Set<string>());
  app.decorate("consoleRoutes", new Set<string>());
  app.addHook("onRoute", (route) => {
    const routes = route.url.startsWith("/app-api/")
      ? app.apiRoutes
      : route.url.startsWith("/ops-api/")
        ? app.consoleRoutes
        : null;
    if (!routes) return;
    for (const method of [route.method].flat()) {
      if (method !== "HEAD") routes.add(endpointKey(method, route.url));
    }
  });
});

export const endpointKey = (method: string, path: string) => `${method} ${path}`;

function guardsFor(app: FastifyInstance, endpoint: Endpoint): preHandlerAsyncHookHandler[] {
  // Only a call that names a scope lets an API key in; every other refuses keys.
  const guards = endpoint.scope ? app.memberGuards.withScope(endpoint.scope) : app.memberGuards;
  switch (endpoint.audience) {
    case "public":
      return [];
    case "member":
      return [guards.loggedIn];
    case "certified":
      return guards.certified;
    case "gateway":
      // Gateways sign their calls; their routes check the signature over the raw body themselves.
      throw new Error("gateway calls are served by usage/internal-routes.ts");
    case "operator":
      // The console session, then the call's permission (modules/console/operators/console-http.ts).
      return [app.consoleGuard(endpoint.permission)];
  }
}

/**
 * Serves one declared call: the audience's guard runs first, params, query and body are validated
 * with the call's schemas (code 400 naming the field otherwise), the handler gets typed input and
 * returns the answer's data, which is checked against the response schema outside production and
 * sent in the envelope.
 */
export function serveEndpoint<T extends CallTypes, S extends EndpointSchemas<T>>(
  app: FastifyInstance,
  described: DescribedEndpoint<T, S>,
  handler: EndpointHandler<T, S>,
): void {
  const { endpoint, schemas } = described;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    preHandler: guardsFor(app, endpoint),
    handler: async (request, reply) => {
      // The parts a call declares, parsed by their schemas; the types follow from those schemas.
      const input = {
        params: schemas.params ? parseInput(schemas.params, request.params) : undefined,
        query: schemas.query ? parseInput(schemas.query, request.query) : undefined,
        body: schemas.body ? parseInput(schemas.body, request.body) : undefined,
      } as ParsedInput<S>;
      const data = await handler(input, request, reply);
      if (app.checksAnswers) {
        const checked = schemas.response.safeParse(data);
        if (!checked.success) {
          // A server fault, not the caller's: the generic 500 with the request id, details in the log.
          throw new Error(
            `${endpoint.method} ${endpoint.path} answered outside its schema: ${JSON.stringify(checked.error.issues[0])}`,
          );
        }
      }
      if (schemas.file) {
        const file = data as FileAnswer;
        return (
          reply
            .header("content-type", file.contentType)
            .header("content-disposition", `${file.inline ? "inline" : "attachment"}; filename="${file.filename}"`)
            .header("cache-control", "private, no-store")
            // A file is never interpreted as a page of this origin: no sniffing, and an attachment
            // opened directly runs nothing (an inline file is shown by the console's own viewer).
            .header("x-content-type-options", "nosniff")
            .header("content-security-policy", file.inline ? "default-src 'none'" : "default-src 'none'; sandbox")
            .send(fileBody(file.content))
        );
      }
      return ok(data);
    },
  });
  app.servedEndpoints.add(endpointKey(endpoint.method, endpoint.path));
}

/** Text and bytes go out whole; text produced piece by piece streams (a large export). */
function fileBody(content: FileAnswer["content"]): string | Buffer | Readable {
  if (typeof content === "string") return content;
  if (content instanceof Uint8Array) return Buffer.from(content.buffer, content.byteOffset, content.byteLength);
  return Readable.from(content);
}
