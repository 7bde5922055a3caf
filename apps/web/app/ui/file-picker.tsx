import { useRef } from "react";
import { useT } from "../i18n/use-locale.ts";
import { Button } from "./button.tsx";

/**
 * A file input whose button and "no file chosen" are in the page's language: the browser's own
 * control speaks the browser's language ("Choose File" on a Chinese page). The real input stays in
 * the page (hidden visually) so labels, `setInputFiles` in tests and keyboard users still reach it.
 */
export function FilePicker({
  id,
  name,
  accept,
  disabled = false,
  fileName,
  onFile,
}: {
  id: string;
  /** The form field's name, for a form read as FormData (and a test that finds it by name). */
  name?: string;
  accept: string;
  disabled?: boolean;
  /** The chosen file's name, null for none, undefined when the caller lists chosen files itself. */
  fileName?: string | null;
  onFile(file: File | null, input: HTMLInputElement): void;
}) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="mt-1 flex min-w-0 items-center gap-3">
      <input
        ref={input}
        id={id}
        name={name}
        type="file"
        accept={accept}
        disabled={disabled}
        className="sr-only"
        onChange={(event) => onFile(event.target.files?.[0] ?? null, event.target)}
      />
      <Button variant="secondary" size="sm" disabled={disabled} onClick={() => input.current?.click()}>
        {t("common.chooseFile")}
      </Button>
      {fileName !== undefined && (
        <span className="min-w-0 truncate text-slate-500 text-sm">{fileName ?? t("common.noFileChosen")}</span>
      )}
    </div>
  );
}
