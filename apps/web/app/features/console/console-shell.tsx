import type { ConsoleOperator } from "@shop/contract/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Outlet, useNavigate } from "react-router";
import { LocalizedLink, LocalizedNavLink } from "../../i18n/localized-link.tsx";
import { useLocalizePath, useT } from "../../i18n/use-locale.ts";
import { Icon } from "../../ui/icon.tsx";
import { showMessage } from "../../ui/toast.tsx";
import { useFoldingMenu } from "../../ui/use-folding-menu.ts";
import { usePendingAdjustments } from "../console-members/index.ts";
import { LanguageSwitcher } from "../shell/index.ts";
import { logoutOfConsole } from "./api/logout.ts";
import { useConsoleSession } from "./api/session.ts";
import { type ConsoleNavEntry, consoleNav } from "./console-nav.ts";

/** The console's mark and name: the same on the login and enrolment pages. */
export function ConsoleBrand({ compact = false }: { compact?: boolean }) {
  const t = useT();
  return (
    <span className="flex items-center gap-2 font-bold text-ink">
      <span className="grid size-8 place-items-center rounded-lg bg-slate-900 text-white">
        <Icon name="shieldCheck" className="size-5" />
      </span>
      <span className={compact ? "sr-only sm:not-sr-only" : undefined}>{t("console.brand")}</span>
    </span>
  );
}

/** The console's frame: header with language and the operator's menu, the areas on the left, the page. */
export function ConsoleShell() {
  const t = useT();
  const session = useConsoleSession();
  const menu = useFoldingMenu("console-nav");

  const operator = session.data;
  return (
    <div className="flex min-h-screen flex-col bg-slate-100">
      <header className="sticky top-0 z-20 border-slate-200 border-b bg-white">
        <div className="flex h-14 items-center gap-3 px-4 sm:px-6">
          <button className="rounded-md p-1.5 text-slate-600 hover:bg-slate-100 lg:hidden" {...menu.toggleProps}>
            <span className="sr-only">{t("console.nav.openMenu")}</span>
            <svg viewBox="0 0 20 20" className="size-5" aria-hidden="true">
              <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="1.8" />
            </svg>
          </button>
          <ConsoleBrand compact />
          <div className="ml-auto flex items-center gap-2 sm:gap-4">
            <LanguageSwitcher />
            {operator && <OperatorMenu operator={operator} />}
          </div>
        </div>
      </header>
      <div className="flex flex-1">
        <aside
          id="console-nav"
          className={`${menu.open ? "block" : "hidden"} fixed inset-x-0 top-14 z-10 border-slate-200 border-b bg-white p-3 shadow-sm lg:static lg:block lg:w-56 lg:shrink-0 lg:border-r lg:border-b-0 lg:shadow-none`}
        >
          {operator && <ConsoleNav operator={operator} />}
        </aside>
        <main className="min-w-0 flex-1 p-4 sm:p-6 lg:p-8">
          {operator ? <Outlet /> : <p className="text-slate-500 text-sm">{t("console.loading")}</p>}
        </main>
      </div>
    </div>
  );
}

function ConsoleNav({ operator }: { operator: ConsoleOperator }) {
  const t = useT();
  const entries = consoleNav.filter((entry) => operator.permissions.includes(entry.permission));
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `block rounded-lg px-3 py-2 text-sm ${isActive ? "bg-slate-900 font-semibold text-white" : "text-slate-700 hover:bg-slate-100"}`;
  return (
    <nav aria-label={t("console.nav.label")}>
      <ul className="space-y-1">
        {entries.map((entry) => (
          <li key={entry.to}>
            <LocalizedNavLink to={entry.to} end={entry.end} className={linkClass}>
              <span className="flex items-center justify-between gap-2">
                {t(entry.label)}
                {entry.badge && <NavCount badge={entry.badge} />}
              </span>
            </LocalizedNavLink>
          </li>
        ))}
        <li className="border-slate-100 border-t pt-1 md:hidden">
          <LocalizedNavLink to="/ops/account" className={linkClass}>
            {t("console.menu.changePassword")}
          </LocalizedNavLink>
        </li>
      </ul>
    </nav>
  );
}

/** How many things wait beside a navigation entry (nothing when none do). */
function NavCount({ badge }: { badge: NonNullable<ConsoleNavEntry["badge"]> }) {
  const t = useT();
  const pending = usePendingAdjustments({ enabled: badge === "pendingAdjustments" });
  const count = pending.data?.list.length ?? 0;
  if (count === 0) return null;
  return (
    <>
      <span
        aria-hidden="true"
        className="min-w-5 rounded-full bg-amber-500 px-1.5 text-center font-semibold text-white text-xs leading-5"
        data-testid="nav-pending-adjustments"
      >
        {count}
      </span>
      <span className="sr-only">{t("consoleAdjustments.waiting", { count })}</span>
    </>
  );
}

function OperatorMenu({ operator }: { operator: ConsoleOperator }) {
  const t = useT();
  const navigate = useNavigate();
  const localize = useLocalizePath();
  const queryClient = useQueryClient();
  const logout = useMutation({
    mutationFn: logoutOfConsole,
    onSuccess: async () => {
      showMessage(t("console.menu.loggedOut"), "success");
      // Cleared once the console's pages are gone: their queries would otherwise fetch again at once,
      // for a session that is over, and be answered "login expired".
      await navigate(localize("/ops/login"), { replace: true });
      queryClient.clear();
    },
  });
  return (
    <div className="flex items-center gap-3">
      <div className="hidden text-right leading-tight sm:block">
        <p className="font-medium text-ink text-sm">
          <span className="sr-only">{t("console.menu.label")} </span>
          {operator.name}
        </p>
        <p className="text-slate-500 text-xs">
          {t(`console.roles.${operator.role}`)} ·{" "}
          {operator.substation
            ? t("console.menu.substation", { code: operator.substation.code })
            : t("console.menu.allSites")}
        </p>
      </div>
      <LocalizedLink
        to="/ops/account"
        className="hidden whitespace-nowrap text-slate-600 text-sm hover:text-ink hover:underline md:inline"
      >
        {t("console.menu.changePassword")}
      </LocalizedLink>
      <button
        type="button"
        onClick={() => logout.mutate()}
        disabled={logout.isPending}
        className="whitespace-nowrap rounded-lg border border-slate-300 px-3 py-1.5 text-slate-700 text-sm hover:bg-slate-50 disabled:opacity-60"
      >
        {t("console.menu.logout")}
      </button>
    </div>
  );
}

/** A page of one area: its title, and the page itself only for operators whose role includes it. */
export function ConsolePage({
  title,
  permission,
  children,
  actions,
}: {
  title: string;
  permission: ConsoleOperator["permissions"][number];
  children: ReactNode;
  actions?: ReactNode;
}) {
  const t = useT();
  const session = useConsoleSession();
  const allowed = session.data?.permissions.includes(permission) ?? false;
  return (
    <section className="mx-auto max-w-6xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-bold text-2xl text-ink">{title}</h1>
        {allowed && actions}
      </div>
      {allowed ? (
        children
      ) : (
        <p role="alert" className="rounded-lg bg-amber-50 px-4 py-3 text-amber-800 text-sm">
          {t("console.forbidden")}
        </p>
      )}
    </section>
  );
}
