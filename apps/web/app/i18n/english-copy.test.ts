import messagesEn from "@shop/contract/messages/en.json" with { type: "json" };
import { describe, expect, it } from "vitest";
import accountEn from "./account/en.json" with { type: "json" };
import siteEn from "./en.json" with { type: "json" };

/** Every text of a catalogue with its dotted key. */
function textsOf(node: unknown, prefix = ""): Array<[string, string]> {
  if (typeof node === "string") return [[prefix, node]];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
    textsOf(value, prefix ? `${prefix}.${key}` : key),
  );
}

/** Pages of other engineers (proxy generator and allowlist, account security) and the operator console. */
const notProofreadHere =
  /^(proxyCentre|apiKeys|console|consoleMembers|consoleOrders|consoleAudit|proxies|auth\.passwordChanged)/;

describe("English customer copy", () => {
  const texts = [...textsOf(messagesEn), ...textsOf(siteEn), ...textsOf(accountEn)].filter(
    ([key]) => !notProofreadHere.test(key),
  );

  it("never splices two sentences with a comma before 'please' ('Login expired, please log in again')", () => {
    expect(texts.filter(([, text]) => /[,;] please /.test(text))).toEqual([]);
  });

  it("writes e-mail with its hyphen, as the rest of the site does", () => {
    expect(texts.filter(([, text]) => /\bemail\b/.test(text) && !/@/.test(text)).map(([key]) => key)).toEqual([]);
  });
});
