import { type KeyboardEvent, type MouseEvent, type ReactNode, useEffect, useId, useRef } from "react";
import { Icon } from "./icon.tsx";

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * What makes a native <dialog> a modal controlled by `open`: shown with showModal() (the page
 * behind turns inert), closed by Escape or a click on the backdrop (both call `onClose`), and Tab
 * kept inside. Spread the result on the <dialog>.
 */
export function useModalDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab") return;
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(focusableSelector)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    // A click on the backdrop lands on the <dialog> itself.
    if (event.target === event.currentTarget) onClose();
  };

  return { ref, onClose, onKeyDown, onClick };
}

/** The × at the top right of a dialog. */
export function DialogCloseButton({ label, onClose }: { label: string; onClose(): void }) {
  return (
    <button
      type="button"
      onClick={onClose}
      aria-label={label}
      className="-mr-2 -mt-1 inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-ink"
    >
      <Icon name="close" className="size-5" />
    </button>
  );
}

/**
 * A modal built on the native <dialog>: Escape and the backdrop close it, the
 * page behind is inert and Tab stays inside. `open` is controlled by the caller.
 */
export function ModalDialog({
  open,
  onClose,
  title,
  closeLabel,
  children,
  size = "md",
  testId,
}: {
  open: boolean;
  onClose(): void;
  title: ReactNode;
  closeLabel: string;
  children: ReactNode;
  size?: "sm" | "md" | "lg";
  testId?: string;
}) {
  const dialog = useModalDialog({ open, onClose });
  const titleId = useId();

  const width = size === "sm" ? "24rem" : size === "lg" ? "40rem" : "30rem";
  return (
    <dialog
      {...dialog}
      aria-labelledby={titleId}
      data-testid={testId}
      style={{ width: `min(${width}, calc(100vw - 1.5rem))` }}
      className="m-auto max-h-[calc(100dvh-1.5rem)] rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-slate-900/50"
    >
      {open && (
        // The head stays put and the body scrolls, so a long body never pushes the actions
        // (which close the body) out of reach on a short screen.
        <div className="flex max-h-[calc(100dvh-1.5rem)] flex-col p-5 sm:p-6">
          <div className="flex shrink-0 items-start justify-between gap-4">
            <h2 id={titleId} className="font-semibold text-ink text-lg leading-7">
              {title}
            </h2>
            <DialogCloseButton label={closeLabel} onClose={onClose} />
          </div>
          <div className="-mx-1 mt-4 min-h-0 overflow-y-auto overscroll-contain px-1 pb-1">{children}</div>
        </div>
      )}
    </dialog>
  );
}
