import { randomInt } from "node:crypto";
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  test as base,
  expect,
  type Page,
} from "@playwright/test";
import { creditCodeCheckChar, residentIdCheckChar } from "@shop/contract";
import { holeXOf } from "./captcha.ts";
import { baseURL, collectPageProblems, demoAccount } from "./support.ts";

/** A member the tests can log in as. */
export interface Member {
  mobile: string;
  password: string;
}

/** The demo account that demo mode seeds (README). */
const demoMember: Member = { mobile: demoAccount.mobile, password: demoAccount.password };

/** The password every member the factory registers gets. */
export const memberPassword = "certification e2e passphrase";

/** The tokens of a member's session, from the real login call. */
async function logInOverApi(
  request: APIRequestContext,
  member: Member,
  base: string = baseURL,
): Promise<{ accessToken: string }> {
  const response = await request.post(`${base}/app-api/member/auth/login`, {
    data: { account: member.mobile, password: member.password },
  });
  const body = (await response.json()) as { code: number; data: { accessToken: string } };
  if (body.code !== 0) throw new Error(`login of ${member.mobile} failed: ${JSON.stringify(body)}`);
  return body.data;
}

/**
 * Logs the browser context in as `member` through the real login API, from the context's own
 * request context: the answer's HttpOnly session cookies land in the context's cookie jar, as
 * after the login page. The one place that knows how the app keeps a session. Returns the access
 * token (the login answer still carries it for API clients) for API calls as that member.
 */
export async function signIn(
  context: BrowserContext,
  member: Member = demoMember,
  base: string = baseURL,
): Promise<string> {
  const { accessToken } = await logInOverApi(context.request, member, base);
  return accessToken;
}

/** Ends the context's session cookies (registering over the API logs the context in, as the page does). */
async function signOut(context: BrowserContext): Promise<void> {
  await context.clearCookies({ name: /^(__Host-)?sid$|^(__Secure-)?srt$/ });
}

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
 * The member factory: a new member, registered over the API as the register page does
 * (slider, SMS code from the demo outbox), and signed in to `context` unless
 * `signIn: false`; with `inviteCode`, as a visitor who came through that invite link. Fresh members keep tests that change the certification or leave
 * orders behind apart from the shared demo account.
 */
export async function createMember(
  page: Page,
  context: BrowserContext,
  options: { base?: string; signIn?: boolean; inviteCode?: string } = {},
): Promise<Member> {
  const base = options.base ?? baseURL;
  counter += 1;
  const mobile = `135${String(Date.now()).slice(-6)}${String(counter).padStart(2, "0")}`;
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
        password: memberPassword,
        confirmPassword: memberPassword,
        agreeTerms: true,
        captchaVerification: await solveCaptcha(page, request, base, headers),
        ...(options.inviteCode ? { inviteCode: options.inviteCode } : {}),
      },
    })
  ).json()) as { code: number; msg: string };
  expect(registered.code, `register: ${registered.msg}`).toBe(0);
  const member = { mobile, password: memberPassword };
  // Registering set the session cookies in this context, as the register page does.
  if (options.signIn === false) await signOut(context);
  return member;
}

/** A new member registered in a throw-away context (for a suite's beforeAll); sign in with signIn later. */
export async function createMemberApart(browser: Browser, base: string = baseURL): Promise<Member> {
  const context = await browser.newContext();
  try {
    return await createMember(await context.newPage(), context, { base, signIn: false });
  } finally {
    await context.close();
  }
}

let idSequence = 0;

/** Certifies the member through the personal check (the local provider passes any valid number). */
export async function certify(request: APIRequestContext, member: Member, base: string = baseURL): Promise<void> {
  const { accessToken } = await logInOverApi(request, member, base);
  idSequence += 1;
  // One identity per member, across workers and runs on one server: a birth date in 1970–1999 and a
  // sequence number drawn at random (10 million pairs; a number verified twice is refused as taken).
  const birth = new Date(Date.UTC(1970, 0, 1) + randomInt(0, 10_950) * 86_400_000).toISOString().slice(0, 10);
  const sequence = String((randomInt(0, 1000) + idSequence) % 1000).padStart(3, "0");
  const first17 = `110101${birth.replaceAll("-", "")}${sequence}`;
  const answer = (await (
    await request.post(`${base}/app-api/ip/member-user-personal-info/create`, {
      headers: { authorization: `Bearer ${accessToken}` },
      data: { realName: "张三", idCardNumber: `${first17}${residentIdCheckChar(first17)}` },
    })
  ).json()) as { code: number; msg: string };
  expect(answer.code, `certify: ${answer.msg}`).toBe(0);
}

