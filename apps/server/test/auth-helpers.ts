import { createHash } from "node:crypto";
import { parseMobile, type TokenPair } from "@shop/contract";
import { tables } from "@shop/db";
import { desc, eq } from "drizzle-orm";
import { startTestServer, type TestServer } from "./test-server.ts";

export interface Envelope<T = unknown> {
  code: number;
  data: T;
  msg: string;
}

/** A made-up client address, so per-IP limits of one test don't spill into another. */
export function randomIp(): string {
  return `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
}

/**
 * Calls the API; the server trusts X-Forwarded-For in tests. Without a fixed
 * address each call comes from a new one, so per-IP limits only bite where a test means them to.
 */
export function apiClient(server: TestServer, clientIp?: string) {
  async function call<T = unknown>(
    method: "GET" | "POST",
    path: string,
    body?: unknown,
    options: { token?: string; language?: string; ip?: string } = {},
  ): Promise<Envelope<T>> {
    const headers: Record<string, string> = { "accept-language": options.language ?? "en" };
    if (body !== undefined) headers["content-type"] = "application/json";
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    headers["x-forwarded-for"] = options.ip ?? clientIp ?? randomIp();
    const response = await fetch(`${server.baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await response.json()) as Envelope<T>;
  }
  return {
    post: <T = unknown>(path: string, body: unknown, options?: Parameters<typeof call>[3]) =>
      call<T>("POST", path, body, options),
    get: <T = unknown>(path: string, options?: Parameters<typeof call>[3]) => call<T>("GET", path, undefined, options),
  };
}

export type ApiClient = ReturnType<typeof apiClient>;

/** A test server and an API client on it: what most describe blocks start before their tests. */
export async function startWithApi(
  ...args: Parameters<typeof startTestServer>
): Promise<{ server: TestServer; api: ApiClient }> {
  const server = await startTestServer(...args);
  return { server, api: apiClient(server) };
}

/**
 * Registers the way a person does: a code asked for with a solved captcha, read from the outbox,
 * then the registration form (`overrides` change its fields). Answers both calls for the caller to check.
 */
export async function registerWithCode(
  server: TestServer,
  target: { mobile?: string; email?: string },
  password: string,
  overrides: Record<string, unknown> = {},
): Promise<{ sent: Envelope; registered: Envelope<TokenPair> }> {
  const api = apiClient(server);
  const sent = await api.post("/app-api/member/auth/send-sms-code", {
    ...target,
    scene: 0,
    captchaVerification: await solveCaptcha(server),
  });
  const registered = await api.post<TokenPair>("/app-api/member/auth/register", {
    ...target,
    code: await latestCode(server, (target.mobile ?? target.email?.toLowerCase()) as string),
    password,
    confirmPassword: password,
    agreeTerms: true,
    captchaVerification: await solveCaptcha(server),
    ...overrides,
  });
  return { sent, registered };
}

/**
 * Solves a slider captcha the way a person would, every puzzle of it: the answer is
 * read where only the server keeps it.
 */
export async function solveCaptcha(server: TestServer): Promise<string> {
  const api = apiClient(server);
  const first = await api.post<{ token: string }>("/app-api/system/captcha/get", { captchaType: "blockPuzzle" });
  let token = first.data.token;
  for (let round = 0; round < 5; round++) {
    const [challenge] = await server.database.db
      .select({ answerX: tables.captchaChallenges.answerX })
      .from(tables.captchaChallenges)
      .where(eq(tables.captchaChallenges.tokenHash, createHash("sha256").update(token).digest("hex")))
      .limit(1);
    const checked = await api.post<{ captchaVerification?: string; next?: { token: string } }>(
      "/app-api/system/captcha/check",
      { captchaType: "blockPuzzle", token, pointJson: { x: (challenge?.answerX ?? 0) + 2, y: 0 } },
    );
    if (checked.code !== 0) throw new Error(`captcha check failed: ${checked.msg}`);
    if (checked.data.captchaVerification) return checked.data.captchaVerification;
    if (!checked.data.next) break;
    token = checked.data.next.token;
  }
  throw new Error("captcha never answered a verification token");
}

/** The newest code the outbox holds for a recipient (what the user would read on the phone). */
export async function latestCode(server: TestServer, recipient: string): Promise<string | undefined> {
  const [message] = await server.database.db
    .select({ body: tables.outboxMessages.body })
    .from(tables.outboxMessages)
    // SMS is addressed in E.164 (+8613800138000), e-mail as it is.
    .where(eq(tables.outboxMessages.recipient, parseMobile(recipient)?.e164 ?? recipient))
    .orderBy(desc(tables.outboxMessages.id))
    .limit(1);
  return message?.body.match(/\b(\d{6})\b/)?.[1];
}

/** Lets the next code be sent at once, as if the 60 s had passed. */
export async function skipResendWait(server: TestServer, target: string): Promise<void> {
  await server.database.db
    .update(tables.verificationCodes)
    .set({ createdAt: new Date(Date.now() - 61_000) })
    .where(eq(tables.verificationCodes.target, target));
}

let mobileCounter = 0;
/** A fresh valid mainland mobile number per call. */
export function uniqueMobile(): string {
  mobileCounter += 1;
  return `139${String(Date.now() % 1e4).padStart(4, "0")}${String(mobileCounter).padStart(4, "0")}`;
}
