import { type LoaderFunctionArgs, Outlet, useLoaderData } from "react-router";
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
