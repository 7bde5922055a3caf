import { useState } from "react";
import { useMessageT } from "../../lib/use-message-t.ts";
import { useCaptchaGate } from "../captcha/index.ts";

/**
 * What a form with a "send code" field keeps: one slider per visit, shared by the sends and the
 * submit, and the send's own error under the field. A refused token (used up, expired) is
 * forgotten so the next call asks again. Render `dialog` once in the form and spread
 * `codeFieldProps` on its `CodeField`.
 */
export function useCodeSending() {
  const mt = useMessageT();
  const { requestFormCaptcha, forgetCaptcha, dialog } = useCaptchaGate();
  const [codeError, setCodeError] = useState<string | null>(null);
  const captchaRefused = mt("auth.captchaExpired");
  const forgetIfRefused = (message: string) => {
    if (message === captchaRefused) forgetCaptcha();
  };
  const onSendError = (message: string | null) => {
    if (message) forgetIfRefused(message);
    setCodeError(message);
  };
  return {
    dialog,
    requestFormCaptcha,
    forgetIfRefused,
    codeError,
    setCodeError,
    codeFieldProps: { requestCaptcha: requestFormCaptcha, onSendError },
  };
}
