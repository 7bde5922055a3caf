import { localizePath, splitLocalePath } from "@shop/contract/core";
import { useEffect } from "react";
import { type LoaderFunctionArgs, Outlet, useLoaderData, useLocation, useNavigate } from "react-router";
import { requireSession } from "../features/auth/guards.server.ts";
import { CustomerService } from "../features/shell/customer-service.tsx";
import { loadCustomerServiceQr } from "../features/shell/customer-service-qr.server.ts";
import { QueryProvider } from "../features/shell/query-provider.tsx";
import { SiteHeader } from "../features/shell/site-header.tsx";
import { AdminMenu, AdminMenuUnread } from "../features/user-centre/admin-menu.tsx";
import { useT } from "../i18n/use-locale.ts";
import { useIsLoggedIn } from "../lib/session/use-session.ts";
import { useUserStore } from "../lib/session/user-store.ts";
import { useFoldingMenu } from "../ui/use-folding-menu.ts";

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireSession(request);
  return { customerServiceQr: await loadCustomerServiceQr(context, request) };
}

/** The user centre (SPEC §2): side menu on wide screens, a collapsible menu on phones. */
export default function AdminLayout() {
  const t = useT();
  const { customerServiceQr } = useLoaderData<typeof loader>();
  const menu = useFoldingMenu("admin-menu");
  const location = useLocation();

  // A session that ends in the browser (logout in another tab, cleared storage) leaves the user centre.
  const isLoggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  useEffect(() => {
    // "Log out" in the header goes home by itself.
    if (isLoggedIn || useUserStore.getState().loggedOutByUser) return;
    const { locale } = splitLocalePath(location.pathname);
    const back = `${location.pathname}${location.search}`;
    navigate(`${localizePath("/login", locale)}?redirect=${encodeURIComponent(back)}`, { replace: true });
  }, [isLoggedIn, location.pathname, location.search, navigate]);

  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <SiteHeader />
      <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col gap-6 px-4 pt-6 pb-24 sm:px-6 lg:flex-row lg:px-8">
        <aside className="lg:w-60 lg:shrink-0">
          <button
            className="flex w-full items-center justify-between rounded-lg border border-slate-200 bg-white px-4 py-3 font-medium text-sm lg:hidden"
            {...menu.toggleProps}
          >
            <span className="flex items-center gap-2">
              {t("admin.title")}
              <QueryProvider>
                <AdminMenuUnread />
              </QueryProvider>
            </span>
            <svg
              viewBox="0 0 20 20"
              className={`size-4 transition ${menu.open ? "rotate-180" : ""}`}
              aria-hidden="true"
            >
              <path d="m5 8 5 5 5-5" stroke="currentColor" strokeWidth="1.8" fill="none" />
            </svg>
          </button>
          <div
            id="admin-menu"
            className={`${menu.open ? "block" : "hidden"} mt-2 rounded-xl border border-slate-200 bg-white p-3 lg:sticky lg:top-20 lg:mt-0 lg:block`}
          >
            <QueryProvider>
              <AdminMenu />
            </QueryProvider>
          </div>
        </aside>
        <main className="min-w-0 flex-1 rounded-xl border border-slate-200 bg-white">
          <QueryProvider>
            <Outlet />
          </QueryProvider>
        </main>
      </div>
      <CustomerService qr={customerServiceQr} ticketEntry />
    </div>
  );
}
