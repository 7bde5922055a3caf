import { TextField } from "./form-controls.tsx";

/**
 * A new password typed twice (the browser may offer to generate one), with an optional line of
 * help under the first; the form compares the two and passes the errors back.
 */
export function NewPasswordFields({
  labels,
  hint,
  password,
  repeat,
  onPassword,
  onRepeat,
  errors,
}: {
  labels: { password: string; repeat: string };
  hint?: string;
  password: string;
  repeat: string;
  onPassword(value: string): void;
  onRepeat(value: string): void;
  errors: { password?: string; repeat?: string };
}) {
  return (
    <>
      <TextField
        label={labels.password}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => onPassword(event.target.value)}
        error={errors.password}
      />
      {hint && <p className="-mt-2 text-slate-500 text-xs">{hint}</p>}
      <TextField
        label={labels.repeat}
        type="password"
        autoComplete="new-password"
        value={repeat}
        onChange={(event) => onRepeat(event.target.value)}
        error={errors.repeat}
      />
    </>
  );
}
