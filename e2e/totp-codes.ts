import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { totpCodeAt } from "../apps/server/src/lib/second-factor.ts";

const stepMs = 30_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** This run's turn files (playwright.config.ts names the run): only its servers know the steps it used. */
export function totpTurnsPrefix(): string {
  return `e2e-totp-${process.env.E2E_RUN_ID ?? process.env.E2E_PORT ?? "3210"}-`;
}

/**
 * Signs in with an authenticator code for `secret` that no other login in this run has used,
 * whichever worker asks: the server takes each step once and only steps after the last one used
 * (now ±1 step), so logins of one operator (the demo owner, in several specs at once) take turns
 * through a lock folder held until `submit` (fill the code, send, see the result) is done, and past
 * the two steps on offer wait for the next one.
 */
export async function signInWithFreshCode(secret: string, submit: (code: string) => Promise<void>): Promise<void> {
  const name = `${totpTurnsPrefix()}${createHash("sha256").update(secret).digest("hex").slice(0, 16)}`;
  const lock = path.join(tmpdir(), `${name}.lock`);
  const state = path.join(tmpdir(), `${name}.step`);
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      await sleep(50);
    }
  }
  try {
    let last = 0;
    try {
      last = Number(readFileSync(state, "utf8")) || 0;
    } catch {
      // No login yet.
    }
    const step = Math.max(Math.floor(Date.now() / stepMs), last + 1);
    // The server accepts one step ahead at most: wait until this one is that close.
    const wait = (step - 1) * stepMs - Date.now();
    if (wait > 0) await sleep(wait + 200);
    writeFileSync(state, String(step));
    await submit(totpCodeAt(secret, step * stepMs + 1_000));
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
