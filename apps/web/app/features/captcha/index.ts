/** What other features may use of the captcha feature: its public entry (the linter refuses the rest). */
export { useCaptchaGate } from "./use-captcha-gate.tsx";
