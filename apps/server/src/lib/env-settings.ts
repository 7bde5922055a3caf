import { blankAsUnset } from "@shop/contract";
import { z } from "zod";

// Builders for the settings the modules read from the environment. `FOO=` in an
// .env file means "not set", not "set to nothing", so each one treats a blank as unset.

/** An optional setting taken as written, trimmed. */
export const optionalText = () => z.preprocess(blankAsUnset, z.string().trim().optional());

/** An http(s) URL, trimmed; callers add `.optional()` or a transform. */
export const httpUrl = () =>
  z
    .string()
    .trim()
    .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
      error: "must be an http(s) URL",
    });

/** An optional http(s) URL setting. */
export const optionalHttpUrl = () => z.preprocess(blankAsUnset, httpUrl().optional());
