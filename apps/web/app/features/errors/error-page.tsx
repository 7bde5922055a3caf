import { isRouteErrorResponse } from "react-router";
import { useT } from "../../i18n/use-locale.ts";
import { ButtonLink } from "../../ui/button.tsx";

export type ErrorPageKind = "notFound" | "serverError" | "forbidden" | "other";

const codes: Record<ErrorPageKind, string> = { notFound: "404", serverError: "500", forbidden: "403", other: "!" };

/** Which error page a thrown error or error response gets. */
export function errorPageKindOf(error: unknown): ErrorPageKind {
  if (!isRouteErrorResponse(error)) return "serverError";
  if (error.status === 404) return "notFound";
  if (error.status === 403) return "forbidden";
  if (error.status >= 500) return "serverError";
  return "other";
}

/** The error pages of SPEC §2, each with a way back home. */
export function ErrorPage({ kind }: { kind: ErrorPageKind }) {
  const t = useT();
  return (
    <main
      className="flex min-h-[70vh] flex-col items-center justify-center px-6 py-24 text-center"
      data-error-kind={kind}
    >
      <p className="font-semibold text-6xl text-brand tracking-tight">{codes[kind]}</p>
      <h1 className="mt-4 font-bold text-2xl text-ink sm:text-3xl">{t(`errors.${kind}.title`)}</h1>
      <p className="mt-3 max-w-md text-base text-slate-600">{t(`errors.${kind}.message`)}</p>
      <ButtonLink to="/" size="lg" className="mt-8">
        {t("common.backHome")}
      </ButtonLink>
    </main>
  );
}
