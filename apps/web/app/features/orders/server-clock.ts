import { useEffect, useMemo, useState } from "react";

/**
 * How far the device clock is behind the server's (ms), from a serverTime the
 * server sent with a response received at `receivedAt`. Countdowns add it to
 * Date.now(), so a phone set ten minutes wrong still shows the right time left.
 */
function clockOffsetMs(serverTime: string | undefined, receivedAt: number): number {
  if (!serverTime) return 0;
  const server = Date.parse(serverTime);
  return Number.isFinite(server) ? server - receivedAt : 0;
}

/** The server's "now", ticking every `tickMs` (null until mounted, so SSR and hydration agree). */
export function useServerNow(serverTime: string | undefined, tickMs = 1_000): number | null {
  const offset = useMemo(() => clockOffsetMs(serverTime, Date.now()), [serverTime]);
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now() + offset);
    const timer = setInterval(() => setNow(Date.now() + offset), tickMs);
    return () => clearInterval(timer);
  }, [offset, tickMs]);
  return now;
}
