import { useState } from "react";
import { useRevalidator } from "react-router";
import { ApiCallError } from "#app/lib/api-client";

/**
 * One back-office action at a time: pending while it runs (the button is disabled, so a double click sends one
 * request), the server's message or refusal, and the page's data read again afterwards.
 */
export function useAdminAction() {
  const revalidator = useRevalidator();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const run = async (action: () => Promise<{ message: string }>): Promise<boolean> => {
    if (pending) return false;
    setPending(true);
    setError(null);
    setMessage(null);
    try {
      const answer = await action();
      setMessage(answer.message);
      await revalidator.revalidate();
      return true;
    } catch (err) {
      setError(err instanceof ApiCallError ? err.message : "Connexion impossible : vérifiez le réseau et réessayez.");
      // A refusal (already moved by someone else…) shows the order as it is now.
      await revalidator.revalidate();
      return false;
    } finally {
      setPending(false);
    }
  };

  return { run, pending, error, message };
}
