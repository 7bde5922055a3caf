import { createContext, useContext } from "react";

/** The CSP nonce of the server response; empty in the browser, which hides it. */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
