import { type APIRequestContext, type BrowserContext, expect, type Page } from "@playwright/test";
import { holeXOf } from "./captcha.ts";
import { baseURL } from "./support.ts";

async function solveCaptcha(page: Page, request: APIRequestContext, base: string): Promise<string> {
  const puzzle = (await (
    await request.post(`${base}/app-api/system/captcha/get`, { data: { captchaType: "blockPuzzle" } })
  ).json()) as { data: { token: string; originalImageBase64: string; jigsawImageBase64: string } };
  const x = await holeXOf(page, puzzle.data.originalImageBase64, puzzle.data.jigsawImageBase64);
  const checked = (await (
    await request.post(`${base}/app-api/system/captcha/check`, {
      data: { captchaType: "blockPuzzle", token: puzzle.data.token, pointJson: { x, y: 0 } },
    })
  ).json()) as { code: number; data: { captchaVerification: string } };
  expect(checked.code, "captcha solved").toBe(0);
  return checked.data.captchaVerification;
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
): Promise<{ mobile: string }> {
  counter += 1;
  const mobile = `135${String(Date.now()).slice(-6)}${String(counter).padStart(2, "0")}`;
  const password = "identity e2e passphrase";
  const request = context.request;
  const sent = await (
    await request.post(`${base}/app-api/member/auth/send-sms-code`, {
      data: { mobile, scene: 0, captchaVerification: await solveCaptcha(page, request, base) },
    })
  ).json();
  expect(sent.code, `send code: ${sent.msg}`).toBe(0);
  const outbox = (await (await request.get(`${base}/sandbox/outbox?recipient=${mobile}`)).json()) as {
    messages: Array<{ body: string }>;
  };
  const code = outbox.messages[0]?.body.match(/\b(\d{6})\b/)?.[1];
  const registered = (await (
    await request.post(`${base}/app-api/member/auth/register`, {
      data: {
        mobile,
        code,
        password,
        confirmPassword: password,
        agreeTerms: true,
        captchaVerification: await solveCaptcha(page, request, base),
      },
    })
  ).json()) as { code: number; msg: string; data: { accessToken: string; refreshToken: string } };
  expect(registered.code, `register: ${registered.msg}`).toBe(0);
  const { accessToken, refreshToken } = registered.data;
  await context.addCookies([{ name: "token", value: accessToken, url: base, sameSite: "Lax" }]);
  await context.addInitScript(
    ([token, refresh]) => {
      if (!window.localStorage.getItem("user")) {
        window.localStorage.setItem(
          "user",
          JSON.stringify({ state: { token, refreshToken: refresh, isLogin: true, userInfo: null }, version: 0 }),
        );
      }
    },
    [accessToken, refreshToken],
  );
  return { mobile };
}
