import { type APIRequestContext, type Browser, type BrowserContext, expect, type Page } from "@playwright/test";
import { holeXOf } from "./captcha.ts";
import { baseURL } from "./support.ts";

async function solveCaptcha(
  page: Page,
  request: APIRequestContext,
  base: string,
  headers: Record<string, string>,
): Promise<string> {
  type Puzzle = { token: string; originalImageBase64: string; jigsawImageBase64: string };
  let puzzle = (
    (await (
      await request.post(`${base}/app-api/system/captcha/get`, { headers, data: { captchaType: "blockPuzzle" } })
    ).json()) as { data: Puzzle }
  ).data;
  // A verification takes several puzzles in a row: each passed one answers the next.
  for (let round = 0; round < 5; round++) {
    const x = await holeXOf(page, puzzle.originalImageBase64, puzzle.jigsawImageBase64);
    const checked = (await (
      await request.post(`${base}/app-api/system/captcha/check`, {
        headers,
        data: { captchaType: "blockPuzzle", token: puzzle.token, pointJson: { x, y: 0 } },
      })
    ).json()) as { code: number; data: { captchaVerification?: string; next?: Puzzle } };
    expect(checked.code, "captcha solved").toBe(0);
    if (checked.data.captchaVerification) return checked.data.captchaVerification;
    if (!checked.data.next) break;
    puzzle = checked.data.next;
  }
  throw new Error("the captcha never answered a verification token");
}

let counter = 0;

/**
 * A new member, registered over the API as the register page does (slider,
 * SMS code from the demo outbox), then logged in in this browser context the
 * way the app does after a login. Fresh members keep tests that change the
 * certification apart from the shared demo account.
 */
export async function registerFreshMember(
  page: Page,
  context: BrowserContext,
  base: string = baseURL,
  options: { logIn?: boolean } = {},
): Promise<{ mobile: string; password: string }> {
  counter += 1;
  const mobile = `135${String(Date.now()).slice(-6)}${String(counter).padStart(2, "0")}`;
  const password = "identity e2e passphrase";
  const request = context.request;
  // Each fresh member signs up from a network of its own (a documentation address; the test server
  // trusts X-Forwarded-For), so the per-network limit on codes counts customers, not the test run.
  const headers = { "x-forwarded-for": `198.51.100.${(counter % 250) + 1}` };
  const sent = await (
    await request.post(`${base}/app-api/member/auth/send-sms-code`, {
      headers,
      data: { mobile, scene: 0, captchaVerification: await solveCaptcha(page, request, base, headers) },
    })
  ).json();
  expect(sent.code, `send code: ${sent.msg}`).toBe(0);
  const outbox = (await (await request.get(`${base}/sandbox/outbox?recipient=${mobile}`)).json()) as {
    messages: Array<{ body: string }>;
  };
  const code = outbox.messages[0]?.body.match(/\b(\d{6})\b/)?.[1];
  const registered = (await (
    await request.post(`${base}/app-api/member/auth/register`, {
      headers,
      data: {
        mobile,
        code,
        password,
        confirmPassword: password,
        agreeTerms: true,
        captchaVerification: await solveCaptcha(page, request, base, headers),
      },
    })
  ).json()) as { code: number; msg: string };
  expect(registered.code, `register: ${registered.msg}`).toBe(0);
  // Registering set the HttpOnly session cookies in this context, as the register page does.
  if (options.logIn === false) await context.clearCookies({ name: /^(sid|srt)$/ });
  return { mobile, password };
}

/** A new member registered in a throw-away context (for a suite's beforeAll); log in with logIn later. */
export async function registerMemberApart(browser: Browser): Promise<{ mobile: string; password: string }> {
  const context = await browser.newContext();
  try {
    return await registerFreshMember(await context.newPage(), context, baseURL, { logIn: false });
  } finally {
    await context.close();
  }
}
