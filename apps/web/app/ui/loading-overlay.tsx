import { type ReactNode, useEffect, useState } from "react";

/** How long the overlay stays after loading ends, so quick loads don't flicker (SPEC §2). */
export const overlayHideDelayMs = 300;

/** Dims its children with a spinner while `loading`; hides 300 ms after loading ends. */
export function LoadingOverlay({ loading, label, children }: { loading: boolean; label: string; children: ReactNode }) {
  const [shown, setShown] = useState(loading);

  useEffect(() => {
    if (loading) {
      setShown(true);
      return;
    }
    const timer = setTimeout(() => setShown(false), overlayHideDelayMs);
    return () => clearTimeout(timer);
  }, [loading]);

  return (
    <div className="relative" aria-busy={shown}>
      {children}
      {shown && (
        <div
          className="absolute inset-0 z-10 flex items-center justify-center rounded-[inherit] bg-white/70"
          data-testid="loading-overlay"
        >
          <span
            role="status"
            aria-label={label}
            className="size-8 animate-spin rounded-full border-4 border-brand/30 border-t-brand"
          />
        </div>
      )}
    </div>
  );
}
