import type { CertificationProviderConfig } from "./config.ts";
import { createHttpCertificationProvider } from "./http-provider.ts";
import { createLocalCertificationProvider } from "./local-provider.ts";
import type { CertificationProvider } from "./provider.ts";

/** The configured provider. */
export function createCertificationProvider(config: CertificationProviderConfig): CertificationProvider {
  return config.kind === "http" ? createHttpCertificationProvider(config) : createLocalCertificationProvider(config);
}
