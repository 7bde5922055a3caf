import { proxyCentreLimits } from "@shop/contract";

// Letters and digits without look-alikes (0/O, 1/l/I): people copy these by eye too.
const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";

/**
 * A sub-account password from the browser's cryptographic generator: 12 letters
 * and digits with at least one of each, the same rule the server uses when it
 * generates one.
 */
export function generateAccountPassword(length: number = proxyCentreLimits.generatedPasswordLength): string {
  const buffer = new Uint32Array(length);
  for (;;) {
    globalThis.crypto.getRandomValues(buffer);
    // 2^32 is not a multiple of 57; the bias (under 1e-8) does not matter for a password.
    const password = Array.from(buffer, (value) => alphabet[value % alphabet.length]).join("");
    if (/[A-Za-z]/.test(password) && /[0-9]/.test(password)) return password;
  }
}
