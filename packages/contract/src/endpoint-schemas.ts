import type { z } from "zod";
import type { CallTypes, Endpoint } from "./endpoint.ts";

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
}

export interface DescribedEndpoint<T extends CallTypes = CallTypes> {
  endpoint: Endpoint<T>;
  schemas: EndpointSchemas<T>;
}

/** Pairs a declaration with its schemas. */
export function describeEndpoint<T extends CallTypes>(
  endpoint: Endpoint<T>,
  schemas: EndpointSchemas<T>,
): DescribedEndpoint<T> {
  return { endpoint, schemas };
}
