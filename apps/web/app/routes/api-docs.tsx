import { openApiDocumentPath, splitLocalePath } from "@shop/contract";
import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { ApiReferenceView } from "../features/api-reference/api-reference-view.tsx";
import { openApiDocumentSchema } from "../features/api-reference/openapi-document.server.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { ssrContext } from "../ssr-context.ts";

export const meta = pageMeta("pages.apiDocs.title", "pages.apiDocs.description");

/**
 * The API reference, rendered on the server from /app-api/openapi.json by our own components:
 * nothing but the site's own scripts, so it runs under the same CSP as every page.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale } = splitLocalePath(new URL(request.url).pathname.replace(/\.data$/, ""));
  const ssr = context.get(ssrContext);
  // openapi.json is the document itself, not the {code, data, msg} envelope getApi is typed for.
  const answer: unknown = await ssr.getApi(openApiDocumentPath, locale, { recent: true });
  return { document: openApiDocumentSchema.parse(answer), origin: ssr.origin };
}

export default function ApiDocsPage() {
  const { document, origin } = useLoaderData<typeof loader>();
  return <ApiReferenceView document={document} origin={origin} />;
}
