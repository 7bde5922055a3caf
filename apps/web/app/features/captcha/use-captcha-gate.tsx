import { captchaFormVisitUses, captchaVerificationTtlSeconds } from "@shop/contract";
import { useCallback, useRef, useState } from "react";
import { SliderCaptcha } from "./slider-captcha.tsx";

/** A little under the token's lifetime: a call made just before it ends must still reach the server in time. */
const reuseWindowMs = (captchaVerificationTtlSeconds - 30) * 1000;

/**
 * Asks the user to solve the slider and resolves with the second-verification
 * token, or null when they close the dialog. Render `dialog` once in the form.
 */
export function useCaptchaGate() {
  const [open, setOpen] = useState(false);
  const pending = useRef<((token: string | null) => void) | null>(null);

  const requestCaptcha = useCallback(
    () =>
      new Promise<string | null>((resolve) => {
        pending.current?.(null);
        pending.current = resolve;
        setOpen(true);
      }),
    [],
  );

  // The token of this form visit's passed slider and how many calls it has covered.
  const visit = useRef<{ token: string; passedAt: number; uses: number } | null>(null);

  /**
   * A token for one more call of this form visit (send code, resend, register): the slider
   * passed earlier while the server still honours it, else a new slider. Login uses
   * `requestCaptcha`, which always asks: each attempt past its threshold needs its own.
   */
  const requestFormCaptcha = useCallback(async () => {
    const current = visit.current;
    if (current && current.uses < captchaFormVisitUses && Date.now() - current.passedAt < reuseWindowMs) {
      current.uses += 1;
      return current.token;
    }
    const token = await requestCaptcha();
    visit.current = token ? { token, passedAt: Date.now(), uses: 1 } : null;
    return token;
  }, [requestCaptcha]);

  /** The server refused the visit's token (used up elsewhere, expired): the next call asks again. */
  const forgetCaptcha = useCallback(() => {
    visit.current = null;
  }, []);

  const finish = (token: string | null) => {
    setOpen(false);
    pending.current?.(token);
    pending.current = null;
  };

  const dialog = <SliderCaptcha open={open} onSuccess={(token) => finish(token)} onClose={() => finish(null)} />;
  return { requestCaptcha, requestFormCaptcha, forgetCaptcha, dialog };
}
