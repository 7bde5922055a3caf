import { splitLocalePath } from "@shop/contract";
import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { HelpList, helpPageSize } from "../features/content/help-list.tsx";
import { loadHelpList } from "../features/content/help-loaders.server.ts";
import { useLocalizePath, useT } from "../i18n/use-locale.ts";
import { pageMeta } from "../lib/page-meta.ts";

export const meta = pageMeta("pages.helpCenter.title", "pages.helpCenter.description");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { locale } = splitLocalePath(url.pathname.replace(/\.data$/, ""));
  return loadHelpList(context, url, locale);
}

export default function HelpCenterPage() {
  const t = useT();
  const localize = useLocalizePath();
  const data = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:px-8">
      <h1 className="font-bold text-3xl text-ink sm:text-4xl">{t("pages.helpCenter.heading")}</h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-600">{t("pages.helpCenter.intro")}</p>
      <div className="mt-8">
        <HelpList {...data} pageSize={helpPageSize} articleHref={(slug) => localize(`/help-center/${slug}`)} />
      </div>
    </main>
  );
}
