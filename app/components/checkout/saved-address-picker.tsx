import { useEffect, useState } from "react";
import type { AddressField } from "#core/checkout";
import { ChoiceCard } from "#app/components/ui/choice-card";
import { CardSection } from "#app/components/ui/card";
import type { SavedAddress } from "#app/components/profile/saved-address";
import { Link } from "react-router";

const OTHER = "autre";
const BOOK_FIELDS = ["firstName", "lastName", "phone", "address", "address2", "postalCode", "city", "country"] as const;

const fieldsOf = (address: SavedAddress | null): Partial<Record<AddressField, string>> =>
  Object.fromEntries(
    BOOK_FIELDS.map((field) => [field, address ? address[field] : field === "country" ? "France" : ""]),
  );

/**
 * Above the checkout's delivery fields, for a customer with an address book (decision 113): one radio per saved
 * address, the default chosen at first; choosing one fills the fields (still editable), « Une autre adresse »
 * empties them.
 */
export function SavedAddressPicker({
  addresses,
  onPick,
}: {
  addresses: readonly SavedAddress[];
  onPick: (fields: Partial<Record<AddressField, string>>) => void;
}) {
  const first = addresses.find((a) => a.isDefault) ?? null;
  const [chosen, setChosen] = useState(first ? String(first.id) : OTHER);
  useEffect(() => {
    if (first) onPick(fieldsOf(first));
    // Once, when the page opens: the default fills the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (addresses.length === 0) return null;
  const pick = (value: string) => {
    setChosen(value);
    onPick(fieldsOf(addresses.find((a) => String(a.id) === value) ?? null));
  };
  return (
    <CardSection id="checkout-carnet" title="Mes adresses">
      <fieldset className="mt-3">
        <legend className="sr-only">Livrer à une adresse enregistrée</legend>
        <div className="grid gap-2">
          {addresses.map((address) => (
            <ChoiceCard
              key={address.id}
              name="adresse-enregistree"
              value={String(address.id)}
              checked={chosen === String(address.id)}
              onChange={() => pick(String(address.id))}
              label={`${address.firstName} ${address.lastName}${address.isDefault ? " (par défaut)" : ""}`}
              note={`${address.address}, ${address.postalCode} ${address.city}, ${address.country}`}
            />
          ))}
          <ChoiceCard
            name="adresse-enregistree"
            value={OTHER}
            checked={chosen === OTHER}
            onChange={() => pick(OTHER)}
            label="Une autre adresse"
          />
        </div>
      </fieldset>
      <Link
        to="/profil/adresses"
        className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-miel-900 underline"
      >
        Gérer mes adresses
      </Link>
    </CardSection>
  );
}
