export * from "./site.ts";
