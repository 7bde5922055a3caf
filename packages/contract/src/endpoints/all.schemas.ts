import type { DescribedEndpoint } from "../endpoint-schemas.ts";
import { catalogueCalls } from "./catalogue.schemas.ts";

/** Every declared call with its schemas: the server serves them, the API reference lists them. */
export const allCalls: readonly DescribedEndpoint[] = [...Object.values(catalogueCalls)];
