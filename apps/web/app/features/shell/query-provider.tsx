import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";

let browserClient: QueryClient | undefined;

function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
}

/**
 * Server state for the pages that call the API from the browser: the user
 * centre, the checkout and the auth and /h5 pages. Public pages do not ship
 * React Query, so it is provided by their layouts rather than the root. The
 * browser keeps one client for the whole visit, so these pages share one
 * cache; the server makes one per render.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(() => {
    if (typeof window === "undefined") return createQueryClient();
    browserClient ??= createQueryClient();
    return browserClient;
  });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
