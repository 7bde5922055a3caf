import type { IdentityProviderConfig } from "./config.ts";
import { createHttpIdentityProvider } from "./http-provider.ts";
import { createLocalIdentityProvider } from "./local-provider.ts";
import type { IdentityProvider } from "./provider.ts";

/** The configured provider. */
export function createIdentityProvider(config: IdentityProviderConfig): IdentityProvider {
  return config.kind === "http" ? createHttpIdentityProvider(config) : createLocalIdentityProvider(config);
}
