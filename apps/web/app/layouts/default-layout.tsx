import { Outlet } from "react-router";
import { SiteFooter } from "../features/shell/site-footer.tsx";
import { SiteHeader } from "../features/shell/site-header.tsx";

export default function DefaultLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <div className="flex-1">
        <Outlet />
      </div>
      <SiteFooter />
    </div>
  );
}
