import type { ReactNode } from "react";

export type AlertTone = "info" | "success" | "warning" | "error";

const tones: Record<AlertTone, string> = {
  info: "bg-sky-50 text-sky-800",
  success: "bg-emerald-50 text-emerald-800",
  warning: "bg-amber-50 text-amber-800",
  error: "bg-red-50 text-red-700",
};

/**
 * A short message in a tinted box. Errors and warnings interrupt a screen reader (`alert`),
 * info and success wait their turn (`status`), unless `role` says otherwise.
 */
export function Alert({
  tone,
  children,
  role,
  className = "",
  testId,
}: {
  tone: AlertTone;
  children: ReactNode;
  role?: "alert" | "status";
  /** Layout beside the look: margins. */
  className?: string;
  testId?: string;
}) {
  return (
    <p
      role={role ?? (tone === "error" || tone === "warning" ? "alert" : "status")}
      data-testid={testId}
      className={`rounded-lg px-3 py-2 text-sm ${tones[tone]} ${className}`.trim()}
    >
      {children}
    </p>
  );
}
