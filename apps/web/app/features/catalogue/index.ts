/** What other features may use of the catalogue feature: its public entry (the linter refuses the rest). */
export { type ChoiceProblem, type OrderChoice, orderSearch, parseOrderChoice } from "./order-choice.ts";
export { GbInput, GbProblem, useGbAmount } from "./pay-as-you-go-form.tsx";
export { findStaticLine, type ProductKey } from "./product-lines.ts";
export { type OrderQuote, quoteOrder } from "./quote-order.ts";
export { IpCountInput, useStaticChoice } from "./static-choice.tsx";
export { CountryBadge, DurationDiscounts, StaticPriceTable } from "./static-price-table.tsx";
export { formatGb, type PackageView, type PayAsYouGoView, type StaticLineView } from "./views.ts";
