import { envVar } from "@shop/contract";
import { z } from "zod";

// URL settings the server's loaders share; the blank-as-unset rule comes from envVar (@shop/contract).

/** An http(s) URL, trimmed; callers add `.optional()` or a transform. */
export const httpUrl = () =>
  z
    .string()
    .trim()
    .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
      error: "must be an http(s) URL",
    });

/** An optional http(s) URL setting. */
export const optionalHttpUrl = () => envVar(httpUrl().optional());
