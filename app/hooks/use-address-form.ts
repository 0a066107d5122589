import { useState } from "react";
import type { AddressErrors, AddressField } from "#core/checkout";
import { emptyAddress } from "#app/components/delivery-fields";
import { useFieldErrors } from "./use-field-errors";

/** A delivery form's values and errors: editing a field takes its error away. */
export function useAddressForm<E extends AddressErrors>(
  email: string,
  firstErrorId: (errors: E) => string | null | undefined,
) {
  const [values, setValues] = useState<Record<AddressField, string>>(() => emptyAddress(email));
  const { errors, show, clear } = useFieldErrors<E>(firstErrorId);
  const setField = (field: AddressField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clear(field);
  };
  return { values, setValues, setField, errors, showErrors: show, clearError: clear };
}
