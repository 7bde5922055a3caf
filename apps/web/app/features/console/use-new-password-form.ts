import { useState } from "react";
import { useT } from "../../i18n/use-locale.ts";
import { useCheckedForm } from "../../ui/use-checked-form.ts";

/**
 * The state of a form that sets a new password, typed twice, and confirms it with an
 * authenticator code (enrolment, password change): the three values, the repeat's
 * "they differ" error for `extraErrors`, and the checked form's errors and busy state.
 */
export function useNewPasswordForm() {
  const t = useT();
  const [password, setPassword] = useState("");
  const [repeat, setRepeat] = useState("");
  const [code, setCode] = useState("");
  const form = useCheckedForm();
  const repeatError = password !== repeat && t("console.enrol.passwordMismatch");
  return { password, setPassword, repeat, setRepeat, code, setCode, repeatError, ...form };
}
