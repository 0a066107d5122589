import { useEffect, useState } from "react";
import { afterPollError, afterStatus, POLL_INTERVAL_MS, type PollState } from "./checkout";
import { paymentsClient } from "./payments-client";

const started = (sessionId: string | null): PollState =>
  sessionId ? { phase: "pending", status: null, attempts: 0 } : { phase: "idle" };

/**
 * Polls the payment status of a checkout session every 2 s while it is pending, at most `maxAttempts` times.
 * Any failure stops the polling; `retry` starts it again.
 */
export function usePaymentStatus(sessionId: string | null, maxAttempts = Infinity) {
  const [state, setState] = useState<PollState>(() => started(sessionId));
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!sessionId) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async (attempts: number) => {
      let next: PollState;
      try {
        next = afterStatus(await paymentsClient.status(sessionId), attempts, maxAttempts);
      } catch (err) {
        next = afterPollError(err);
      }
      if (stopped) return;
      setState(next);
      if (next.phase === "pending") timer = setTimeout(() => void poll(attempts + 1), POLL_INTERVAL_MS);
    };
    void poll(1);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [sessionId, maxAttempts, round]);

  const retry = () => {
    setState(started(sessionId));
    setRound((r) => r + 1);
  };
  return { state, retry };
}
