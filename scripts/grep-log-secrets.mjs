#!/usr/bin/env node
/**
 * Looks through a server log (a file, or stdin) for anything shaped like a secret: an unmasked
 * enrolment or extraction token in a URL, an API key, a bearer token, a session cookie, a TOTP
 * URI, a secret-named JSON field that is not "[redacted]", a verification code in a message.
 * Exit 1 and one line per finding when there is any. Used on a whole browser-test run:
 *
 *   E2E_LOG_LEVEL=debug E2E_PORT=4210 npx playwright test 2>&1 | tee /tmp/e2e.log
 *   node scripts/grep-log-secrets.mjs /tmp/e2e.log
 *
 * (playwright.config.ts pipes both servers' output into the run's output.) The shapes mirror
 * apps/server/src/lib/log-redaction.ts; apps/server/test/log-secrets.test.ts checks the values.
 */
import { readFileSync } from "node:fs";

const shapes = [
  ["enrolment token in a URL", /\/ops-api\/auth\/enrolment\/(?!\[redacted\]|:token)[^\s"?]+/i],
  ["extraction token in a URL", /\/extract\/(?!\[redacted\]|:token)[A-Za-z0-9_-]{16,}/],
  ["API key", /psk_live_[0-9a-f]{12}_[A-Za-z0-9_-]{32}/],
  ["bearer token", /bearer\s+(?!\[redacted\])[A-Za-z0-9._~+/-]{16,}/i],
  ["console session cookie", /(?:__Host-)?ops_session=[A-Za-z0-9_-]{16,}/],
  ["TOTP URI", /otpauth:\/\//],
  [
    "secret field",
    /"(password|newPassword|oldPassword|confirmPassword|currentPassword|totpSecret|accessToken|refreshToken|apiKey|secret|token|recoveryCodes|authorization|cookie)":\s*(?!"\[redacted\]")["[]/,
  ],
  ["secret query parameter", /[?&](token|code|key|secret|password|sign|signature)=(?!\[redacted\])[^&\s"]+/i],
  ["verification code in a message", /(verification|reset|验证)\D{0,20}\b\d{6}\b/i],
];

const file = process.argv[2];
const text = readFileSync(file ?? 0, "utf8");
const findings = [];
text.split("\n").forEach((line, index) => {
  for (const [name, shape] of shapes) {
    const match = shape.exec(line);
    if (match) findings.push(`${file ?? "stdin"}:${index + 1}: ${name}: …${match[0].slice(0, 40)}…`);
  }
});
if (findings.length > 0) {
  console.error(findings.join("\n"));
  console.error(`${findings.length} line(s) of the log hold something shaped like a secret`);
  process.exit(1);
}
console.log(`no secret-shaped value in ${text.split("\n").length} lines`);
