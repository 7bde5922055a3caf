import { allCalls, openApiDocumentPath } from "@shop/contract";
import type { FastifyInstance } from "fastify";
import { buildOpenApiDocument } from "../../../http/openapi.ts";

/** The API reference for integrators and resellers: OpenAPI 3.1 generated from the contract. */
export async function apiReferenceRoutes(app: FastifyInstance, opts: { version: string }) {
  let document: ReturnType<typeof buildOpenApiDocument> | null = null;
  app.get(openApiDocumentPath, async (_request, reply) => {
    document ??= buildOpenApiDocument(allCalls, { version: opts.version });
    reply.header("cache-control", "public, max-age=300");
    return document;
  });
}
