import type { ReactNode } from "react";
import { useT } from "../../i18n/use-locale.ts";
import { ModalDialog } from "../../ui/modal-dialog.tsx";

/** "Are you sure?" before a console action that cannot be undone (disable, new enrolment). */
export function ConsoleConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busy,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy: boolean;
  onConfirm(): void;
  onClose(): void;
}) {
  const t = useT();
  return (
    <ModalDialog open={open} onClose={onClose} title={title} closeLabel={t("console.operators.cancel")} size="sm">
      <div className="text-pretty text-slate-600 text-sm leading-6">{children}</div>
      <div className="mt-6 flex justify-end gap-2">
        <button
          type="button"
          className="rounded-lg border border-slate-300 px-4 py-2 text-slate-700 text-sm hover:bg-slate-50"
          onClick={onClose}
        >
          {t("console.operators.cancel")}
        </button>
        <button
          type="button"
          className="rounded-lg bg-red-600 px-4 py-2 font-semibold text-sm text-white hover:bg-red-700 disabled:opacity-60"
          disabled={busy}
          aria-busy={busy}
          onClick={onConfirm}
        >
          {confirmLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
