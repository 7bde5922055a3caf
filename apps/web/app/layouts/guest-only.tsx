import { type LoaderFunctionArgs, Outlet } from "react-router";
import { requireGuest } from "../features/auth/guards.server.ts";

export function loader({ request }: LoaderFunctionArgs) {
  requireGuest(request);
  return null;
}

export default function GuestOnly() {
  return <Outlet />;
}
