import { z } from "zod";

// Zod compiles object parsers with `new Function` unless told not to, and it
// decides when each object schema is created. Browsers run our pages under a
// CSP without 'unsafe-eval', which reports that probe as a violation, so in a
// browser the switch must flip before any schema below exists. Every schema
// file of this package imports z from here, never from "zod" directly.
if (typeof document !== "undefined") z.config({ jitless: true });

export { z };
