import type { ReactNode } from "react";
import { ConfirmDialog } from "./dialog.tsx";
import { useServerCall } from "./use-server-call.ts";

/** One line of what is about to happen: "Amount ¥192.91", "Channel Alipay", "Member 13800138000". */
export type ConfirmFact = { label: string; value: ReactNode };

/**
 * The second step of an action that moves money or traffic: it names what will happen (amount,
 * channel, member) before anything is sent, so one stray click never refunds or credits. The
 * server's refusal shows inside the dialog, which stays open; `onConfirm` says what happened.
 */
export function ConfirmFactsDialog({
  open,
  onClose,
  title,
  intro,
  facts,
  confirmLabel,
  onConfirm,
  fallbackError,
  danger,
  testId,
}: {
  open: boolean;
  onClose(): void;
  title: string;
  intro?: string;
  facts: ConfirmFact[];
  confirmLabel: string;
  onConfirm(): Promise<void>;
  fallbackError: string;
  danger?: boolean;
  testId?: string;
}) {
  const { busy, error, run } = useServerCall();
  const confirm = () =>
    void run(
      async () => {
        await onConfirm();
        onClose();
      },
      { fallback: fallbackError },
    );
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      title={title}
      confirmLabel={confirmLabel}
      busy={busy}
      danger={danger}
      onConfirm={confirm}
      testId={testId}
    >
      {intro ? <p>{intro}</p> : null}
      <dl className="mt-3 divide-y divide-slate-100 rounded-lg border border-slate-200">
        {facts.map((fact) => (
          <div key={fact.label} className="flex justify-between gap-4 px-3 py-2">
            <dt className="shrink-0 text-slate-500">{fact.label}</dt>
            <dd className="min-w-0 break-words text-right font-medium text-ink">{fact.value}</dd>
          </div>
        ))}
      </dl>
      {error ? (
        <p role="alert" className="mt-3 text-red-700">
          {error}
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
