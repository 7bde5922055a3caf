import { type LoaderFunctionArgs, Outlet, useLoaderData } from "react-router";
import { ErrorPage, errorPageKindOf } from "../features/errors/error-page.tsx";
import { CustomerService } from "../features/shell/customer-service.tsx";
import { loadCustomerServiceQr } from "../features/shell/customer-service-qr.server.ts";
import { MainlandNotice } from "../features/shell/mainland-notice.tsx";
import { SiteFooter } from "../features/shell/site-footer.tsx";
import { SiteHeader } from "../features/shell/site-header.tsx";

export async function loader({ request, context }: LoaderFunctionArgs) {
  return { customerServiceQr: await loadCustomerServiceQr(context, request) };
}

/** The QR code depends only on the site, which does not change while the visitor browses. */
export function shouldRevalidate() {
  return false;
}

export default function DefaultLayout() {
  const { customerServiceQr } = useLoaderData<typeof loader>();
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <MainlandNotice />
      <div className="flex-1">
        <Outlet />
      </div>
      <SiteFooter />
      <CustomerService qr={customerServiceQr} />
    </div>
  );
}

/**
 * A page of this layout that fails (a blog post or help article that does not exist, a failed
 * load) keeps the site's header and footer around its error page, as the unknown-path 404 does.
 */
export function ErrorBoundary({ error }: { error: unknown }) {
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <MainlandNotice />
      <div className="flex-1">
        <ErrorPage kind={errorPageKindOf(error)} />
      </div>
      <SiteFooter />
    </div>
  );
}
