/** What other features' server code may use of the catalogue feature: its public entry for loaders. */
export { loadStaticCatalogue, loadTrafficPackages, loadUnitPrice, requestLocale } from "./load-catalogue.server.ts";
