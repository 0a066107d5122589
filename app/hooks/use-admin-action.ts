import { useState } from "react";
import { useRevalidator } from "react-router";
import { ApiCallError } from "#app/lib/api-client";

/** How a page's back-office action treats a refusal. */
export interface AdminActionOptions {
  /**
   * Whether a refusal reads the page's data again (by default yes: it shows the order as it now is). A form that
   * the new data would reset (keyed by the product's `updatedAt`) says no, so that what was typed stays.
   */
  rereadOnRefusal?: boolean;
}

/**
 * One back-office action at a time: pending while it runs (the button is disabled, so a double click sends one
 * request), the server's message or refusal, and the page's data read again afterwards.
 */
export function useAdminAction({ rereadOnRefusal = true }: AdminActionOptions = {}) {
  const revalidator = useRevalidator();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  /** What a form found itself before sending: clears the last outcome and shows its refusal, if any. */
  const refuse = (refusal: string | null) => {
    setMessage(null);
    setError(refusal);
  };

  /** Runs `action`; `onRefusal` sees the server's refusal (the fields it names, for instance). */
  const run = async (
    action: () => Promise<{ message: string }>,
    onRefusal?: (err: ApiCallError) => void,
  ): Promise<boolean> => {
    if (pending) return false;
    setPending(true);
    refuse(null);
    try {
      const answer = await action();
      setMessage(answer.message);
      await revalidator.revalidate();
      return true;
    } catch (err) {
      if (err instanceof ApiCallError) {
        setError(err.message);
        onRefusal?.(err);
      } else setError("Connexion impossible : vérifiez le réseau et réessayez.");
      // A refusal (already moved by someone else…) shows the order as it is now.
      if (rereadOnRefusal) await revalidator.revalidate();
      return false;
    } finally {
      setPending(false);
    }
  };

  return { run, refuse, pending, error, message };
}
