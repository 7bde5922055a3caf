import { ResponseCode } from "./codes.ts";
import { z } from "./zod.ts";

/** Every /app-api answer: HTTP 200 with a business code (SPEC §4, §7). */
export interface Envelope<T> {
  code: number;
  data: T | null;
  msg: string;
}

export function ok<T>(data: T): Envelope<T> {
  return { code: ResponseCode.Success, data, msg: "" };
}

export function fail(code: number, msg: string): Envelope<null> {
  return { code, data: null, msg };
}

/** Schema of an envelope whose data has the given schema (used by clients and tests). */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), data: data.nullable(), msg: z.string() });
}
