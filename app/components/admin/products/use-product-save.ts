import { useState } from "react";
import { useRevalidator } from "react-router";
import { ApiCallError } from "#app/lib/api-client";

/**
 * A product page's form saved through the API: its fields' errors, the refusal or the server's message, pending
 * while it sends. `check` shows what the form itself found; `save` sends, reads the page's data again once it is
 * saved, and on a refusal shows the fields the server names (`fieldErrors`).
 */
export function useProductSave() {
  const revalidator = useRevalidator();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  /** Clears what the last save said and shows the errors found: false, with the refusal, if the form may not go. */
  const check = (found: Record<string, string>, refused: string | null | undefined) => {
    setMessage(null);
    setRefusal(refused ?? null);
    setErrors(found);
    return !refused;
  };

  const save = async (
    send: () => Promise<{ message: string }>,
    fieldErrors: (err: ApiCallError) => Record<string, string> | null,
  ) => {
    setPending(true);
    try {
      const answer = await send();
      setMessage(answer.message);
      await revalidator.revalidate();
    } catch (err) {
      if (err instanceof ApiCallError) {
        setRefusal(err.message);
        const fields = fieldErrors(err);
        if (fields) setErrors(fields);
      } else setRefusal("Connexion impossible : vérifiez le réseau et réessayez.");
    } finally {
      setPending(false);
    }
  };

  return { errors, refusal, message, pending, check, save };
}
