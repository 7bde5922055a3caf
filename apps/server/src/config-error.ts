// One environment helper for every loader, shop and gateway alike (packages/contract/src/environment.ts).
export { ConfigError, parseEnvironment } from "@shop/contract";
