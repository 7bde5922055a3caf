import { randomInt } from "node:crypto";

/**
 * The characters of codes people read and type: upper-case letters and digits
 * without the look-alikes 0/O, 1/I/L (31 characters, about 4.95 bits each).
 */
export const unambiguousAlphabet = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** A random code of `length` characters from the unambiguous alphabet (a CSPRNG, no modulo bias). */
export function randomCode(length: number): string {
  let code = "";
  for (let i = 0; i < length; i++) code += unambiguousAlphabet[randomInt(unambiguousAlphabet.length)];
  return code;
}

/** What a person typed, as stored: upper case, without spaces or dashes. */
export const normaliseTypedCode = (typed: string) => typed.toUpperCase().replace(/[\s-]/g, "");

/** ABCD-EFGH-JKMN-PQRS: a long code in groups of four, as printed and exported. */
export const groupedCode = (code: string) => code.match(/.{1,4}/g)?.join("-") ?? code;
