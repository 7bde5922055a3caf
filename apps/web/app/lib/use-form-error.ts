import { useCallback, useState } from "react";
import { ApiError } from "./api-client.ts";

/**
 * The message at the top of a form: the server's refusal (an `ApiError`) of the last submit,
 * cleared when the next one starts. Other failures are left to the toasts and the error boundary.
 */
export function useFormError() {
  const [formError, setFormError] = useState<string | null>(null);
  const showRefusal = useCallback(async (send: () => Promise<void>) => {
    setFormError(null);
    try {
      await send();
    } catch (error) {
      if (error instanceof ApiError) setFormError(error.message);
    }
  }, []);
  return { formError, setFormError, showRefusal };
}
