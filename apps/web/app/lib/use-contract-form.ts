import { zodResolver } from "@hookform/resolvers/zod";
import { type DefaultValues, type FieldError, type FieldValues, get, type Path, useForm } from "react-hook-form";
import type { z } from "zod";
import { useFormError } from "./use-form-error.ts";
import { useMessageT } from "./use-message-t.ts";

/**
 * A react-hook-form form checked by a contract schema, with what every such form of the shop
 * shows: each field's translated error, the server's refusal above the fields (`formError`,
 * set by wrapping the send in `showRefusal`) and whether it is sending.
 */
export function useContractForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  defaultValues: NoInfer<DefaultValues<Input>>,
) {
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(schema), defaultValues });
  const messageT = useMessageT();
  const { formError, setFormError, showRefusal } = useFormError();

  /** The translated error of the field `name`, if the schema refused it. */
  const errorOf = (name: Path<Input>): string | undefined =>
    messageT((get(form.formState.errors, name) as FieldError | undefined)?.message);

  /** What an input of the form needs: its registration and its translated error. */
  const field = (name: Path<Input>) => ({ ...form.register(name), error: errorOf(name) });

  return {
    form,
    field,
    errorOf,
    isSubmitting: form.formState.isSubmitting,
    formError,
    setFormError,
    showRefusal,
  };
}
