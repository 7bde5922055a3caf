import type { OpenApiDocument, Operation } from "./openapi-document.server.ts";

export type { OpenApiDocument, Operation };

export interface ReferenceCall {
  method: string;
  path: string;
  operation: Operation;
}

/** The calls grouped by their section, in the document's order. */
export function callsByTag(document: OpenApiDocument): Array<{ tag: string; calls: ReferenceCall[] }> {
  const groups = new Map<string, ReferenceCall[]>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const tag = operation.tags[0] ?? "Other";
      const list = groups.get(tag) ?? [];
      list.push({ method: method.toUpperCase(), path, operation });
      groups.set(tag, list);
    }
  }
  return [...groups].map(([tag, calls]) => ({ tag, calls }));
}

/** The answer's `data` schema (the envelope around it is the same for every call). */
export function dataSchemaOf(operation: Operation): unknown {
  const envelope = operation.responses["200"].content["application/json"]?.schema;
  const properties = envelope?.properties as Record<string, unknown> | undefined;
  return properties?.data ?? envelope ?? null;
}

/** A sample value for a schema: what a curl example sends. */
function sampleOf(schema: Record<string, unknown>): unknown {
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (schema.const !== undefined) return schema.const;
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === "object") {
    const properties = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
    const required = new Set((schema.required as string[] | undefined) ?? []);
    return Object.fromEntries(
      Object.entries(properties)
        .filter(([name]) => required.has(name))
        .map(([name, property]) => [name, sampleOf(property)]),
    );
  }
  if (type === "array") return [];
  if (type === "integer" || type === "number") return 1;
  if (type === "boolean") return true;
  const union = (schema.anyOf ?? schema.oneOf) as Record<string, unknown>[] | undefined;
  if (union?.[0]) return sampleOf(union[0]);
  return "…";
}

/** A curl line for the call: an API key where a scope lets one in, otherwise the login's access token. */
export function curlExample(origin: string, call: ReferenceCall, locale = "en"): string {
  const { operation } = call;
  const path = call.path.replace(/\{(\w+)\}/g, "1");
  const required = operation.parameters.filter((p) => p.in === "query" && p.required);
  const query =
    required.length > 0
      ? `?${required.map((p) => `${p.name}=${encodeURIComponent(String(sampleOf(p.schema)))}`).join("&")}`
      : "";
  const lines = [`curl${call.method === "GET" ? "" : ` -X ${call.method}`} '${origin}${path}${query}'`];
  const audience = operation["x-audience"];
  if (operation["x-api-key-scope"]) lines.push(`  -H 'Authorization: Bearer psk_live_…'`);
  else if (audience === "member" || audience === "certified") lines.push(`  -H 'Authorization: Bearer <access token>'`);
  // The answers' messages come in the reader's language, as on the page that shows the sample.
  lines.push(`  -H 'Accept-Language: ${locale}'`);
  const content = operation.requestBody?.content;
  const body = content?.["application/json"]?.schema;
  const upload = content?.["multipart/form-data"]?.schema;
  if (body) {
    lines.push(`  -H 'Content-Type: application/json'`);
    lines.push(`  -d '${JSON.stringify(sampleOf(body))}'`);
  } else if (upload) {
    const [part] = Object.keys((upload.properties ?? {}) as Record<string, unknown>);
    lines.push(`  -F '${part ?? "file"}=@licence.pdf'`);
  }
  return lines.join(" \\\n");
}
