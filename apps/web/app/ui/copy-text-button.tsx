import type { ReactNode } from "react";
import { copyText } from "../lib/copy-and-save.ts";
import { showMessage } from "./toast.tsx";

/** A button that copies `text` and says `copiedMessage` when the copy worked. */
export function CopyTextButton({
  text,
  copiedMessage,
  className,
  children,
}: {
  text: string;
  copiedMessage: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={className}
      onClick={async () => {
        if (await copyText(text)) showMessage(copiedMessage, "success");
      }}
    >
      {children}
    </button>
  );
}
