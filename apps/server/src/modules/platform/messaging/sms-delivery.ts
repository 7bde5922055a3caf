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
