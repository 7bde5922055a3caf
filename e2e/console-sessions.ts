import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { totpTurnsPrefix } from "./totp-codes.ts";

/**
 * One console session per operator and server in a run, shared by the specs that only need to be
 * signed in: each login needs an authenticator step no login of that operator used before, 30 s
 * apart, so twenty-six logins of the demo owner would wait thirteen minutes for their turns. The
 * login itself is still walked through once per operator and server (and by the specs about it).
 */
function sessionFile(email: string, origin: string): string {
  const key = createHash("sha256").update(`${email} ${origin}`).digest("hex").slice(0, 16);
  return path.join(tmpdir(), `${totpTurnsPrefix()}session-${key}.json`);
}

/** Keeps the session `page` now holds for `email`, for the next spec that signs them in on this server. */
export async function rememberSession(page: Page, email: string): Promise<void> {
  const origin = new URL(page.url()).origin;
  writeFileSync(sessionFile(email, origin), JSON.stringify(await page.context().cookies(origin)));
}

/**
 * Opens `landing` (a console page) with the session a spec before kept for `email`; true when the
 * server still takes it. False (nothing kept, or the session ended) leaves the page where the
 * console sent it, for a real login.
 */
export async function resumeSession(page: Page, email: string, landing: string): Promise<boolean> {
  const origin = new URL(landing).origin;
  let cookies: Parameters<ReturnType<Page["context"]>["addCookies"]>[0];
  try {
    cookies = JSON.parse(readFileSync(sessionFile(email, origin), "utf8"));
  } catch {
    return false;
  }
  await page.context().addCookies(cookies);
  await page.goto(landing);
  const live = await page.evaluate(async () => {
    const answer = await fetch("/ops-api/dashboard", { headers: { accept: "application/json" } });
    return ((await answer.json()) as { code: number }).code === 0;
  });
  if (live) return true;
  await page.context().clearCookies({ domain: new URL(origin).hostname });
  return false;
}
