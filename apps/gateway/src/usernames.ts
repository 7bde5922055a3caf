import { type ParsedProxyUsername, parseProxyUsername } from "@shop/contract";

const remembered = new Map<string, ParsedProxyUsername>();
const rememberedMax = 20_000;

/**
 * The contract's parse of a proxy username, remembered: a client opens many
 * connections with one username, and the throttle and the authenticator both
 * read it on each. Frozen, as every caller shares it. At most `rememberedMax`
 * names (then forgotten all at once: an attacker's made-up names cost a parse each, as before).
 */
export function parsedUsername(username: string): ParsedProxyUsername {
  const known = remembered.get(username);
  if (known) return known;
  const parsed = parseProxyUsername(username);
  if (parsed.ok) Object.freeze(parsed.params);
  Object.freeze(parsed);
  if (remembered.size >= rememberedMax) remembered.clear();
  remembered.set(username, parsed);
  return parsed;
}
