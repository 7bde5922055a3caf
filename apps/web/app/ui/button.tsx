import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from "react";
import type { LinkProps } from "react-router";
import { LocalizedLink } from "../i18n/localized-link.tsx";

/** How a button looks: the one place its colours, focus ring and disabled state are written. */
export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger";
/**
 * Its padding and type size. `tall` and `cta` are the full-width form and checkout buttons;
 * `h8`…`h11` fix the height to line up with the inputs beside the button.
 */
export type ButtonSize = "xs" | "sm" | "md" | "lg" | "xl" | "tall" | "cta" | "h8" | "h9" | "h10" | "h11";

interface Look {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretch to the container's width (forms, dialogs, cards). */
  block?: boolean;
  /** Layout beside the look: margins, alignment, width. */
  className?: string;
}

const base =
  "items-center justify-center gap-2 rounded-lg focus-visible:outline-2 focus-visible:outline-brand focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-brand font-semibold text-white shadow-sm hover:opacity-90",
  secondary: "border border-slate-300 bg-white font-medium text-slate-700 hover:border-brand hover:text-brand",
  ghost: "font-medium text-slate-600 hover:bg-slate-100 hover:text-ink",
  danger: "bg-red-600 font-semibold text-white shadow-sm hover:bg-red-700",
};

const sizes: Record<ButtonSize, string> = {
  xs: "px-3 py-1.5 text-xs",
  sm: "px-4 py-2 text-sm",
  md: "px-4 py-2.5 text-sm",
  lg: "px-5 py-2.5 text-sm",
  xl: "px-6 py-3 text-sm",
  tall: "px-4 py-3 text-sm",
  cta: "px-4 py-3 text-base",
  h8: "h-8 px-3 text-xs",
  h9: "h-9 px-3 text-sm",
  h10: "h-10 px-4 text-sm",
  h11: "h-11 px-5 text-sm",
};

/** The class string of a button's look, for the rare element that cannot be a Button (a <summary>). */
export function buttonClass({ variant = "primary", size = "md", block = false, className = "" }: Look = {}): string {
  return `${block ? "flex w-full" : "inline-flex"} ${base} ${variants[variant]} ${sizes[size]} ${className}`.trim();
}

function Spinner({ variant }: { variant: ButtonVariant }) {
  const colours =
    variant === "primary" || variant === "danger" ? "border-white/40 border-t-white" : "border-brand/30 border-t-brand";
  return <span aria-hidden="true" className={`size-4 animate-spin rounded-full border-2 ${colours}`} />;
}

type ButtonProps = Look &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, "className"> & {
    /** While true the button is disabled, says so to assistive technology and shows a spinner. */
    loading?: boolean;
    /** What the button says while loading; its usual text otherwise. */
    loadingLabel?: ReactNode;
  };

/** A button; `type` defaults to "button" so one inside a form never submits it by accident. */
export function Button({
  variant = "primary",
  size,
  block,
  className,
  loading = false,
  loadingLabel,
  disabled,
  type = "button",
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClass({ variant, size, block, className })}
      {...rest}
    >
      {loading && <Spinner variant={variant} />}
      {loading && loadingLabel !== undefined ? loadingLabel : children}
    </button>
  );
}

/** A link inside the site (its locale prefix added) that looks like a button: a call to action. */
export function ButtonLink({
  variant,
  size,
  block,
  className,
  ...link
}: Look & Omit<LinkProps, "className" | "to"> & { to: string }) {
  return <LocalizedLink className={buttonClass({ variant, size, block, className })} {...link} />;
}

/** A plain anchor that looks like a button (downloads, other origins). */
export function ButtonAnchor({
  variant,
  size,
  block,
  className,
  children,
  ...anchor
}: Look & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "className">) {
  return (
    <a className={buttonClass({ variant, size, block, className })} {...anchor}>
      {children}
    </a>
  );
}
