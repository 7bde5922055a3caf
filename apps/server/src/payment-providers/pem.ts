import { createPrivateKey, createPublicKey, type KeyObject } from "node:crypto";

/**
 * Keys as operators paste them: a PEM (perhaps with literal "\n" from an .env
 * line), or only the base64 body that the Alipay and WeChat Pay consoles show.
 */
function toPem(text: string, label: string): string {
  const value = text.trim().replaceAll("\\n", "\n");
  if (value.includes("-----BEGIN")) return value;
  const body = value.replace(/\s+/g, "");
  const lines = body.match(/.{1,64}/g) ?? [];
  return `-----BEGIN ${label}-----\n${lines.join("\n")}\n-----END ${label}-----\n`;
}

/** Any RSA private key (PKCS#8 or PKCS#1, PEM or bare base64) as a PKCS#8 PEM; throws when unreadable. */
export function normalizePrivateKey(text: string): string {
  const pem = toPem(text, "PRIVATE KEY");
  let key: KeyObject;
  try {
    key = createPrivateKey(pem);
  } catch {
    // A bare PKCS#1 body ("MIIEow...") is only readable with its own label.
    key = createPrivateKey(toPem(text, "RSA PRIVATE KEY"));
  }
  if (key.asymmetricKeyType !== "rsa") throw new Error("not an RSA key");
  return key.export({ type: "pkcs8", format: "pem" }).toString();
}

/** An RSA public key, or a certificate holding one, as an SPKI PEM; throws when unreadable. */
export function normalizePublicKey(text: string): string {
  const value = text.trim().replaceAll("\\n", "\n");
  const key = createPublicKey(value.includes("-----BEGIN") ? value : toPem(value, "PUBLIC KEY"));
  if (key.asymmetricKeyType !== "rsa") throw new Error("not an RSA key");
  return key.export({ type: "spki", format: "pem" }).toString();
}
