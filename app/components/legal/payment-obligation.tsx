import { Link } from "react-router";

/** Tied to the pay button by aria-describedby: the order obliges to pay (Code de la consommation, L221-14). */
export const PAYMENT_OBLIGATION_ID = "obligation-paiement";

/** Under the button that places an order: the obligation to pay and the acceptance of the CGV (decision 033). */
export function PaymentObligation() {
  return (
    <>
      <p id={PAYMENT_OBLIGATION_ID} className="mt-2 text-center text-sm font-semibold text-stone-900">
        Commande avec obligation de paiement
      </p>
      <p className="mt-2 text-center text-sm text-stone-700">
        En validant, vous acceptez nos{" "}
        <Link to="/cgv" className="font-semibold text-miel-900 underline">
          conditions générales de vente
        </Link>
        .
      </p>
    </>
  );
}
