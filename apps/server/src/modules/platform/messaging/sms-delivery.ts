import { networkReason } from "./provider-http.ts";
import { DeliveryError, type MessageProvider, type VerificationMessage } from "./types.ts";

/** The message's mobile number as the provider spells it; any other channel, or no mobile number, is refused. */
export function smsRecipient(
  provider: MessageProvider,
  message: VerificationMessage,
  spell: (to: string) => string | null,
): string {
  if (message.channel !== "sms") throw new DeliveryError(provider, `cannot send channel ${message.channel}`);
  const phoneNumber = spell(message.to);
  if (!phoneNumber) throw new DeliveryError(provider, "not a mobile number");
  return phoneNumber;
}

/**
 * The template for the message: the mainland one for +86 numbers, the international one for every
 * other country (providers approve them separately). No international template configured: a
 * DeliveryError, so the member hears that the code could not be sent and nothing is counted.
 */
export function smsTemplate(
  provider: MessageProvider,
  message: VerificationMessage,
  templates: {
    mainland: boolean;
    register: string;
    reset: string;
    registerInternational: string | undefined;
    resetInternational: string | undefined;
  },
): string {
  const reset = message.purpose === 3;
  if (templates.mainland) return reset ? templates.reset : templates.register;
  const international = reset ? templates.resetInternational : templates.registerInternational;
  if (!international) throw new DeliveryError(provider, "no international template configured");
  return international;
}

/** One POST to the provider's API within `timeoutMs`; getting no answer at all is a DeliveryError. */
export async function postToSmsProvider(
  provider: MessageProvider,
  url: string,
  request: { headers: Record<string, string>; body?: string },
  timeoutMs: number,
): Promise<Response> {
  try {
    return await fetch(url, { method: "POST", ...request, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new DeliveryError(provider, `request failed: ${networkReason(error)}`, { cause: error });
  }
}

/** The SMS adapters' side of notices: one approved notice template with the notice's title as its variable. */
export interface NoticeSmsSender {
  /** False (nothing sent) without a notice template or for a number outside the mainland. */
  sendNotice(to: string, title: string): Promise<boolean>;
}

/** Providers cap a template variable's length (Aliyun: 35 characters for names and the like). */
const noticeTitleMax = 35;

/** The title as a template variable: one line, at most 35 characters (cut with an ellipsis). */
export function noticeTitle(title: string): string {
  const line = title.replace(/\s+/g, " ").trim();
  return line.length <= noticeTitleMax ? line : `${line.slice(0, noticeTitleMax - 1)}…`;
}
