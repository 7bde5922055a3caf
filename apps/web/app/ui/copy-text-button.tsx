import type { ButtonHTMLAttributes, ReactNode } from "react";
import { copyText } from "../lib/copy-and-save.ts";
import { showMessage } from "./toast.tsx";

/**
 * A button that copies `text` and says `copiedMessage` when the copy worked, or
 * `failedMessage` (when given) when it did not. The rest of the props go to the `<button>`.
 */
export function CopyTextButton({
  text,
  copiedMessage,
  failedMessage,
  className,
  children,
  ...button
}: {
  text: string;
  copiedMessage: string;
  failedMessage?: string;
  className: string;
  children: ReactNode;
} & Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type" | "onClick" | "className" | "children">) {
  return (
    <button
      type="button"
      className={className}
      onClick={async () => {
        if (await copyText(text)) showMessage(copiedMessage, "success");
        else if (failedMessage) showMessage(failedMessage, "error");
      }}
      {...button}
    >
      {children}
    </button>
  );
}
