/**
 * One declaration per call: method, path, who may call it and a summary, with the types of its
 * input and answer. Zod-free at run time, so the web app's shell can import declarations without
 * the schema library; the schemas are paired with each declaration in `endpoint-schemas.ts`, and
 * the compiler checks that they describe the same types.
 */

import type { ConsolePermission } from "./console-permissions.ts";

export type HttpMethod = "GET" | "POST";

/** Where the OpenAPI document generated from every declaration is served (the API reference reads it). */
export const openApiDocumentPath = "/app-api/openapi.json";

/**
 * Who may call: anyone, a logged-in member, a certified member (SPEC §4 code 1006000000), a signed
 * gateway, or a console operator (on the operator host, with a console session).
 */
export type Audience = "public" | "member" | "certified" | "gateway" | "operator";

/**
 * What an API key may be allowed to do. A call names the scope that lets a key reach it; a call
 * that names none (paying, passwords, second factors, key management, certification verification,
 * closing the account) answers only a browser session.
 */
export const apiKeyScopes = [
  "usage:read",
  "proxy-accounts:write",
  "extract",
  "orders:read",
  "webhooks:write",
  "support:write",
] as const;
export type ApiKeyScope = (typeof apiKeyScopes)[number];

/** The types a call carries: route parameters, query, JSON body, and the `data` of its answer. */
export interface CallTypes {
  params?: object;
  query?: object;
  body?: unknown;
  data: unknown;
}

/** A call that answers a file (a CSV export) instead of the envelope; refusals still come as the envelope. */
export interface FileAnswer {
  filename: string;
  contentType: string;
  /** Text (CSV), bytes (an image or PDF), or text pieces as they are produced (a large export streams). */
  content: string | Uint8Array | AsyncIterable<string>;
  /** Shown in the browser (a licence viewer) rather than saved. */
  inline?: boolean;
}

export interface Endpoint<T extends CallTypes = CallTypes> {
  readonly method: HttpMethod;
  /** Fastify style: `/app-api/ip/recharge-order/getStatus/:id`. */
  readonly path: string;
  readonly audience: Audience;
  /** One line for the API reference. */
  readonly summary: string;
  /** The API reference's section. */
  readonly tag: string;
  /**
   * For audience "operator": the permission the operator's role must grant (403 otherwise); left out
   * only by the console calls every operator may make (their own session, logging out).
   */
  readonly permission?: ConsolePermission;
  /** The API key scope that reaches this call; without one no key does. */
  readonly scope?: ApiKeyScope;
  /** The answer is a file (data is a FileAnswer on the server, a Blob in the browser). */
  readonly answersFile?: boolean;
  /**
   * The body is multipart/form-data carrying one file in the part named `field` (no JSON body);
   * the handler reads the file itself, the web app sends it with `api.upload(endpoint, form)`.
   */
  readonly uploadsFile?: { readonly field: string };
  /** Types only; never set at run time. */
  readonly types?: T;
}

/** Declares a call; `T` names its types (checked against its schemas in endpoint-schemas.ts). */
export function defineEndpoint<T extends CallTypes>(spec: Omit<Endpoint<T>, "types">): Endpoint<T> {
  return spec;
}

/** What the calls of one area share: their section of the API reference, who may call them, and the permission or API key scope they all need. */
export type SharedByGroup = Pick<Endpoint, "tag" | "audience" | "permission" | "scope">;
/** What one call of a group sets besides its path and summary: a file answer or upload, or an audience, permission or scope of its own. */
export type CallOptions = Partial<Pick<Endpoint, "audience" | "permission" | "scope" | "answersFile" | "uploadsFile">>;

/**
 * Declares the calls of one area, saying once what they share:
 * `const { get, post } = endpointGroup({ tag: "Usage", audience: "member" })`, then each call as
 * `get<{ query: Q; data: D }>(path, summary)`, with `options` where it differs from the others.
 */
export function endpointGroup(shared: SharedByGroup) {
  const declare =
    (method: HttpMethod) =>
    <T extends CallTypes>(path: string, summary: string, options: CallOptions = {}): Endpoint<T> =>
      defineEndpoint<T>({ method, path, ...shared, ...options, summary });
  return { get: declare("GET"), post: declare("POST") };
}

export type EndpointTypes<E> = E extends Endpoint<infer T> ? T : never;
type InputParts<T> = Omit<T, "data">;
/** The empty object type: a part every one of whose fields is optional accepts it. */
export type Nothing = Record<never, never>;
/** What a caller passes: the params, query and body the call declares (optional where nothing in them is). */
export type EndpointInput<E> = {
  [K in keyof InputParts<EndpointTypes<E>> as Nothing extends InputParts<EndpointTypes<E>>[K] ? never : K]: InputParts<
    EndpointTypes<E>
  >[K];
} & {
  [K in keyof InputParts<EndpointTypes<E>> as Nothing extends InputParts<EndpointTypes<E>>[K] ? K : never]?: InputParts<
    EndpointTypes<E>
  >[K];
};
/** The `data` of a successful answer. */
export type EndpointData<E> = EndpointTypes<E>["data"];

/** The path with its parameters filled in (each encoded): `/…/getStatus/:id` with {id: 7} is `/…/getStatus/7`. */
export function endpointPath(endpoint: Endpoint, params?: object): string {
  const values = (params ?? {}) as Record<string, unknown>;
  return endpoint.path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${endpoint.path} needs the parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The path and query string of a call: `endpointUrl(getOrderStatus, { params: { id: 7 } })`. */
export function endpointUrl(endpoint: Endpoint, input: { params?: object; query?: object } = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
  }
  const query = search.toString();
  return `${endpointPath(endpoint, input.params)}${query ? `?${query}` : ""}`;
}
