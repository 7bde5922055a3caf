#!/usr/bin/env node
// Runs before the browser tests (npm run test:e2e, and so npm test): they use
// Debian's Chromium and never download a browser. They prefer its headless shell
// (package chromium-headless-shell, /usr/bin/chromium-headless-shell: the same
// Chromium build without the desktop browser's compositor and GPU process, about
// half the CPU on two cores, docs/benchmarks.md) and fall back to /usr/bin/chromium.
// On a fresh machine the shell is installed here — as root with apt-get — instead of
// every browser test failing with "executable doesn't exist"; otherwise one line says how.
// Plain Node (no dependencies): it may run before anything else works.
import { spawnSync } from "node:child_process";
import { accessSync, constants } from "node:fs";

// The ENSURE_* paths only let this script's own test point it at missing files.
const headlessShell = process.env.ENSURE_HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell";
const chromium = process.env.ENSURE_CHROMIUM_PATH ?? "/usr/bin/chromium";
const packages = ["chromium-headless-shell", "fonts-noto-cjk"];

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function hasCommand(command) {
  return spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0;
}

/** Without Noto CJK, screenshots show Chinese text as empty boxes (the tests still pass). */
function hasCjkFonts() {
  const result = spawnSync("fc-list", [":lang=zh"], { encoding: "utf8" });
  return result.status === 0 && /Noto Sans CJK|Noto Serif CJK/i.test(result.stdout);
}

const canInstall = process.getuid?.() === 0 && hasCommand("apt-get");
const installHint = `sudo apt-get install -y ${packages.join(" ")}`;

function aptInstall(names) {
  console.log(`Installing ${names.join(" and ")} for the browser tests (apt-get, about a minute)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [
    ["update", "-qq"],
    ["install", "-y", "-qq", "--no-install-recommends", ...names],
  ]) {
    const result = spawnSync("apt-get", args, { env, stdio: ["ignore", "ignore", "inherit"] });
    if (result.status !== 0) return false;
  }
  return true;
}

if (!isExecutable(headlessShell)) {
  const installed = canInstall && aptInstall(packages) && isExecutable(headlessShell);
  if (!installed && isExecutable(chromium)) {
    console.warn(
      `The browser tests run on ${chromium}; Chromium's headless shell takes about half the CPU: \`sudo apt-get install -y chromium-headless-shell\`.`,
    );
  } else if (!installed) {
    console.error(
      `The browser tests need Chromium's headless shell at ${headlessShell} (or Chromium at ${chromium}): install it with \`${installHint}\` (Debian/Ubuntu), then run the tests again.`,
    );
    process.exit(1);
  }
}
if (!hasCjkFonts()) {
  if (!canInstall || !aptInstall(["fonts-noto-cjk"])) {
    console.warn("Chinese text in screenshots needs fonts-noto-cjk (`sudo apt-get install fonts-noto-cjk`).");
  }
}
