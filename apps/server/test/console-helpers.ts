import { request as httpRequest } from "node:http";
import type { OperatorRole } from "@shop/contract";
import { tables } from "@shop/db";
import { desc, eq } from "drizzle-orm";
import { loadConfig } from "../src/config.ts";
import { createDatabaseRateLimiter } from "../src/lib/rate-limiter.ts";
import { newTotpSecret, totpCodeAt } from "../src/lib/second-factor.ts";
import { createAuditLog } from "../src/modules/console/audit/service.ts";
import { createOperators } from "../src/modules/console/operators/create-operators.ts";
import { createSiteRepo } from "../src/modules/storefront/site/repo.ts";
import { type Envelope, randomIp } from "./auth-helpers.ts";
import type { TestServer } from "./test-server.ts";

/** The operator host of the test server (the demo default, OPS_HOST unset). */
const opsHostname = "ops.localhost";

export interface ConsoleAnswer<T = unknown> extends Envelope<T> {
  status: number;
  setCookie: string[];
}

export interface ConsoleRequestOptions {
  /** Host name to ask for (default the operator host). */
  host?: string;
  /** The Origin header; default the console's own, `null` sends none. */
  origin?: string | null;
  cookie?: string | null;
  token?: string;
  ip?: string;
  language?: string;
}

/**
 * Calls the test server as a browser on the operator host would: Host ops.localhost:<port>, the
 * console's Origin on POST, and the session cookie it was given (fetch cannot set Host, so node:http).
 */
export function consoleClient(server: TestServer, defaults: { ip?: string } = {}) {
  const port = Number(new URL(server.baseUrl).port);
  let cookie: string | null = null;

  function send<T>(
    method: "GET" | "POST",
    path: string,
    body: unknown,
    options: ConsoleRequestOptions,
  ): Promise<ConsoleAnswer<T> & { text: string }> {
    const host = `${options.host ?? opsHostname}:${port}`;
    const headers: Record<string, string> = {
      host,
      "accept-language": options.language ?? "en",
      "x-forwarded-for": options.ip ?? defaults.ip ?? randomIp(),
      "user-agent": "console-test",
    };
    const origin = options.origin === undefined ? `http://${host}` : options.origin;
    if (method === "POST" && origin !== null) headers.origin = origin;
    const sentCookie = options.cookie === undefined ? cookie : options.cookie;
    if (sentCookie) headers.cookie = sentCookie;
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const payload = body === undefined ? undefined : JSON.stringify(body);
    if (payload !== undefined) headers["content-type"] = "application/json";
    return new Promise((resolve, reject) => {
      const req = httpRequest({ host: "127.0.0.1", port, method, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          const setCookie = res.headers["set-cookie"] ?? [];
          for (const line of setCookie) {
            const [pair = ""] = line.split(";");
            if (/^(__Host-)?ops_session=/.test(pair)) {
              cookie = /=$/.test(pair) || /Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(line) ? null : pair;
            }
          }
          let envelope: Envelope<T> = { code: res.statusCode ?? 0, data: null as T, msg: text };
          try {
            envelope = JSON.parse(text) as Envelope<T>;
          } catch {
            // Not the envelope (a page or a plain 404): the status and text say what happened.
          }
          resolve({ ...envelope, status: res.statusCode ?? 0, setCookie, text });
        });
      });
      req.on("error", reject);
      if (payload !== undefined) req.write(payload);
      req.end();
    });
  }

  return {
    get: <T = unknown>(path: string, options: ConsoleRequestOptions = {}) => send<T>("GET", path, undefined, options),
    post: <T = unknown>(path: string, body: unknown, options: ConsoleRequestOptions = {}) =>
      send<T>("POST", path, body, options),
    /** The session cookie this client holds (`ops_session=…`), or null. */
    get cookie() {
      return cookie;
    },
    set cookie(value: string | null) {
      cookie = value;
    },
  };
}
export type ConsoleClient = ReturnType<typeof consoleClient>;

export interface TestOperator {
  id: number;
  email: string;
  password: string;
  totpSecret: string;
  role: OperatorRole;
}

let operatorCounter = 0;

/** The audit chain key of a test server started without AUDIT_CHAIN_KEY (derived from the demo APP_SECRET). */
export const testAuditChainKey = loadConfig({ PGLITE_DATA_DIR: "memory://", NODE_ENV: "test" }).audit.chainKey;

/** An enrolled operator with a known password and TOTP secret, straight through the operators service. */
export async function createTestOperator(
  server: TestServer,
  role: OperatorRole,
  overrides: { email?: string; substationId?: number | null } = {},
): Promise<TestOperator> {
  const config = loadConfig({ PGLITE_DATA_DIR: "memory://", NODE_ENV: "test" });
  const db = server.database.db;
  const operators = createOperators({
    config,
    db,
    audit: createAuditLog(db, { key: config.audit.chainKey }),
    rateLimiter: createDatabaseRateLimiter(db),
    siteRecords: createSiteRepo,
    notices: { sendOperatorEnrolment: async () => {} },
    listeningPort: () => Number(new URL(server.baseUrl).port),
  });
  operatorCounter += 1;
  const email = overrides.email ?? `${role}-${operatorCounter}-${Date.now()}@ops.test`;
  const password = "correct horse battery staple 42";
  const totpSecret = newTotpSecret();
  const id = await operators.createEnrolledOperator({
    email,
    name: `${role} ${operatorCounter}`,
    role,
    password,
    totpSecret,
    substationId: overrides.substationId ?? null,
    reason: "test",
  });
  return { id, email, password, totpSecret, role };
}

/** A code for the next TOTP step: always after any step an earlier login of this operator took. */
export function nextTotpCode(operator: TestOperator, stepsAhead = 0): string {
  return totpCodeAt(operator.totpSecret, Date.now() + stepsAhead * 30_000);
}

/** A console client logged in as a new operator of `role`. */
export async function loggedInConsole(
  server: TestServer,
  role: OperatorRole,
  overrides: { substationId?: number | null } = {},
): Promise<{ client: ConsoleClient; operator: TestOperator }> {
  const operator = await createTestOperator(server, role, overrides);
  const client = consoleClient(server, { ip: randomIp() });
  const answer = await client.post("/ops-api/auth/login", {
    email: operator.email,
    password: operator.password,
    code: nextTotpCode(operator),
  });
  if (answer.code !== 0) throw new Error(`console login failed: ${answer.code} ${answer.msg}`);
  return { client, operator };
}

/**
 * The token of the newest enrolment link e-mailed to an operator, read from the outbox as the
 * operator would read their mailbox (the owner who asked for it is never shown it).
 */
export async function enrolmentTokenFor(server: TestServer, email: string): Promise<string> {
  const [message] = await server.database.db
    .select({ body: tables.outboxMessages.body })
    .from(tables.outboxMessages)
    .where(eq(tables.outboxMessages.recipient, email.toLowerCase()))
    .orderBy(desc(tables.outboxMessages.id))
    .limit(1);
  const token = /\/ops\/enrol#([A-Za-z0-9_-]+)/.exec(message?.body ?? "")?.[1];
  if (!token) throw new Error(`no enrolment link for ${email} in the outbox`);
  return token;
}

/** A path of a declared call with made-up parameters. */
export function samplePath(path: string): string {
  return path.replace(/:([A-Za-z]+)/g, (_match, name: string) => (name === "token" ? "x".repeat(43) : "1"));
}
