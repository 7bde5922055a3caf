/**
 * `npm run gateway`: the proxy gateway alone (configuration in
 * .env.example and the README's "Run the gateway"). `npm start` runs one
 * beside the shop in demo mode.
 */
import { GatewayConfigError, loadGatewayConfig } from "./config.ts";
import { startGateway } from "./gateway.ts";

let config: ReturnType<typeof loadGatewayConfig>;
try {
  config = loadGatewayConfig(process.env);
} catch (error) {
  if (error instanceof GatewayConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const gateway = await startGateway(config).catch((error: NodeJS.ErrnoException) => {
  console.error(`Gateway could not start: ${error.code ?? ""} ${error.message}`.trim());
  process.exit(1);
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    gateway.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
