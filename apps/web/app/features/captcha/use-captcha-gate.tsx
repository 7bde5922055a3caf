import { useCallback, useRef, useState } from "react";
import { SliderCaptcha } from "./slider-captcha.tsx";

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

  const finish = (token: string | null) => {
    setOpen(false);
    pending.current?.(token);
    pending.current = null;
  };

  const dialog = <SliderCaptcha open={open} onSuccess={(token) => finish(token)} onClose={() => finish(null)} />;
  return { requestCaptcha, dialog };
}
