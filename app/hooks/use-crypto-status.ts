import { useEffect, useState } from "react";
import { nextPollDelay } from "#app/lib/crypto";
import { cryptoClient, type CryptoStatusResponse } from "#app/lib/crypto-client";
import { PaymentApiError } from "#app/lib/payments-client";

/**
 * The state of a crypto charge, asked again as often as its state calls for (`nextPollDelay`); a lost connection
 * is retried after 5 s, an unknown charge stops the polling.
 */
export function useCryptoStatus(chargeId: string) {
  const [status, setStatus] = useState<CryptoStatusResponse | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      let delay: number | null;
      try {
        const next = await cryptoClient.status(chargeId);
        if (stopped) return;
        setStatus(next);
        setProblem(null);
        delay = nextPollDelay(next.status);
      } catch (err) {
        if (stopped) return;
        const unknown = err instanceof PaymentApiError && err.status === 404;
        setProblem(unknown ? err.message : "Connexion au serveur interrompue : nouvel essai dans quelques secondes.");
        delay = unknown ? null : 5000;
      }
      if (delay !== null) timer = setTimeout(() => void poll(), delay);
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [chargeId]);
  return { status, problem };
}
