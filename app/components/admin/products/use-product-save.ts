import { useState } from "react";
import { useAdminAction } from "#app/hooks/use-admin-action";
import type { ApiCallError } from "#app/lib/api-client";

/**
 * A product page's form saved through the API (useAdminAction): its fields' errors, the refusal or the server's
 * message, pending while it sends. `check` shows what the form itself found; `save` sends, reads the page's data
 * again once it is saved, and on a refusal shows the fields the server names (`fieldErrors`). A refusal does not
 * read the page again: the product form, keyed by the product's `updatedAt`, would lose what was typed.
 */
export function useProductSave() {
  const { run, refuse, pending, error: refusal, message } = useAdminAction({ rereadOnRefusal: false });
  const [errors, setErrors] = useState<Record<string, string>>({});

  /** Clears what the last save said and shows the errors found: false, with the refusal, if the form may not go. */
  const check = (found: Record<string, string>, refused: string | null | undefined) => {
    refuse(refused ?? null);
    setErrors(found);
    return !refused;
  };

  const save = async (
    send: () => Promise<{ message: string }>,
    fieldErrors: (err: ApiCallError) => Record<string, string> | null,
  ) => {
    await run(send, (err) => {
      const fields = fieldErrors(err);
      if (fields) setErrors(fields);
    });
  };

  return { errors, refusal, message, pending, check, save };
}
