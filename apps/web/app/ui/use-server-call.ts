import { useCheckedForm } from "./use-checked-form.ts";

/** Nothing to check in the browser: the server is the only judge of these calls. */
const noChecks = { safeParse: () => ({ success: true as const }) };

/**
 * The state of one call to the server that a form or a button makes without a schema to check
 * first: whether it is under way, and the server's refusal (already translated) once it has failed.
 */
export function useServerCall() {
  const { busy, error, submit } = useCheckedForm();

  /**
   * Runs `work`, clearing the last refusal first. A refusal shows as `error`; anything else
   * shows `fallback`; `onFailed` then runs (to show what changed meanwhile, say).
   */
  const run = (
    work: () => Promise<unknown>,
    { fallback = null, onFailed }: { fallback?: string | null; onFailed?(): void } = {},
  ) =>
    submit({
      schema: noChecks,
      input: null,
      fallback,
      onFailed,
      send: async () => {
        await work();
      },
    });

  return { busy, error, run };
}
