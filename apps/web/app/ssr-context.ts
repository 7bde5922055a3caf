import type { SsrRequestContext } from "@shop/contract/core";
import { createContext } from "react-router";

/** The server's per-request services (see apps/server/src/web/ssr-plugin.ts). */
export const ssrContext = createContext<SsrRequestContext>();