/** The id of the Tokyo node of the static residential ISP line (demo price list: ¥68 per IP per 30 days). */
export function tokyoNodeId(page: Page): Promise<number> {
  return staticNodeIdIn(page, "JP");
}

/** The demo catalogue's static residential node in `countryCode`. */
export async function staticNodeIdIn(page: Page, countryCode: string): Promise<number> {
  const nodes = (await (await page.request.get("/app-api/ip/static-isp/node?type=2")).json()) as {
    data: Array<{ id: number; countryCode: string }>;
  };
  const node = nodes.data.find((candidate) => candidate.countryCode === countryCode);
  if (!node) throw new Error(`no static residential node in ${countryCode} in the demo catalogue`);
  return node.id;
}

/** Registering solves two sliders and reads an SMS: more than a plain test step may take. */
const memberSetup = { timeout: 60_000 };

/**
 * What a test asks for when it needs a member:
 * - `logIn(member?)`: signs this test's browser context in (the demo account unless a member is named)
 *   and returns the access token for API calls as that member;
 * - `newMember({ signIn?, base? })`: the member factory, bound to this test's page and context
 *   (signed in unless `signIn: false`);
 * - `certifiedMember`: a fresh member who passed the personal check, signed in;
 * - `problems`: the console errors and uncaught exceptions this test's page meets, from its start.
 */
export const test = base.extend<{
  problems: string[];
  logIn(member?: Member): Promise<string>;
  newMember(options?: { signIn?: boolean; base?: string }): Promise<Member>;
  certifiedMember: Member;
}>({
  problems: async ({ page }, use) => {
    await use(collectPageProblems(page));
  },
  logIn: async ({ context }, use) => {
    await use((member = demoMember) => signIn(context, member));
  },
  newMember: async ({ page, context }, use) => {
    await use((options = {}) => createMember(page, context, options));
  },
  certifiedMember: [
    async ({ page, context }, use) => {
      const member = await createMember(page, context);
      await certify(context.request, member);
      await use(member);
    },
    memberSetup,
  ],
});

/**
 * One member for the tests of a describe block, registered apart before the first of them. Call it
 * in the block; the tests read the member once it exists (`logIn(member)`).
 */
export function memberOfBlock(): Member {
  const member: Member = { mobile: "", password: memberPassword };
  test.beforeAll(async ({ browser }) => {
    Object.assign(member, await createMemberApart(browser));
  });
  return member;
}

export { expect };

/** A tiny PNG that stands in for a business licence scan. */
const licencePng = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAACgAAAAYCAIAAAAH5iiXAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAN0lEQVRIiWNQTX49IIhh1OLk0aBWHU1cr0ezU/JoAaI6WmS+Hq0kkkerxdej1WLyaLWoOtSrRQDyF2+M4RziggAAAABJRU5ErkJggg==",
  "base64",
);

function freshCreditCode(): string {
  const body = `9135010${String(Date.now()).slice(-7)}${String(Math.floor(Math.random() * 900) + 100)}`;
  return `${body}${creditCodeCheckChar(body)}`;
}

/** Logs the member in over the API and submits an enterprise application, as the user centre's form does. */
export async function submitCompanyApplication(
  request: APIRequestContext,
  mobile: string,
  password: string,
  company: string,
) {
  const login = await (
    await request.post(`${baseURL}/app-api/member/auth/login`, { data: { account: mobile, password } })
  ).json();
  const headers = { authorization: `Bearer ${login.data.accessToken}` };
  const uploaded = await (
    await request.post(`${baseURL}/app-api/ip/member-user-enterprise-info/upload-licence`, {
      headers,
      multipart: { file: { name: "licence.png", mimeType: "image/png", buffer: licencePng } },
    })
  ).json();
  expect(uploaded.code).toBe(0);
  const created = await (
    await request.post(`${baseURL}/app-api/ip/member-user-enterprise-info/create`, {
      headers,
      data: {
        companyName: company,
        contactPhone: "13800138000",
        creditCode: freshCreditCode(),
        bankName: "招商银行福州分行营业部",
        bankAccount: "6214830123456789",
        registrationAddress: "福建省福州市鼓楼区五四路 100 号",
        registrationPhone: "0591-87654321",
        licenceFileId: uploaded.data.fileId,
      },
    })
  ).json();
  expect(created.code).toBe(0);
  return created.data.id as number;
}
