export * from "./codes.ts";
export * from "./enums.ts";
export * from "./envelope.ts";
export * from "./locale.ts";
export * from "./messages.ts";
export * from "./routes.ts";
export * from "./site.ts";
export type * from "./ssr.ts";
