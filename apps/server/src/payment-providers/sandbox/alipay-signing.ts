import { createSign, createVerify } from "node:crypto";

/**
 * Alipay's RSA2 signing, as the sandbox plays Alipay: sorted `key=value`
 * pairs joined by `&`, values as they are (not URL-encoded), empty values
 * left out. Requests are signed over every parameter but `sign`;
 * notifications and return parameters over every one but `sign` and `sign_type`.
 */
export function alipaySignContent(params: Record<string, string>, excluded: readonly string[]): string {
  return Object.keys(params)
    .filter((key) => !excluded.includes(key) && params[key] !== undefined && params[key] !== "")
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join("&");
}

export const requestExcluded = ["sign"] as const;
const notificationExcluded = ["sign", "sign_type"] as const;

export function signAlipayParams(
  params: Record<string, string>,
  privateKey: string,
  excluded: readonly string[] = notificationExcluded,
): string {
  return createSign("RSA-SHA256").update(alipaySignContent(params, excluded), "utf8").sign(privateKey, "base64");
}

export function verifyAlipayParams(
  params: Record<string, string>,
  publicKey: string,
  excluded: readonly string[] = requestExcluded,
): boolean {
  const signature = params.sign;
  if (!signature) return false;
  try {
    return createVerify("RSA-SHA256")
      .update(alipaySignContent(params, excluded), "utf8")
      .verify(publicKey, signature, "base64");
  } catch {
    return false;
  }
}

/** `{"<method>_response":{…},"sign":"…"}`: the signature covers the exact JSON text of the response object. */
export function signedAlipayResponse(responseKey: string, payload: object, privateKey: string): string {
  const text = JSON.stringify(payload);
  const sign = createSign("RSA-SHA256").update(text, "utf8").sign(privateKey, "base64");
  return `{"${responseKey}":${text},"sign":"${sign}"}`;
}
