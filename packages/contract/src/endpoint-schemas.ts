import type { z } from "zod";
import type { CallTypes, Endpoint, EndpointTypes, FileAnswer } from "./endpoint.ts";
import { z as zod } from "./zod.ts";

/** The data of a file answer, checked like any other answer before it is sent. */
export const fileAnswerSchema: z.ZodType<FileAnswer> = zod.object({
  filename: zod.string().min(1),
  contentType: zod.string().min(1),
  content: zod.union([
    zod.string(),
    zod.instanceof(Uint8Array),
    zod.custom<AsyncIterable<string>>(
      (value) => typeof (value as AsyncIterable<string> | null)?.[Symbol.asyncIterator] === "function",
    ),
  ]),
  inline: zod.boolean().optional(),
});

/**
 * The schemas of one declared call. Each is typed by the declaration, so a field changed on one
 * side and not the other stops the build; the server validates input and answers with them and
 * the API reference is generated from them.
 */
export interface EndpointSchemas<T extends CallTypes> {
  params?: z.ZodType<T["params"]>;
  query?: z.ZodType<T["query"]>;
  body?: z.ZodType<T["body"]>;
  response: z.ZodType<T["data"]>;
  /** Response codes besides 0 that the call answers (400 and 500 go without saying). */
  errors?: readonly number[];
  /** The answer is a file of this media type (data is a FileAnswer), not the envelope. */
  file?: string;
}

export interface DescribedEndpoint<T extends CallTypes = CallTypes, S extends EndpointSchemas<T> = EndpointSchemas<T>> {
  endpoint: Endpoint<T>;
  schemas: S;
}

/** The schemas of each call of an area, by the call's name. */
export type SchemasOf<E extends Record<string, Endpoint>> = { [K in keyof E]: EndpointSchemas<EndpointTypes<E[K]>> };

/** Each call of an area paired with its schemas, typed by both (the server's handlers read the parsed input's types from them). */
export type DescribedEndpoints<E extends Record<string, Endpoint>, S extends SchemasOf<E>> = {
  [K in keyof E]: S[K] extends EndpointSchemas<EndpointTypes<E[K]>>
    ? DescribedEndpoint<EndpointTypes<E[K]>, S[K]>
    : never;
};

/**
 * Pairs every declaration of an area with its schemas, by name: a call without schemas, or schemas
 * that do not fit their call, stop the build. The pairs keep the declarations' order.
 */
export function describeEndpoints<E extends Record<string, Endpoint>, S extends SchemasOf<E>>(
  endpoints: E,
  schemas: S,
): DescribedEndpoints<E, S> {
  const pairs = Object.entries(endpoints).map(([name, endpoint]) => [name, { endpoint, schemas: schemas[name] }]);
  // The parameters' types already pair every name with fitting schemas; entries lose that.
  return Object.fromEntries(pairs) as DescribedEndpoints<E, S>;
}

type OutputOf<Schema> = Schema extends z.ZodType ? z.output<Schema> : undefined;

/**
 * What the server's handler receives: each part as its schema parsed it (defaults filled,
 * strings coerced), which can be narrower than what a caller may send.
 */
export interface ParsedInput<S> {
  params: OutputOf<S extends { params?: infer P } ? P : undefined>;
  query: OutputOf<S extends { query?: infer Q } ? Q : undefined>;
  body: OutputOf<S extends { body?: infer B } ? B : undefined>;
}
