import { type DescribedEndpoint, ResponseCode } from "@shop/contract";
import { z } from "zod";

type JsonSchema = Record<string, unknown>;

const toSchema = (schema: z.ZodType, io: "input" | "output"): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any", reused: "inline" });
  return rest;
};

const envelopeOf = (data: JsonSchema): JsonSchema => ({
  type: "object",
  required: ["code", "data", "msg"],
  properties: {
    code: { type: "integer", description: "0 on success; otherwise a code of the table in the description" },
    data: data,
    msg: { type: "string", description: "A message in the request's language (Accept-Language: zh-CN or en)" },
  },
});

const security: Record<string, Array<Record<string, string[]>>> = {
  public: [],
  member: [{ bearer: [] }],
  certified: [{ bearer: [] }],
  gateway: [{ gatewaySignature: [] }],
};

/** Query parameters of an object schema, one OpenAPI parameter each. */
function queryParameters(schema: z.ZodType | undefined, place: "query" | "path"): JsonSchema[] {
  if (!schema) return [];
  const json = toSchema(schema, "input");
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: place,
    required: place === "path" || required.has(name),
    schema: property,
    ...(typeof property.description === "string" ? { description: property.description } : {}),
  }));
}

/**
 * OpenAPI 3.1 from the contract's declarations: every call with its audience, input, answer and
 * codes. Served at /app-api/openapi.json; the reference page reads it.
 */
export function buildOpenApiDocument(calls: readonly DescribedEndpoint[], info: { version: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { endpoint, schemas } of calls) {
    const path = endpoint.path.replace(/:([A-Za-z]+)/g, "{$1}");
    const codes = [ResponseCode.BadRequest, ...(schemas.errors ?? [])];
    if (endpoint.audience !== "public") codes.push(ResponseCode.Unauthorized);
    if (endpoint.audience === "certified") codes.push(ResponseCode.NotAuthenticated);
    paths[path] ??= {};
    paths[path][endpoint.method.toLowerCase()] = {
      summary: endpoint.summary,
      tags: [endpoint.tag],
      security: endpoint.scope
        ? [...(security[endpoint.audience] ?? []), { apiKey: [endpoint.scope] }]
        : security[endpoint.audience],
      "x-audience": endpoint.audience,
      ...(endpoint.scope ? { "x-api-key-scope": endpoint.scope } : {}),
      parameters: [...queryParameters(schemas.params, "path"), ...queryParameters(schemas.query, "query")],
      ...(schemas.body
        ? {
            requestBody: {
              required: true,
              content: { "application/json": { schema: toSchema(schemas.body, "input") } },
            },
          }
        : {}),
      ...(endpoint.uploadsFile
        ? {
            requestBody: {
              required: true,
              content: {
                "multipart/form-data": {
                  schema: {
                    type: "object",
                    required: [endpoint.uploadsFile.field],
                    properties: { [endpoint.uploadsFile.field]: { type: "string", format: "binary" } },
                  },
                },
              },
            },
          }
        : {}),
      responses: {
        200: schemas.file
          ? {
              description: `The file; a refusal comes as the envelope. Codes: ${[...new Set(codes)].join(", ")}.`,
              content: { [schemas.file]: { schema: { type: "string", format: "binary" } } },
            }
          : {
              description: `The envelope; code 0 carries data. Other codes: ${[...new Set(codes)].join(", ")}.`,
              content: { "application/json": { schema: envelopeOf(toSchema(schemas.response, "output")) } },
            },
      },
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Proxy shop API",
      version: info.version,
      description:
        "Every call answers HTTP 200 with the envelope {code, data, msg}. Codes: 0 success, 400 bad input " +
        "(msg names the field), 401 log in first, 404 not found, 500 server error, 1006000000 real-name " +
        "verification needed. Send Accept-Language (zh-CN or en) for msg in that language.",
    },
    components: {
      securitySchemes: {
        bearer: { type: "http", scheme: "bearer", description: "The access token from /app-api/member/auth/login" },
        apiKey: {
          type: "http",
          scheme: "bearer",
          bearerFormat: "psk_live_…",
          description:
            "An API key from the user centre (Authorization: Bearer psk_live_…). A key reaches only the calls " +
            "that name one of its scopes (x-api-key-scope); a refused key answers 401 (unknown, revoked, expired, " +
            "wrong source address) or 403 (scope missing, or a call keys never reach); too many calls answer " +
            "429 with Retry-After.",
        },
        gatewaySignature: {
          type: "apiKey",
          in: "header",
          name: "x-gateway-signature",
          description: "HMAC of method, path, timestamp, nonce and body (docs/proxy-centre.md)",
        },
      },
    },
    paths,
  };
}
