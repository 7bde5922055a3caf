import { Link, type LinkProps, NavLink, type NavLinkProps } from "react-router";
import { useLocalizePath } from "./use-locale.ts";

/** A Link whose `to` is an unprefixed path; the current locale's prefix is added. */
export function LocalizedLink({ to, ...props }: Omit<LinkProps, "to"> & { to: string }) {
  return <Link to={useLocalizePath()(to)} {...props} />;
}

export function LocalizedNavLink({ to, ...props }: Omit<NavLinkProps, "to"> & { to: string }) {
  return <NavLink to={useLocalizePath()(to)} {...props} />;
}
