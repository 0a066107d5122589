import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { SelectField, TextField } from "#app/components/form-field";
import { Button } from "#app/components/ui/button";
import { ErrorBox } from "#app/components/ui/alert-box";
import { PaymentApiError, paymentsClient, type SimulatedPayment } from "#app/lib/payments-client";

const COUNTRIES = [
  { value: "FR", label: "France" },
  { value: "BE", label: "Belgique" },
  { value: "CH", label: "Suisse" },
  { value: "LU", label: "Luxembourg" },
] as const;

type Details = Required<Omit<SimulatedPayment, "card_number">>;
const noDetails: Details = {
  email: "",
  name: "",
  phone: "",
  line1: "",
  line2: "",
  city: "",
  postal_code: "",
  country: "FR",
};

/** "4242424242424242" → "4242 4242 4242 4242" while typing. */
const groupDigits = (value: string) =>
  value
    .replace(/\D/g, "")
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, "$1 ");

const id = (field: string) => `sim-${field}`;

/** What the page asks for a direct purchase (Stripe would collect the same). */
const DELIVERY_FIELDS: {
  name: Exclude<keyof Details, "country">;
  label: string;
  autoComplete: string;
  type?: "email" | "tel";
  inputMode?: "numeric";
  /** Half a row from the small screen's two columns up. */
  half?: boolean;
}[] = [
  { name: "email", label: "E-mail", type: "email", autoComplete: "email" },
  { name: "name", label: "Nom complet", autoComplete: "shipping name" },
  { name: "phone", label: "Téléphone (facultatif)", type: "tel", autoComplete: "tel" },
  { name: "line1", label: "Adresse", autoComplete: "shipping address-line1" },
  { name: "line2", label: "Complément d'adresse (facultatif)", autoComplete: "shipping address-line2" },
  { name: "postal_code", label: "Code postal", autoComplete: "shipping postal-code", inputMode: "numeric", half: true },
  { name: "city", label: "Ville", autoComplete: "shipping address-level2", half: true },
];

/** The card form of the simulated card provider, with the delivery details when the session asks for them. */
export function SimulatedCardForm({
  session,
  amount,
}: {
  session: { id: string; collectAddress: boolean; customerEmail: string | null };
  amount: string;
}) {
  const [card, setCard] = useState("");
  const [expiry, setExpiry] = useState("");
  const [cvc, setCvc] = useState("");
  const [details, setDetails] = useState<Details>({ ...noDetails, email: session.customerEmail ?? "" });
  const [busy, setBusy] = useState<"pay" | "cancel" | null>(null);
  const [error, setError] = useState<{ message: string; field: string | null; closed: boolean } | null>(null);

  const fail = (err: unknown) => {
    if (err instanceof PaymentApiError) {
      const field = typeof err.body.field === "string" ? err.body.field : err.status === 400 ? "card_number" : null;
      setError({ message: err.message, field, closed: err.status === 409 });
      if (field) document.getElementById(id(field))?.focus();
    } else {
      setError({
        message: "Connexion impossible. Vérifiez votre réseau puis réessayez.",
        field: null,
        closed: false,
      });
    }
    setBusy(null);
  };

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy("pay");
    setError(null);
    try {
      const payment: SimulatedPayment = { card_number: card, ...(session.collectAddress ? details : {}) };
      const answer = await paymentsClient.simulatedPay(session.id, payment);
      if (answer.redirect_url) {
        window.location.assign(answer.redirect_url);
        return;
      }
      // Declined: said under the card number, the page stays for another card.
      setError({ message: answer.detail ?? "Paiement refusé.", field: "card_number", closed: false });
      document.getElementById(id("card_number"))?.focus();
      setBusy(null);
    } catch (err) {
      fail(err);
    }
  };

  const cancel = async () => {
    if (busy) return;
    setBusy("cancel");
    setError(null);
    try {
      const { redirect_url } = await paymentsClient.simulatedCancel(session.id);
      if (redirect_url) window.location.assign(redirect_url);
    } catch (err) {
      fail(err);
    }
  };

  const set = (field: keyof Details) => (event: { target: { value: string } }) => {
    setDetails((current) => ({ ...current, [field]: event.target.value }));
    if (error?.field === field) setError(null);
  };
  const fieldError = (field: string) => (error?.field === field ? error.message : undefined);

  return (
    <form noValidate onSubmit={(event) => void pay(event)}>
      <h2 id="sim-carte" className="text-xl font-bold">
        {session.collectAddress ? "Coordonnées et carte" : "Informations de la carte"}
      </h2>
      {session.collectAddress && (
        <fieldset className="mt-4 grid gap-4 sm:grid-cols-2">
          <legend className="sr-only">Coordonnées de livraison</legend>
          {DELIVERY_FIELDS.map((f) => (
            <TextField
              key={f.name}
              id={id(f.name)}
              className={f.half ? undefined : "sm:col-span-2"}
              label={f.label}
              type={f.type}
              inputMode={f.inputMode}
              autoComplete={f.autoComplete}
              value={details[f.name]}
              onChange={set(f.name)}
              alert
              error={fieldError(f.name)}
            />
          ))}
          <SelectField
            id={id("country")}
            className="sm:col-span-2"
            label="Pays"
            autoComplete="shipping country"
            options={COUNTRIES}
            value={details.country}
            onChange={set("country")}
          />
        </fieldset>
      )}
      <div className="mt-4 grid grid-cols-2 gap-4">
        <TextField
          id={id("card_number")}
          className="col-span-2"
          label="Numéro de carte"
          autoComplete="cc-number"
          inputMode="numeric"
          placeholder="1234 1234 1234 1234"
          value={card}
          onChange={(e) => {
            setCard(groupDigits(e.target.value));
            if (error?.field === "card_number") setError(null);
          }}
          alert
          error={fieldError("card_number")}
        />
        <TextField
          id={id("expiry")}
          label="Expiration"
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder="MM / AA"
          maxLength={7}
          value={expiry}
          onChange={(e) => setExpiry(e.target.value)}
        />
        <TextField
          id={id("cvc")}
          label="CVC"
          autoComplete="cc-csc"
          inputMode="numeric"
          maxLength={4}
          value={cvc}
          onChange={(e) => setCvc(e.target.value.replace(/\D/g, ""))}
        />
      </div>
      <p className="mt-3 rounded-lg bg-stone-100 p-3 text-sm text-stone-800">
        Cartes de test : <span className="font-mono whitespace-nowrap">4242 4242 4242 4242</span> (paiement accepté) ou{" "}
        <span className="font-mono whitespace-nowrap">4000 0000 0000 0002</span> (carte refusée). Date d'expiration et
        CVC libres.
      </p>
      {error && !error.field && (
        <ErrorBox className="mt-4">
          <p>{error.message}</p>
          {error.closed && (
            <Link to="/panier" className="mt-1 inline-flex min-h-11 items-center font-semibold underline">
              Retour au panier
            </Link>
          )}
        </ErrorBox>
      )}
      <Button type="submit" disabled={busy !== null} className="mt-6 w-full">
        {busy === "pay" ? "Traitement..." : `Payer ${amount}`}
      </Button>
      <Button variant="neutral" onClick={() => void cancel()} disabled={busy !== null} className="mt-3 w-full">
        {busy === "cancel" ? "Annulation..." : "Annuler"}
      </Button>
    </form>
  );
}
