import { checkDestination, type Resolver } from "../platform/webhooks/destination.ts";
import { type SendOutcome, sendSigned } from "../platform/webhooks/send.ts";

/**
 * Where operators hear of new and overdue tickets: one webhook, in the generic JSON shape or a
 * chat service's message format. Configured by env (SUPPORT_WEBHOOK_URL, SUPPORT_WEBHOOK_FORMAT,
 * SUPPORT_WEBHOOK_TELEGRAM_CHAT_ID); the URL passes the same SSRF check as members' webhooks.
 */
export const operatorChannelFormats = ["generic", "wecom", "dingtalk", "telegram", "slack"] as const;
export type OperatorChannelFormat = (typeof operatorChannelFormats)[number];

export interface OperatorChannelConfig {
  url: string | null;
  format: OperatorChannelFormat;
  /** Telegram's sendMessage needs the chat to post in. */
  telegramChatId: string | null;
}

export interface OperatorEvent {
  event: "ticket.created" | "ticket.overdue";
  ticketId: number;
  subject: string;
  category: string;
  memberId: number;
  createdAt: Date;
  firstResponseDueAt: Date;
  /** The console's page for the ticket, when the shop knows its public console origin. */
  consoleUrl: string | null;
}

/** One line of text for chat formats, Chinese first (operators have no language setting). */
export function operatorEventText(e: OperatorEvent): string {
  const head =
    e.event === "ticket.created"
      ? `新工单 #${e.ticketId} / New ticket #${e.ticketId}`
      : `工单 #${e.ticketId} 首次回复已超时 / Ticket #${e.ticketId} is overdue for a first response`;
  return `${head}: ${e.subject} [${e.category}]${e.consoleUrl ? ` ${e.consoleUrl}` : ""}`;
}

/** The request body for each format (documented in the README's "Support tickets" section). */
export function operatorEventBody(e: OperatorEvent, config: OperatorChannelConfig): unknown {
  const text = operatorEventText(e);
  switch (config.format) {
    case "wecom":
      return { msgtype: "text", text: { content: text } };
    case "dingtalk":
      return { msgtype: "text", text: { content: text } };
    case "telegram":
      return { chat_id: config.telegramChatId, text, disable_web_page_preview: true };
    case "slack":
      return { text };
    default:
      return {
        event: e.event,
        ticket: {
          id: e.ticketId,
          subject: e.subject,
          category: e.category,
          memberId: e.memberId,
          createdAt: e.createdAt.toISOString(),
          firstResponseDueAt: e.firstResponseDueAt.toISOString(),
          consoleUrl: e.consoleUrl,
        },
        text,
      };
  }
}

export type OperatorNotifier = (event: OperatorEvent) => Promise<"sent" | "off" | "refused" | "failed">;

/** Sends operator events to the configured channel; "off" when none is configured. */
export function createOperatorNotifier(deps: {
  config: OperatorChannelConfig;
  allowLoopbackOrigin?: string | null;
  resolve?: Resolver;
  send?: typeof sendSigned;
  log: { info(obj: object, msg: string): void };
}): OperatorNotifier {
  const send = deps.send ?? sendSigned;
  return async (event) => {
    const { url } = deps.config;
    if (!url) return "off";
    const checked = await checkDestination(url, {
      resolve: deps.resolve,
      allowLoopbackOrigin: deps.allowLoopbackOrigin ?? null,
    });
    if (!checked.ok) {
      deps.log.info({ reason: checked.reason, event: event.event }, "support webhook refused");
      return "refused";
    }
    const outcome: SendOutcome = await send({
      url: checked.url,
      address: checked.address,
      headers: { "content-type": "application/json; charset=utf-8", "user-agent": "shop-support/1" },
      body: JSON.stringify(operatorEventBody(event, deps.config)),
      timeoutMs: 5000,
    });
    const ok = outcome.ok && outcome.statusCode >= 200 && outcome.statusCode < 300;
    deps.log.info({ event: event.event, ticketId: event.ticketId, outcome }, "support webhook");
    return ok ? "sent" : "failed";
  };
}
