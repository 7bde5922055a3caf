/** 13800138000 -> 138****8000; +14155552671 -> +141****2671 (the country stays readable). */
export function maskMobile(mobile: string): string {
  if (mobile.length === 11 && !mobile.startsWith("+")) return `${mobile.slice(0, 3)}****${mobile.slice(7)}`;
  if (/^\+\d{8,15}$/.test(mobile)) return `${mobile.slice(0, mobile.length - 8)}****${mobile.slice(-4)}`;
  return "****";
}

/** demo@example.com -> d***o@example.com */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "***";
  const name = email.slice(0, at);
  const shown = name.length <= 2 ? `${name[0]}***` : `${name[0]}***${name[name.length - 1]}`;
  return `${shown}${email.slice(at)}`;
}
