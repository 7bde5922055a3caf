import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

/**
 * Every route of SPEC §2, mounted twice: unprefixed for zh-CN and under /en.
 * Route ids carry the locale because one file serves both mounts.
 */
function localizedRoutes(locale: "zh" | "en") {
  const p = (path: string) => (locale === "en" ? (path ? `en/${path}` : "en") : path);
  const id = (name: string) => `${locale}:${name}`;
  const page = (path: string, file: string, name: string) => route(p(path), file, { id: id(name) });

  return [
    layout("layouts/default-layout.tsx", { id: id("layout-default") }, [
      locale === "en"
        ? route("en", "routes/home.tsx", { id: id("home"), index: true })
        : index("routes/home.tsx", { id: id("home") }),
      page("buy", "routes/buy.tsx", "buy"),
      page("order", "routes/order.tsx", "order"),
      page("service", "routes/service.tsx", "service"),
      page("use-scene", "routes/use-scene.tsx", "use-scene"),
      page("blog", "routes/blog.tsx", "blog"),
      page("blog/:slug", "routes/blog-post.tsx", "blog-post"),
      page("help-center", "routes/help-center.tsx", "help-center"),
      page("help-center/:slug", "routes/help-article.tsx", "help-article"),
      page("dynamic-residential-proxies", "routes/dynamic-residential-proxies.tsx", "dynamic-residential-proxies"),
      page("static-residential-proxies", "routes/static-residential-proxies.tsx", "static-residential-proxies"),
      page("native-residential-proxies", "routes/native-residential-proxies.tsx", "native-residential-proxies"),
      page("terms", "routes/terms.tsx", "terms"),
      page("privacy", "routes/privacy.tsx", "privacy"),
      page("api-docs", "routes/api-docs.tsx", "api-docs"),
      page("*", "routes/not-found.tsx", "not-found"),
    ]),
    layout("layouts/empty-layout.tsx", { id: id("layout-empty") }, [
      layout("layouts/guest-only.tsx", { id: id("layout-guest-only") }, [
        page("login", "routes/login.tsx", "login"),
        page("register", "routes/register.tsx", "register"),
        page("forgot-password", "routes/forgot-password.tsx", "forgot-password"),
      ]),
      page("h5", "routes/h5/index.tsx", "h5"),
      page("h5/pay", "routes/h5/pay.tsx", "h5-pay"),
      page("h5/fail", "routes/h5/fail.tsx", "h5-fail"),
      page("h5/result", "routes/h5/result.tsx", "h5-result"),
      page("h5/success", "routes/h5/success.tsx", "h5-success"),
    ]),
    route(p("admin"), "layouts/admin-layout.tsx", { id: id("admin") }, [
      index("routes/admin/get-proxy.tsx", { id: id("admin-get-proxy") }),
      route("account", "routes/admin/account.tsx", { id: id("admin-account") }),
      route("api-keys", "routes/admin/api-keys.tsx", { id: id("admin-api-keys") }),
      route("balance", "routes/admin/balance.tsx", { id: id("admin-balance") }),

      route("webhooks", "routes/admin/webhooks.tsx", { id: id("admin-webhooks") }),
      route("alerts", "routes/admin/alerts.tsx", { id: id("admin-alerts") }),
      route("support", "routes/admin/support.tsx", { id: id("admin-support") }),
      route("support/:ticketId", "routes/admin/support-ticket.tsx", { id: id("admin-support-ticket") }),
      route("messages", "routes/admin/messages.tsx", { id: id("admin-messages") }),
      route("my-data", "routes/admin/my-data.tsx", { id: id("admin-my-data") }),
      route("invite", "routes/admin/invite.tsx", { id: id("admin-invite") }),
      route("dashboard", "routes/admin/dashboard.tsx", { id: id("admin-dashboard") }),
      route("auth", "routes/admin/auth.tsx", { id: id("admin-auth") }),
      route("auth/company", "routes/admin/auth-company.tsx", { id: id("admin-auth-company") }),
      route("auth/personal", "routes/admin/auth-personal.tsx", { id: id("admin-auth-personal") }),
      route("auth/foreign", "routes/admin/auth-foreign.tsx", { id: id("admin-auth-foreign") }),
      route("static/buy", "routes/admin/static-buy.tsx", { id: id("admin-static-buy") }),
      route("dynamic/buy", "routes/admin/dynamic-buy.tsx", { id: id("admin-dynamic-buy") }),
      route("help-center", "routes/admin/help-center.tsx", { id: id("admin-help-center") }),
      route("static/list", "routes/admin/static-list.tsx", { id: id("admin-static-list") }),
      route("dynamic/list", "routes/admin/dynamic-list.tsx", { id: id("admin-dynamic-list") }),
      route("static/management", "routes/admin/static-management.tsx", { id: id("admin-static-management") }),
      route("account-password-auth", "routes/admin/account-password-auth.tsx", {
        id: id("admin-account-password-auth"),
      }),
      route("product/dynamic", "routes/admin/product-dynamic.tsx", { id: id("admin-product-dynamic") }),
      route("product/static", "routes/admin/product-static.tsx", { id: id("admin-product-static") }),
      route("product/datacenter", "routes/admin/product-datacenter.tsx", { id: id("admin-product-datacenter") }),
      route("static/components/OrderList", "routes/admin/static-list.tsx", { id: id("admin-static-order-list") }),
      route("static/components/IPManagement", "routes/admin/static-management.tsx", {
        id: id("admin-static-ip-management"),
      }),
    ]),
  ];
}

