import type { AddressInfo } from "node:net";
import { openDatabase } from "@shop/db";
import Fastify from "fastify";
import { createAlipayProvider } from "../alipay.ts";
import { sandboxAlipayConfig, sandboxWechatPayConfig } from "../create-providers.ts";
import type { IncomingNotification, NotificationReply, NotificationVerdict, PaymentProvider } from "../provider.ts";
import { createSandboxKeys, type SandboxKeys } from "../sandbox/keys.ts";
import { paymentSandboxRoutes } from "../sandbox/routes.ts";
import { createSandboxStore, type SandboxStore } from "../sandbox/store.ts";
import { createWechatPayProvider } from "../wechat.ts";

/** What the shop's notify endpoint saw and answered. */
export interface ReceivedNotification {
  method: "alipay" | "wechat";
  notification: IncomingNotification;
  verdict: NotificationVerdict;
  reply: NotificationReply;
}

let sharedKeys: SandboxKeys | null = null;
/** One set of sandbox keys per test process (generating four RSA key pairs takes a moment). */
export function testSandboxKeys(): SandboxKeys {
  sharedKeys ??= createSandboxKeys();
  return sharedKeys;
}

let sharedStore: Promise<SandboxStore> | null = null;
/** The sandbox keeps its trades in the database: one in-memory PGlite per test process holds them. */
export function testSandboxStore(): Promise<SandboxStore> {
  sharedStore ??= (async () => {
    const database = await openDatabase({ kind: "pglite", dataDir: "memory://" });
    await database.migrate();
    return createSandboxStore(database.db);
  })();
  return sharedStore;
}

/**
 * A small server for adapter tests: the sandbox, plus notify endpoints
 * (/notify/alipay, /notify/wechat) that verify with the adapters the way the
 * payments service does. `answer` may override the reply (to test retries).
 */
export async function startSandboxServer(
  options: {
    keys?: SandboxKeys;
    retryDelaysMs?: number[];
    answer?: (received: Omit<ReceivedNotification, "reply">, count: number) => NotificationReply | undefined;
  } = {},
) {
  const keys = options.keys ?? testSandboxKeys();
  const app = Fastify({ logger: false });
  await app.register(paymentSandboxRoutes, {
    keys,
    store: await testSandboxStore(),
    retryDelaysMs: options.retryDelaysMs ?? [30, 30, 30],
  });
  const received: ReceivedNotification[] = [];
  const providers: { alipay?: PaymentProvider; wechat?: PaymentProvider } = {};
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "string" }, (_request, body, done) => done(null, body));
    scope.post<{ Params: { method: "alipay" | "wechat" } }>("/notify/:method", async (request, reply) => {
      const provider = providers[request.params.method];
      if (!provider) return reply.code(404).send();
      const notification = {
        headers: request.headers as Record<string, string | string[] | undefined>,
        rawBody: typeof request.body === "string" ? request.body : "",
      };
      const verdict = await provider.verifyNotification(notification);
      const seen = { method: request.params.method, notification, verdict };
      const count = received.filter((entry) => entry.method === request.params.method).length + 1;
      const answer =
        options.answer?.(seen, count) ??
        (verdict.ok ? provider.acceptedReply() : provider.rejectedReply(verdict.reason));
      received.push({ ...seen, reply: answer });
      return reply.code(answer.status).type(answer.contentType).send(answer.body);
    });
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  providers.alipay = createAlipayProvider(sandboxAlipayConfig(keys, origin));
  providers.wechat = createWechatPayProvider(sandboxWechatPayConfig(keys, origin));
  return {
    app,
    origin,
    keys,
    alipay: providers.alipay,
    wechat: providers.wechat,
    received,
    notifyUrl: (method: "alipay" | "wechat") => `${origin}/notify/${method}`,
    /** Calls one of a sandbox's test hooks (/sandbox/<method>/hooks/<path>), as a tester's buttons do. */
    async postHook(method: "alipay" | "wechat", path: string, body: object) {
      const response = await fetch(`${origin}/sandbox/${method}/hooks/${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },
    /** Resolves once `count` notifications of `method` have arrived. */
    async waitForNotifications(method: "alipay" | "wechat", count: number, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const seen = received.filter((entry) => entry.method === method);
        if (seen.length >= count) return seen;
        if (Date.now() > deadline) throw new Error(`only ${seen.length} of ${count} ${method} notifications arrived`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    close: () => app.close(),
  };
}

export type SandboxServer = Awaited<ReturnType<typeof startSandboxServer>>;
