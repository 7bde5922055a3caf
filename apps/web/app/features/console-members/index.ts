/** What other features may use of the console-members feature: its public entry (the linter refuses the rest). */
export { usePendingAdjustments } from "./adjustments-api.ts";
export { MemberLink } from "./member-link.tsx";
