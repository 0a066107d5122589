import { Link } from "react-router";
import { PostalAddress } from "#app/components/order-summary";
import { cardClass } from "#app/components/ui/card";
import type { CryptoCartData } from "#app/lib/checkout";

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
