import http from "node:http";
import https from "node:https";
import { isIP } from "node:net";

/** Why an attempt got no HTTP answer (shown in the delivery log as is). */
export type SendFailure = "timeout" | "connection_failed" | "tls_failed";

export type SendOutcome = { ok: true; statusCode: number } | { ok: false; reason: SendFailure };

/**
 * POSTs one signed body to `url`, connecting only to `address` (the one the
 * destination check resolved and passed: DNS is not asked a second time, so a
 * rebinding answer cannot send the request inside). TLS still verifies the
 * certificate against the URL's host name. Redirects are not followed.
 */
export function sendSigned(input: {
  url: URL;
  address: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
}): Promise<SendOutcome> {
  const { url, address } = input;
  const isHttps = url.protocol === "https:";
  const family = isIP(address) === 6 ? 6 : 4;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: SendOutcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    const options: https.RequestOptions = {
      method: "POST",
      protocol: url.protocol,
      hostname: url.hostname.replace(/^\[|\]$/g, ""),
      port: url.port || (isHttps ? 443 : 80),
      path: `${url.pathname}${url.search}`,
      headers: { ...input.headers, "content-length": String(Buffer.byteLength(input.body)) },
      lookup: (_host, opts, callback) => {
        // Node asks with `all: true` for happy-eyeballs; answer the checked address only.
        if ((opts as { all?: boolean }).all)
          (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address, family }]);
        else (callback as (e: null, a: string, f: number) => void)(null, address, family);
      },
      timeout: input.timeoutMs,
      agent: false,
    };
    const request = (isHttps ? https : http).request(options, (response) => {
      // The body is not needed; drain at most a little and close.
      response.resume();
      finish({ ok: true, statusCode: response.statusCode ?? 0 });
      response.destroy();
    });
    request.on("timeout", () => {
      request.destroy();
      finish({ ok: false, reason: "timeout" });
    });
    request.on("error", (error: NodeJS.ErrnoException) => {
      const tls = typeof error.code === "string" && /CERT|SSL|TLS|SELF_SIGNED/.test(error.code);
      finish({ ok: false, reason: tls ? "tls_failed" : "connection_failed" });
    });
    request.end(input.body);
  });
}
