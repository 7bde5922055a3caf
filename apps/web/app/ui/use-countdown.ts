import { useCallback, useEffect, useState } from "react";

/** Seconds left of a countdown that ticks once a second; start() restarts it, for `from` seconds if given. */
export function useCountdown(seconds: number): { remaining: number; start(from?: number): void } {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt === null) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) {
        setEndsAt(null);
        clearInterval(timer);
      }
    }, 250);
    return () => clearInterval(timer);
  }, [endsAt]);

  const start = useCallback(
    (from?: number) => {
      const current = Date.now();
      setNow(current);
      setEndsAt(current + (from ?? seconds) * 1000);
    },
    [seconds],
  );

  const remaining = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));
  return { remaining, start };
}
