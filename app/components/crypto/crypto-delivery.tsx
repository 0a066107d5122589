import { Link } from "react-router";
import type { AddressErrors, AddressField } from "#core/checkout";
import { DeliveryFields } from "#app/components/delivery-fields";
import { PostalAddress } from "#app/components/order-summary";
import { cardClass } from "#app/components/ui/card";
import type { CryptoCartData } from "#app/lib/checkout";

/** The delivery address asked for a package or a link's lines. */
export function CryptoAddressForm({
  viewer,
  values,
  errors,
  onChange,
  idOf,
}: {
  viewer: { email: string } | null;
  values: Record<AddressField, string>;
  errors: AddressErrors;
  onChange: (field: AddressField, value: string) => void;
  idOf: (name: string) => string;
}) {
  return (
    <section aria-labelledby="crypto-livraison" className={cardClass()}>
      <h2 id="crypto-livraison" className="font-serif text-xl font-bold">
        Adresse de livraison
      </h2>
      <p className="mt-1 text-sm text-stone-700">
        {viewer ? (
          <>
            Connecté en tant que <strong className="break-all">{viewer.email}</strong>.{" "}
          </>
        ) : (
          "La confirmation de commande est envoyée à l'e-mail indiqué. "
        )}
        Tous les champs sont obligatoires, sauf le complément.
      </p>
      <DeliveryFields values={values} errors={errors} onChange={onChange} idOf={idOf} />
    </section>
  );
}

/** The address the checkout already took for the basket. */
export function CheckoutAddress({ cart }: { cart: CryptoCartData }) {
  const address = cart.shipping_address;
  return (
    <section aria-labelledby="crypto-livraison" className={cardClass()}>
      <h2 id="crypto-livraison" className="font-serif text-xl font-bold">
        Livraison
      </h2>
      <PostalAddress address={address}>
        <br />
        <span className="break-all">{cart.guest_email ?? address.email}</span>
      </PostalAddress>
      <Link to="/checkout" className="mt-2 inline-flex min-h-11 items-center font-semibold underline">
        Modifier l'adresse
      </Link>
    </section>
  );
}
