import type { ProxyGatewayAddress } from "@shop/contract";

// Articles name the gateway by template value, never literally, so every substation's
// customers read the address their own generator gives them.
const templateValue = /\{\{\s*gateway\.(host|httpPort|socks5Port)\s*\}\}/g;

/** Puts the serving substation's gateway into an article's Markdown. */
export function fillGatewayTemplate(markdown: string, gateway: ProxyGatewayAddress): string {
  return markdown.replace(templateValue, (_match, field: keyof ProxyGatewayAddress) => String(gateway[field]));
}

/** Part of a rendered article's cache key: the same article differs per gateway. */
export function gatewayKey(gateway: ProxyGatewayAddress): string {
  return `${gateway.host}:${gateway.httpPort}:${gateway.socks5Port}`;
}
