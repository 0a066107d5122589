import { Link } from "react-router";
import { TextField } from "#app/components/form-field";
import { CardSection } from "#app/components/ui/card";

/** Who orders: the signed-in account, or a guest's e-mail. */
export function CustomerSection({
  viewer,
  guestEmail,
  onGuestEmail,
  error,
  guestEmailId,
}: {
  viewer: { email: string } | null;
  guestEmail: string;
  onGuestEmail: (value: string) => void;
  error: string | undefined;
  guestEmailId: string;
}) {
  return (
    <CardSection id="checkout-client" title="Vos coordonnées">
      {viewer ? (
        <p className="mt-2 text-stone-800">
          Connecté en tant que <strong className="break-all">{viewer.email}</strong>
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm text-stone-700">
            Achat rapide sans compte ·{" "}
            <Link to="/connexion" className="font-semibold text-miel-900 underline">
              J'ai un compte
            </Link>
          </p>
          <TextField
            id={guestEmailId}
            className="mt-4"
            label="Votre e-mail"
            hint="Pour recevoir la confirmation de commande"
            type="email"
            inputMode="email"
            autoComplete="email"
            value={guestEmail}
            onChange={(e) => onGuestEmail(e.target.value)}
            error={error}
          />
        </>
      )}
    </CardSection>
  );
}
