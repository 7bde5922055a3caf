import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

/**
 * Browser tests against the real server (Fastify + the React Router build) on
 * an in-memory PGlite database. They use the system Chromium: no browser is
 * downloaded. The web build must exist first (`npm run build`).
 */
// Debian's Chromium headless shell (scripts/ensure-chromium.mjs installs it) when there is one: the
// same Chromium build without the desktop browser's compositor and GPU process, it took half the CPU
// of `chromium --headless` for the same tests (docs/benchmarks.md). Otherwise Debian's chromium.
const headlessShell = "/usr/bin/chromium-headless-shell";
const chromium = existsSync(headlessShell) ? headlessShell : "/usr/bin/chromium";
// E2E_PORT lets two checkouts run their browser tests side by side.
const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://localhost:${port}`;
const opsPort = port + 1;
const opsBaseURL = `http://localhost:${opsPort}`;
// One name per run, inherited by the workers: the TOTP turn-taking (e2e/totp-codes.ts) is this run's
// own, so another checkout's browser tests on the same machine (other servers, other databases) and an
// earlier run's last step never make this run's operators wait.
process.env.E2E_RUN_ID ??= `${port}-${Date.now()}`;

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results",
  reporter: "list",
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  // No second chances, on CI either: a test that passes only when repeated hides a race in the shop or
  // in the test, and CI is where it must show (three fresh-clone runs in a row green, docs/benchmarks.md).
  retries: 0,
  globalTeardown: "./e2e/global-teardown.ts",
  // Three workers on two cores: a test often waits on the server or a timer, and with three the CPU
  // is busy throughout (idle 37 s of a 568 s run on two cores, docs/benchmarks.md, "tenth session").
  workers: 3,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    locale: "zh-CN",
    // No trace while recording: it cost a fifth of the browser tests' CPU (screencast frames and DOM
    // snapshots of every step, thrown away when the test passes). A failure keeps its screenshot and
    // error context; `npx playwright test <spec> --trace on` records one when a failure needs it.
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromium,
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-quic",
        "--no-first-run",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], locale: "zh-CN" } }],
  webServer: [
    {
      // Started as `npm start` starts it: no NODE_ENV, the server chooses production itself.
      command: "npx node apps/server/src/main.ts",
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "pipe",
      stderr: "pipe",
      env: {
        PORT: String(port),
        PGLITE_DATA_DIR: "memory://",
        // E2E_LOG_LEVEL=debug to grep a whole run's log for secrets (scripts/grep-log-secrets.mjs).
        LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? "warn",
        APP_MODE: "demo",
        // The browser tests are a demo on purpose, whatever NODE_ENV or TEST_DATABASE_URL the machine has.
        ALLOW_DEMO: "true",
        // A flow sends its reset code a few seconds after its sign-up code to the same number.
        CODE_RESEND_INTERVAL_SECONDS: "5",
        // The local certification provider fails this valid number (e2e/certification.spec.ts); licences go to a throw-away folder.
        CERTIFICATION_LOCAL_REJECT: "320106198511111234:certification.reasons.mismatch",
        UPLOADS_DIR: "test-results/uploads",
        // The demo gateway runs beside the shop (lines from the generator carry traffic), on ports of this
        // run's own so two checkouts' browser tests never race for 7777/7778.
        PROXY_GATEWAY_HTTP_PORT: String(port + 2),
        PROXY_GATEWAY_SOCKS5_PORT: String(port + 3),
        GATEWAY_JOURNAL_DIR: `test-results/gateway-journal-${port}`,
        // Tests act as other client addresses with X-Forwarded-For ("Add this IP" on the allowlist).
        TRUST_PROXY: "true",
      },
    },
    {
      // e2e/ops-server.ts: PostgreSQL when TEST_DATABASE_URL is set (the ops CLI can then reach it),
      // and unpaid orders close after one minute.
      command: "npx node e2e/ops-server.ts",
      url: `${opsBaseURL}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "pipe",
      stderr: "pipe",
      env: {
        PORT: String(opsPort),
        PGLITE_DATA_DIR: "memory://",
        // E2E_LOG_LEVEL=debug to grep a whole run's log for secrets (scripts/grep-log-secrets.mjs).
        LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? "warn",
        APP_MODE: "demo",
        // The browser tests are a demo on purpose, whatever NODE_ENV or TEST_DATABASE_URL the machine has.
        ALLOW_DEMO: "true",
        CODE_RESEND_INTERVAL_SECONDS: "5",
        UPLOADS_DIR: "test-results/uploads-ops",
        PAYMENT_TIMEOUT_MINUTES: "1",
        // e2e/order-timeout.spec.ts moves this server's clock instead of waiting the minute.
        TEST_CLOCK: "true",
        PAYMENT_JOB_INTERVAL_SECONDS: "2",
        PAYMENT_SANDBOX_KEYS_FILE: "test-results/ops-payment-sandbox-keys.json",
        GATEWAY_DEMO: "off",
      },
    },
  ],
});
