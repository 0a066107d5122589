import { Link } from "react-router";
import { pickupPointText } from "#core/pickup-point";
import { PostalAddress } from "#app/components/order-summary";
import { CardSection } from "#app/components/ui/card";
import { usePickupPoints } from "#app/hooks/use-pickup-points";
import type { CryptoCartData } from "#app/lib/checkout";

/**
 * The pickup point chosen at checkout (decision 103): the basket keeps its id only, so its name and address are asked
 * again of the shop (the carrier's answer is kept a few minutes on the server); a point no longer listed is said.
 */
function ChosenPickupPoint({ postalCode, pointId }: { postalCode: string; pointId: string }) {
  const state = usePickupPoints(postalCode, true);
  const point = state.status === "found" ? state.points.find(({ id }) => id === pointId) : undefined;
  if (point)
    return <p className="mt-2">Point relais : {pickupPointText({ ...point, postalCode: point.postal_code })}</p>;
  if (state.status === "loading") return <p className="mt-2">Point relais choisi au paiement…</p>;
  return <p className="mt-2">Point relais choisi au paiement : vérifié à nouveau quand vous payez.</p>;
}

/**
 * The address the checkout already took for the basket, and the pickup point when the parcel goes to one, or the
 * express delivery chosen (decision 109).
 */
export function CheckoutAddress({ cart }: { cart: CryptoCartData }) {
  const address = cart.shipping_address;
  return (
    <CardSection id="crypto-livraison" title="Livraison">
      {cart.pickup_point_id && <ChosenPickupPoint postalCode={address.postalCode} pointId={cart.pickup_point_id} />}
      {cart.pickup_point_id && <p className="mt-2">Au nom de :</p>}
      {cart.express && <p className="mt-2 font-semibold">Livraison express</p>}
      <PostalAddress address={address}>
        <br />
        <span className="break-all">{cart.guest_email ?? address.email}</span>
      </PostalAddress>
      <Link to="/checkout" className="mt-2 inline-flex min-h-11 items-center font-semibold underline">
        {cart.pickup_point_id ? "Modifier l'adresse ou le point relais" : "Modifier l'adresse"}
      </Link>
    </CardSection>
  );
}
