/** Any origin we never serve: only used to see where a browser would resolve a path. */
const probeOrigin = "http://local-redirect.invalid";

/** Printable ASCII only: control characters (tab, CR, LF, NUL) and non-ASCII are malformed input. */
export function isPrintableAscii(value: string): boolean {
  return /^[\x20-\x7e]*$/.test(value);
}

/**
 * `value` if a browser following `Location: value` stays on this site, else
 * null. Browsers drop tabs and newlines, read `\` as `/` and treat `//host` as
 * another site, so the check resolves the path the way they do (WHATWG URL)
 * instead of pattern-matching the raw text, and also refuses every spelling
 * whose first two characters a browser could read as a scheme-relative URL.
 */
export function localRedirectPath(value: string): string | null {
  if (!isPrintableAscii(value)) return null;
  if (!value.startsWith("/") || value[1] === "/" || value[1] === "\\" || value.includes("\\")) return null;
  let resolved: URL;
  try {
    resolved = new URL(value, probeOrigin);
  } catch {
    return null;
  }
  return resolved.origin === probeOrigin ? value : null;
}
