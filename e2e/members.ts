import { type APIRequestContext, type BrowserContext, expect, type Page } from "@playwright/test";
import { baseURL } from "./support.ts";

/**
 * Finds where a puzzle piece fits the way a person would, by looking: the
 * hole is the piece's own pixels darkened to half (the same reading as
 * captcha.ts, for puzzles fetched over the API instead of shown in the dialog).
 */
async function holeOf(page: Page, backgroundSrc: string, pieceSrc: string): Promise<number> {
  return page.evaluate(
    async ([bgSrc, pcSrc]) => {
      const load = (src: string) =>
        new Promise<HTMLImageElement>((resolve) => {
          const image = new Image();
          image.onload = () => resolve(image);
          image.src = src;
        });
      const pixels = (image: HTMLImageElement) => {
        const canvas = document.createElement("canvas");
        canvas.width = image.naturalWidth;
        canvas.height = image.naturalHeight;
        const context = canvas.getContext("2d") as CanvasRenderingContext2D;
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, canvas.width, canvas.height).data;
      };
      const [bg, pc] = await Promise.all([load(bgSrc as string), load(pcSrc as string)]);
      const B = pixels(bg);
      const P = pixels(pc);
      let best = 0;
      let bestError = Number.POSITIVE_INFINITY;
      for (let x = 0; x + pc.naturalWidth <= bg.naturalWidth; x++) {
        let error = 0;
        let count = 0;
        for (let j = 0; j < pc.naturalHeight; j++) {
          for (let i = 0; i < pc.naturalWidth; i++) {
            const p = (j * pc.naturalWidth + i) * 4;
            if (P[p + 3] !== 255) continue;
            const b = (j * bg.naturalWidth + x + i) * 4;
            for (let k = 0; k < 3; k++) error += Math.abs((B[b + k] as number) - (P[p + k] as number) * 0.5);
            count++;
          }
        }
        if (count > 0 && error / count < bestError) {
          bestError = error / count;
          best = x;
        }
      }
      return best;
    },
    [backgroundSrc, pieceSrc],
  );
}

async function solveCaptcha(page: Page, request: APIRequestContext): Promise<string> {
  const puzzle = (await (
    await request.post(`${baseURL}/app-api/system/captcha/get`, { data: { captchaType: "blockPuzzle" } })
  ).json()) as { data: { token: string; originalImageBase64: string; jigsawImageBase64: string } };
  const x = await holeOf(page, puzzle.data.originalImageBase64, puzzle.data.jigsawImageBase64);
  const checked = (await (
    await request.post(`${baseURL}/app-api/system/captcha/check`, {
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
export async function registerFreshMember(page: Page, context: BrowserContext): Promise<{ mobile: string }> {
  counter += 1;
  const mobile = `135${String(Date.now()).slice(-6)}${String(counter).padStart(2, "0")}`;
  const password = "identity e2e passphrase";
  const request = context.request;
  const sent = await (
    await request.post(`${baseURL}/app-api/member/auth/send-sms-code`, {
      data: { mobile, scene: 0, captchaVerification: await solveCaptcha(page, request) },
    })
  ).json();
  expect(sent.code, `send code: ${sent.msg}`).toBe(0);
  const outbox = (await (await request.get(`${baseURL}/sandbox/outbox?recipient=${mobile}`)).json()) as {
    messages: Array<{ body: string }>;
  };
  const code = outbox.messages[0]?.body.match(/\b(\d{6})\b/)?.[1];
  const registered = (await (
    await request.post(`${baseURL}/app-api/member/auth/register`, {
      data: {
        mobile,
        code,
        password,
        confirmPassword: password,
        agreeTerms: true,
        captchaVerification: await solveCaptcha(page, request),
      },
    })
  ).json()) as { code: number; msg: string; data: { accessToken: string; refreshToken: string } };
  expect(registered.code, `register: ${registered.msg}`).toBe(0);
  const { accessToken, refreshToken } = registered.data;
  await context.addCookies([{ name: "token", value: accessToken, url: baseURL, sameSite: "Lax" }]);
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
