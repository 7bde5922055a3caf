import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const repoRoot = path.resolve(import.meta.dirname, "../../..");
const script = path.join(repoRoot, "scripts/ensure-chromium.mjs");
const packageJson = JSON.parse(readFileSync(path.join(repoRoot, "package.json"), "utf8")) as {
  engines: { node: string };
  scripts: Record<string, string>;
};

/** Runs the script with no apt-get on PATH (a test never installs anything), the browsers at these paths. */
function runEnsureChromium(paths: { headlessShell: string; chromium: string }) {
  return spawnSync(process.execPath, [script], {
    env: {
      PATH: path.dirname(process.execPath),
      ENSURE_HEADLESS_SHELL_PATH: paths.headlessShell,
      ENSURE_CHROMIUM_PATH: paths.chromium,
    },
    encoding: "utf8",
  });
}

describe("scripts/ensure-chromium.mjs (run before the browser tests)", () => {
  it("passes quietly when Chromium's headless shell is there", () => {
    const result = runEnsureChromium({ headlessShell: process.execPath, chromium: "/nonexistent/chromium" });
    expect(result.status).toBe(0);
    expect(result.stderr).not.toMatch(/need Chromium|headless shell/);
  });

  it("runs on Chromium when the headless shell is missing and cannot be installed, saying how to get it", () => {
    const result = runEnsureChromium({
      headlessShell: "/nonexistent/chromium-headless-shell",
      chromium: process.execPath,
    });
    expect(result.status).toBe(0);
    expect(result.stderr).toContain(
      `The browser tests run on ${process.execPath}; Chromium's headless shell takes about half the CPU: \`sudo apt-get install -y chromium-headless-shell\`.`,
    );
  });

  it("stops with one line saying how to install Chromium when it is missing and cannot be installed", () => {
    const result = runEnsureChromium({
      headlessShell: "/nonexistent/chromium-headless-shell",
      chromium: "/nonexistent/chromium",
    });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toBe(
      "The browser tests need Chromium's headless shell at /nonexistent/chromium-headless-shell (or Chromium at /nonexistent/chromium): install it with `sudo apt-get install -y chromium-headless-shell fonts-noto-cjk` (Debian/Ubuntu), then run the tests again.",
    );
  });
});

describe("a fresh machine: npm install, then npm test", () => {
  it("installs or explains Chromium before the browser tests, and CI runs exactly npm test, then the short soak", () => {
    expect(packageJson.scripts["test:e2e"]).toBe("node scripts/ensure-chromium.mjs && playwright test");
    expect(packageJson.scripts.test).toMatch(/npm run test:e2e$/);
    const ciLines = readFileSync(path.join(repoRoot, ".ci/run"), "utf8").trim().split("\n");
    const commands = ciLines.filter((line) => line.startsWith("npm "));
    expect(commands).toEqual(["npm ci --no-audit --no-fund", "npm test", "npm run soak -- --short"]);
  });

  it("asks npm for the Node version the README names, so npm install on Node 20 does not warn EBADENGINE", () => {
    const readme = readFileSync(path.join(repoRoot, "README.md"), "utf8");
    const named = /You need Node\.js (\d+) or newer/.exec(readme)?.[1];
    expect(named).toBe("20");
    expect(packageJson.engines.node).toBe(`>=${named}`);
  });
});
