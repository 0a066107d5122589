import { type FormEvent, useCallback, useState } from "react";

/**
 * The busy / error pattern of a form that calls the API: `run(work)` clears the error, marks the form busy while
 * `work` runs, turns a failure into the error to show (`toError`, the server's French detail for instance) and
 * always ends not busy. `onSubmit(work)` is a form's submit handler doing the same instead of the browser's post.
 */
export function useAsyncAction<E = string>(toError: (err: unknown) => E, initialError: E | null = null) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<E | null>(initialError);

  const run = useCallback(
    async (work: () => Promise<void>) => {
      setError(null);
      setBusy(true);
      try {
        await work();
      } catch (err) {
        setError(toError(err));
      } finally {
        setBusy(false);
      }
    },
    [toError],
  );

  const onSubmit = (work: () => Promise<void>) => (event: FormEvent) => {
    event.preventDefault();
    void run(work);
  };

  return { busy, error, setError, run, onSubmit };
}
