import type { Logger } from "pino";
import { loadGatewayConfig } from "./config.ts";
import { type RunningGateway, startGateway } from "./gateway.ts";

/**
 * The gateway `npm start` runs beside a demo shop, in the same process: on
 * 127.0.0.1 (HTTP and SOCKS5 on the ports proxy lines carry) with a direct
 * exit, signed as the demo gateway (or GATEWAY_ID / GATEWAY_SECRET when the
 * shop lists its own USAGE_GATEWAY_SECRETS). Other GATEWAY_* variables still
 * apply, so a demo can try an exit-pool file too.
 */
export async function startDemoGateway(options: {
  shopUrl: string;
  httpPort: number;
  socksPort: number;
  log: Logger;
}): Promise<RunningGateway> {
  const config = loadGatewayConfig({
    GATEWAY_METRICS_PORT: "off",
    ...process.env,
    APP_MODE: "demo",
    GATEWAY_SHOP_URL: options.shopUrl,
    // Where the shop's proxy lines point (PROXY_GATEWAY_*), whatever GATEWAY_* say.
    GATEWAY_HTTP_PORT: String(options.httpPort),
    GATEWAY_SOCKS5_PORT: String(options.socksPort),
  });
  return startGateway(config, { log: options.log });
}
