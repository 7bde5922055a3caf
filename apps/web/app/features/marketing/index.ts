/** What other features may use of the marketing feature: its public entry (the linter refuses the rest). */
export { productHighlights, productTargeting } from "./product-copy.ts";
