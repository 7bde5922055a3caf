/** What other features may use of the shell feature: its public entry (the linter refuses the rest). */
export { LanguageSwitcher } from "./language-switcher.tsx";
