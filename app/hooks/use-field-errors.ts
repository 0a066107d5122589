import { useEffect, useRef, useState } from "react";

type Errors = Partial<Record<string, string>>;

/**
 * A form's field errors. `show` puts errors up and moves the focus to the first field in error
 * (`firstErrorId` says which element that is); `clear` takes one field's error away as it is edited.
 */
export function useFieldErrors<E extends Errors>(firstErrorId: (errors: E) => string | null | undefined) {
  const [errors, setErrors] = useState<E>({} as E);
  const focusFirstError = useRef(false);

  useEffect(() => {
    if (!focusFirstError.current) return;
    focusFirstError.current = false;
    const id = firstErrorId(errors);
    if (id) document.getElementById(id)?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only new errors move the focus
  }, [errors]);

  const show = (found: E) => {
    focusFirstError.current = true;
    setErrors(found);
  };

  const clear = (field: keyof E) =>
    setErrors((current) => {
      if (!current[field]) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });

  return { errors, show, clear };
}
