import { data } from "react-router";
import { ErrorPage } from "../features/errors/error-page.tsx";
import { pageMeta } from "../lib/page-meta.ts";

const notFoundMeta = pageMeta("errors.notFound.title", "errors.notFound.message");

// Titled like the 404 a missing article gets (root ErrorBoundary), and kept out of search results.
export const meta = (args: Parameters<typeof notFoundMeta>[0]) => [
  ...notFoundMeta(args),
  { name: "robots", content: "noindex" },
];

/** Any unknown path: the 404 page inside the site layout, with HTTP status 404. */
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFoundPage() {
  return <ErrorPage kind="notFound" />;
}
