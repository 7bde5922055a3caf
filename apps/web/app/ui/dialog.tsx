import type { ReactNode } from "react";
import { useT } from "../i18n/use-locale.ts";
import { Button } from "./button.tsx";
import { ModalDialog } from "./modal-dialog.tsx";

/** The row of buttons at the foot of a dialog, the main action last (right). */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="mt-6 flex flex-wrap justify-end gap-2">{children}</div>;
}

/**
 * "Are you sure?" before something that cannot be undone (delete, cancel, replace a
 * secret): the text, a way back and the action, which shows its progress while `busy`.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  busy,
  danger = false,
  onConfirm,
  onClose,
  testId = "confirm-dialog",
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** The way back: "Cancel" unless the context has its own words ("Keep order"). */
  cancelLabel?: string;
  busy: boolean;
  danger?: boolean;
  onConfirm(): void;
  onClose(): void;
  testId?: string;
}) {
  const t = useT();
  return (
    <ModalDialog open={open} onClose={onClose} title={title} closeLabel={t("common.close")} size="sm" testId={testId}>
      <div className="text-pretty text-slate-600 text-sm leading-6">{children}</div>
      <DialogActions>
        <Button variant="secondary" size="sm" onClick={onClose}>
          {cancelLabel ?? t("common.cancel")}
        </Button>
        <Button variant={danger ? "danger" : "primary"} size="sm" loading={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
