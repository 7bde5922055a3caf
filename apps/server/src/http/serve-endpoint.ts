import { type Audience, type CallTypes, type DescribedEndpoint, ok } from "@shop/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import fp from "fastify-plugin";
import { parseInput } from "./validation.ts";

/** What a handler receives: the call's input, validated and typed by its contract schemas. */
export interface EndpointInput<T extends CallTypes> {
  params: T["params"];
  query: T["query"];
  body: T["body"];
}

export type EndpointHandler<T extends CallTypes> = (
  input: EndpointInput<T>,
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
  }
}

/** Decorations serveEndpoint relies on; registered once before the modules' routes. */
export const endpointsPlugin = fp(async (app: FastifyInstance, opts: { checksAnswers: boolean }) => {
  app.decorate("servedEndpoints", new Set<string>());
  app.decorate("checksAnswers", opts.checksAnswers);
  app.decorate("apiRoutes", new Set<string>());
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/app-api/")) return;
    for (const method of [route.method].flat()) {
      if (method !== "HEAD") app.apiRoutes.add(endpointKey(method, route.url));
    }
  });
});

export const endpointKey = (method: string, path: string) => `${method} ${path}`;

function guardsFor(app: FastifyInstance, audience: Audience): preHandlerAsyncHookHandler[] {
  switch (audience) {
    case "public":
      return [];
    case "member":
      return [app.memberGuards.loggedIn];
    case "certified":
      return app.memberGuards.certified;
    case "gateway":
      // Gateways sign their calls; their routes check the signature over the raw body themselves.
      throw new Error("gateway calls are served by usage/internal-routes.ts");
  }
}

/**
 * Serves one declared call: the audience's guard runs first, params, query and body are validated
 * with the call's schemas (code 400 naming the field otherwise), the handler gets typed input and
 * returns the answer's data, which is checked against the response schema outside production and
 * sent in the envelope.
 */
export function serveEndpoint<T extends CallTypes>(
  app: FastifyInstance,
  described: DescribedEndpoint<T>,
  handler: EndpointHandler<T>,
): void {
  const { endpoint, schemas } = described;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    preHandler: guardsFor(app, endpoint.audience),
    handler: async (request, reply) => {
      const input: EndpointInput<T> = {
        params: (schemas.params ? parseInput(schemas.params, request.params) : undefined) as T["params"],
        query: (schemas.query ? parseInput(schemas.query, request.query) : undefined) as T["query"],
        body: (schemas.body ? parseInput(schemas.body, request.body) : undefined) as T["body"],
      };
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
      return ok(data);
    },
  });
  app.servedEndpoints.add(endpointKey(endpoint.method, endpoint.path));
}
