import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useT } from "../i18n/use-locale.ts";
import { ApiError } from "../lib/api-client.ts";

/** What `submit` needs of a zod schema: its check, and the issues it finds. */
interface Checks {
  safeParse(
    input: unknown,
  ):
    | { success: true }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/**
 * The state of a form checked in the browser before it is sent: each field's first translated
 * error, the server's refusal (already translated) for the whole form, and whether it is sending.
 */
export function useCheckedForm() {
  const t = useT();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  // The send itself is a mutation, so "busy" is TanStack Query's own pending state.
  const sending = useMutation({ mutationFn: (send: () => Promise<void>) => send() });

  /**
   * Checks `input` against `schema` (and the form's own `extraErrors`, such as a repeated
   * password that differs); when all is well, `send`s it. A refusal shows as the form's error;
   * anything else shows `fallback`; `onFailed` then runs (to clear a used code, say).
   */
  const submit = async ({
    schema,
    input,
    extraErrors = {},
    send,
    fallback = null,
    onFailed,
  }: {
    schema: Checks;
    input: unknown;
    extraErrors?: Record<string, string | false>;
    send(): Promise<void>;
    fallback?: string | null;
    onFailed?(): void;
  }) => {
    const errors: Record<string, string> = {};
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= t(issue.message, { ns: "messages" });
    }
    for (const [name, message] of Object.entries(extraErrors)) if (message) errors[name] = message;
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return;
    setError(null);
    try {
      await sending.mutateAsync(send);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : fallback);
      onFailed?.();
    }
  };

  return { fieldErrors, error, busy: sending.isPending, submit };
}
