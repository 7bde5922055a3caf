import { type CallTypes, type DescribedEndpoint, endpointUrl, type Locale } from "@shop/contract";
import { data, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import { ssrContext } from "../ssr-context.ts";

/**
 * Loads a public API call during SSR through the server's in-process API and
 * checks it against its contract schema. A 404 answer becomes the 404 page.
 * `recent`: a copy a few seconds old will do (see SsrRequestContext.getApi).
 */
async function loadFromApi<T extends z.ZodType>(
  context: Readonly<RouterContextProvider>,
  path: string,
  locale: Locale,
  schema: T,
  options?: { recent?: boolean },
): Promise<z.infer<T>> {
  const envelope = await context.get(ssrContext).getApi(path, locale, options);
  if (envelope.code === 404) throw data(null, { status: 404 });
  if (envelope.code === 400) throw data(null, { status: 404 });
  if (envelope.code !== 0) throw new Error(`${path} answered ${envelope.code}: ${envelope.msg}`);
  return schema.parse(envelope.data);
}

/** A declared public call during SSR: its answer checked by the call's own response schema. */
export function loadCall<T extends CallTypes>(
  context: Readonly<RouterContextProvider>,
  call: DescribedEndpoint<T>,
  input: { params?: T["params"]; query?: T["query"] },
  locale: Locale,
  options?: { recent?: boolean },
): Promise<T["data"]> {
  return loadFromApi(context, endpointUrl(call.endpoint, input), locale, call.schemas.response, options);
}
