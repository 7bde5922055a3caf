/** 13800138000 -> 138****8000 */
export function maskMobile(mobile: string): string {
  return mobile.length === 11 ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : "****";
}

/** demo@example.com -> d***o@example.com */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "***";
  const name = email.slice(0, at);
  const shown = name.length <= 2 ? `${name[0]}***` : `${name[0]}***${name[name.length - 1]}`;
  return `${shown}${email.slice(at)}`;
}
