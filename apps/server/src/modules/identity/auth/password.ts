import { hash, verify } from "@node-rs/argon2";
import { dictionary } from "@zxcvbn-ts/language-common";

// OWASP ASVS 5 V6 / OWASP cheat sheet minimum for argon2id: m=19 MiB, t=2, p=1.
const argon2Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options as unknown as Parameters<typeof hash>[1]);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Verifying against this when an account does not exist keeps "unknown account"
// and "wrong password" equally slow, so timing tells nobody which accounts exist.
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword("not-a-real-password-for-timing");
  await verifyPassword(await dummyHash, password);
}

let commonPasswords: Set<string> | undefined;

/**
 * Whether a password is on the list of commonly used passwords (about 18,000 of
 * at least 8 characters, from zxcvbn's ranked list shipped via npm).
 */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary["passwords-common"].filter((entry) => entry.length >= 8));
  return commonPasswords.has(password.toLowerCase());
}
