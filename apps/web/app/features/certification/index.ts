/** What other features may use of the certification feature: its public entry (the linter refuses the rest). */
export { CertificationBadge } from "./certification-overview.tsx";
