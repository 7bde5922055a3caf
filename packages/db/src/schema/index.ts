export * from "./catalogue.ts";
export * from "./content.ts";
export * from "./identity.ts";
export * from "./members.ts";
export * from "./site.ts";
export * from "./traffic.ts";
export * from "./verification.ts";