/**
 * The operator console (served only on OPS_HOST): its own layout, mounted for both languages like
 * the shop. Each console area adds its pages inside the console layout, one line each.
 */
function consoleRoutes(locale: "zh" | "en") {
  const p = (path: string) => (locale === "en" ? `en/${path}` : path);
  const id = (name: string) => `${locale}:${name}`;
  return [
    route(p("ops/login"), "routes/ops/login.tsx", { id: id("ops-login") }),
    route(p("ops/enrol"), "routes/ops/enrol.tsx", { id: id("ops-enrol") }),
    route(p("ops"), "routes/ops/console-layout.tsx", { id: id("ops") }, [
      index("routes/ops/dashboard.tsx", { id: id("ops-dashboard") }),
      route("members", "routes/ops/members.tsx", { id: id("ops-members") }),
      route("members/:memberId", "routes/ops/member.tsx", { id: id("ops-member") }),
      route("certifications", "routes/ops/certifications.tsx", { id: id("ops-certifications") }),
      route("certifications/:kind/:id", "routes/ops/certification-application.tsx", {
        id: id("ops-certification-application"),
      }),
      route("operators", "routes/ops/operators.tsx", { id: id("ops-operators") }),
      route("orders", "routes/ops/orders.tsx", { id: id("ops-orders") }),
      route("orders/:kind/:id", "routes/ops/order.tsx", { id: id("ops-order") }),
      route("refunds", "routes/ops/refunds.tsx", { id: id("ops-refunds") }),
      route("invoices", "routes/ops/invoices.tsx", { id: id("ops-invoices") }),
      route("adjustments", "routes/ops/adjustments.tsx", { id: id("ops-adjustments") }),
      route("audit", "routes/ops/audit.tsx", { id: id("ops-audit") }),
      route("audit/:id", "routes/ops/audit-entry.tsx", { id: id("ops-audit-entry") }),
      route("account", "routes/ops/account.tsx", { id: id("ops-account") }),
      route("support", "routes/ops/support.tsx", { id: id("ops-support") }),
      route("support/:ticketId", "routes/ops/support-ticket.tsx", { id: id("ops-support-ticket") }),
      route("catalogue", "routes/ops/catalogue.tsx", { id: id("ops-catalogue") }),
      route("stock", "routes/ops/stock.tsx", { id: id("ops-stock") }),
      route("content", "routes/ops/content.tsx", { id: id("ops-content") }),
      route("content/:kind/:id", "routes/ops/content-editor.tsx", { id: id("ops-content-editor") }),
      route("exports", "routes/ops/exports.tsx", { id: id("ops-exports") }),
      route("sites", "routes/ops/sites.tsx", { id: id("ops-sites") }),
      route("announcements", "routes/ops/announcements.tsx", { id: id("ops-announcements") }),
      route("redirects", "routes/ops/redirects.tsx", { id: id("ops-redirects") }),
      route("exits", "routes/ops/exits.tsx", { id: id("ops-exits") }),
      route("growth", "routes/ops/growth.tsx", { id: id("ops-growth") }),

      route("deny-list", "routes/ops/deny-list.tsx", { id: id("ops-deny-list") }),
      route("*", "routes/ops/not-found.tsx", { id: id("ops-not-found") }),
    ]),
  ];
}

export default [
  ...consoleRoutes("en"),
  ...consoleRoutes("zh"),
  ...localizedRoutes("en"),
  ...localizedRoutes("zh"),
] satisfies RouteConfig;
