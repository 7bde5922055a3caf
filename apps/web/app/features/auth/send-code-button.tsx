import { type CodePurpose, ResponseCode } from "@shop/contract";
import { useT } from "../../i18n/use-locale.ts";
import { ApiError } from "../../lib/api-client.ts";
import { showMessage } from "../../ui/toast.tsx";
import { useCountdown } from "../../ui/use-countdown.ts";
import { useSendCode } from "./api/auth-calls.ts";

const resendSeconds = 60;

/**
 * "Send code": checks the target field, asks the server's send limits, then the slider, sends, then
 * counts down "Resend in 60 s" and stays disabled until the count ends (SPEC §4).
 */
export function SendCodeButton({
  scene,
  getTarget,
  requestCaptcha,
  onError,
  onSent,
}: {
  scene: CodePurpose;
  /** The validated mobile or e-mail, or null when the field shows an error. */
  getTarget(): Promise<{ mobile?: string; email?: string } | null>;
  requestCaptcha(): Promise<string | null>;
  onError(message: string | null): void;
  /** A new code is on its way: a banner about the old one (e.g. "code wrong") is out of date. */
  onSent?(): void;
}) {
  const t = useT();
  const { remaining, start } = useCountdown(resendSeconds);
  const sending = useSendCode();

  const onClick = async () => {
    onError(null);
    const target = await getTarget();
    if (!target) return;
    try {
      // Asked without a slider first: the server says "too soon" before it asks for one, so nobody
      // solves a puzzle only to be told to wait. CaptchaRequired means the way is clear.
      try {
        await sending.mutateAsync({ ...target, scene });
      } catch (error) {
        if (!(error instanceof ApiError) || error.code !== ResponseCode.CaptchaRequired) throw error;
        const captchaVerification = await requestCaptcha();
        if (!captchaVerification) return;
        await sending.mutateAsync({ ...target, scene, captchaVerification });
      }
      start();
      onSent?.();
      showMessage(t("auth.codeSent"), "success");
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      onError(error.message);
      const wait = error.code === ResponseCode.TooManyRequests ? secondsToWait(error.message) : null;
      if (wait) start(wait);
    }
  };

  return (
    <button
      type="button"
      onClick={onClick}
      disabled={remaining > 0 || sending.isPending}
      data-testid="send-code"
      className="w-32 shrink-0 whitespace-nowrap rounded-lg border border-brand px-2 font-medium text-brand text-sm hover:bg-brand/5 disabled:cursor-not-allowed disabled:border-slate-300 disabled:text-slate-400 sm:w-36"
    >
      {remaining > 0 ? t("auth.resendIn", { seconds: remaining }) : t("auth.sendCode")}
    </button>
  );
}

/**
 * "A code was just sent. You can request another in 28 s." / "…28 秒后再试": the one number in
 * the resend-too-soon message is the wait; the daily and per-network limits carry none.
 */
function secondsToWait(message: string): number | null {
  const match = message.match(/\d+/);
  const seconds = match ? Number(match[0]) : 0;
  return seconds > 0 && seconds <= 3600 ? seconds : null;
}
