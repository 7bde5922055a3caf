/** What other features may use of the proxies feature: its public entry (the linter refuses the rest). */
export { dailyTicks } from "./chart-axis.ts";
export { dangerButtonClass, PageHeader, Panel, primaryButtonClass, secondaryButtonClass } from "./page-header.tsx";
export { niceCeiling, UsageChart } from "./usage-chart.tsx";
