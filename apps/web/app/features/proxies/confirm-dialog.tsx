import type { ReactNode } from "react";
import { useT } from "../../i18n/use-locale.ts";
import { ModalDialog } from "../../ui/modal-dialog.tsx";
import { dangerButtonClass, primaryButtonClass, secondaryButtonClass } from "./page-header.tsx";

/** "Are you sure?" before something that cannot be undone (delete, replace a secret). */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busy,
  danger = false,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy: boolean;
  danger?: boolean;
  onConfirm(): void;
  onClose(): void;
}) {
  const t = useT();
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={title}
      closeLabel={t("common.close")}
      size="sm"
      testId="confirm-dialog"
    >
      <div className="text-pretty text-slate-600 text-sm leading-6">{children}</div>
      <div className="mt-6 flex justify-end gap-2">
        <button type="button" className={secondaryButtonClass} onClick={onClose}>
          {t("proxies.common.cancel")}
        </button>
        <button
          type="button"
          className={danger ? dangerButtonClass : primaryButtonClass}
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
