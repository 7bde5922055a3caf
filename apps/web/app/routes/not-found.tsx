import { data } from "react-router";
import { ErrorPage } from "../features/errors/error-page.tsx";
import { pageMeta } from "../lib/page-meta.ts";

export const meta = pageMeta("errors.notFound.title", "errors.notFound.message");

/** Any unknown path: the 404 page inside the site layout, with HTTP status 404. */
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFoundPage() {
  return <ErrorPage kind="notFound" />;
}
