import { useEffect, useState } from "react";

/**
 * Milliseconds left before `deadline`, refreshed every second while `running` and not yet over.
 * With `serverNow` (the server's clock when the page was made), the first render counts from the server's time,
 * so the server's HTML and the hydrated page agree whatever the visitor's clock says.
 */
export function useTimeLeft(deadline: number, running: boolean, serverNow?: number): number {
  const [started] = useState(() => Date.now());
  const [now, setNow] = useState(started);
  const offset = serverNow === undefined ? 0 : serverNow - started;
  const left = Math.max(0, deadline - (now + offset));
  const over = left === 0;
  useEffect(() => {
    if (!running || over) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running, over]);
  return left;
}
