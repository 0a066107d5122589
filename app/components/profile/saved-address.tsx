import { Form } from "react-router";
import { PostalAddress } from "#app/components/order-summary";
import { Button, ButtonLink } from "#app/components/ui/button";

/** An address of the customer's book as its loader gives it (decision 113). */
export interface SavedAddress {
  id: number;
  firstName: string;
  lastName: string;
  phone: string;
  address: string;
  address2: string;
  postalCode: string;
  city: string;
  country: string;
  isDefault: boolean;
}

const nameOf = (a: SavedAddress) => `${a.address}, ${a.postalCode} ${a.city}`;

/** One address of the book: the default marked, edit, make default and delete (each a form of its own). */
export function SavedAddressCard({ address, busy }: { address: SavedAddress; busy: boolean }) {
  return (
    <li className="rounded-xl border border-stone-200 bg-white p-4">
      {address.isDefault && (
        <p className="inline-block rounded-full bg-green-100 px-3 py-1 text-sm font-semibold text-green-900">
          Adresse par défaut
        </p>
      )}
      <PostalAddress address={address} withPhone />
      <div className="mt-3 flex flex-wrap gap-2">
        <ButtonLink to={`/profil/adresses?modifier=${address.id}`} variant="secondary" size="sm">
          Modifier<span className="sr-only"> l'adresse {nameOf(address)}</span>
        </ButtonLink>
        {!address.isDefault && (
          <Form method="post">
            <input type="hidden" name="intent" value="default" />
            <input type="hidden" name="id" value={address.id} />
            <Button type="submit" variant="secondary" size="sm" disabled={busy}>
              Définir par défaut<span className="sr-only"> : {nameOf(address)}</span>
            </Button>
          </Form>
        )}
        <Form method="post">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={address.id} />
          <Button type="submit" variant="neutral" size="sm" disabled={busy}>
            Supprimer<span className="sr-only"> l'adresse {nameOf(address)}</span>
          </Button>
        </Form>
      </div>
    </li>
  );
}
