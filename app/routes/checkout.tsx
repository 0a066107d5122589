import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link, useNavigate, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/checkout";
import { cartStorageKey } from "#core/cart";
import { type AddressField, type PaymentMethod, validateGuestEmail, validateShippingAddress } from "#core/checkout";
import { formatEuros } from "#core/money";
import { DEFAULT_SHIPPING_CENTS, type Totals } from "#core/pricing";
import { DeliveryFields, emptyAddress } from "#app/components/delivery-fields";
import { SummaryLines } from "#app/components/order-summary";
import { TextField } from "#app/components/form-field";
import { Spinner } from "#app/components/spinner";
import type { CheckoutData } from "#app/lib/basket";
import {
  cardCheckoutErrorMessage,
  cartCheckoutRequest,
  type CheckoutErrors,
  checkoutStorageKeys,
  checkoutTotals,
  cryptoCartData,
  cryptoCartStorageKey,
  fieldErrorsFrom,
  finaliseLabel,
  firstErrorField,
  NO_CHECKOUT_URL,
  parseCheckoutData,
  totalsFromConflict,
} from "#app/lib/checkout";
import { seoMeta } from "#app/lib/meta";
import { PaymentApiError, paymentsClient } from "#app/lib/payments-client";
import type { loader as rootLoader } from "#app/root";
import { useCart } from "#app/state/cart";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...seoMeta({
    matches,
    title: "Commande",
    description: "Livraison et paiement de votre commande.",
    path: "/checkout",
  }),
  { name: "robots", content: "noindex" },
];

const DEFAULT_SHIPPING = { cents: DEFAULT_SHIPPING_CENTS, free: false };

type FormValues = Record<AddressField, string>;

const fieldId = (name: string) => `checkout-${name}`;

export default function Checkout() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const shortName = root?.config.shortName ?? "maisonh";
  const viewer = root?.viewer ?? null;
  const signedIn = viewer !== null;
  const navigate = useNavigate();
  const cart = useCart();

  const [data, setData] = useState<CheckoutData | null>(null);
  const [values, setValues] = useState<FormValues>(() => emptyAddress(viewer?.email ?? ""));
  const [guestEmail, setGuestEmail] = useState("");
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [method, setMethod] = useState<PaymentMethod>("card");
  const [shipping, setShipping] = useState(DEFAULT_SHIPPING);
  // The server's figures after it refused a total (409), for the country they were computed for.
  const [serverTotals, setServerTotals] = useState<{ country: string; totals: Totals } | null>(null);
  const [busy, setBusy] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);
  const focusFirstError = useRef(false);
  const quote = useRef(0);

  useEffect(() => {
    let found: CheckoutData | null = null;
    try {
      const [mine, other] = checkoutStorageKeys(shortName, signedIn);
      found = parseCheckoutData(localStorage.getItem(mine)) ?? parseCheckoutData(localStorage.getItem(other));
    } catch {
      // Storage unavailable: nothing to pay for here.
    }
    if (!found) {
      void navigate("/panier", { replace: true });
      return;
    }
    // eslint-disable-next-line react-hooks/set-state-in-effect -- browser storage is only readable after hydration
    setData(found);
    setShipping({ cents: found.shippingCost, free: found.freeShipping });
  }, [shortName, signedIn, navigate]);

  const promoFree = data?.appliedPromo?.free_shipping ?? false;
  const afterDiscount = data?.totalAmount ?? 0;
  const country = values.country;
  useEffect(() => {
    if (!data || promoFree) return;
    const id = ++quote.current;
    paymentsClient
      .shipping(afterDiscount, country)
      .then((q) => {
        if (id === quote.current) setShipping({ cents: q.shipping_cost_cents, free: q.free_shipping });
      })
      .catch(() => {
        if (id === quote.current) setShipping(DEFAULT_SHIPPING);
      });
  }, [data, promoFree, afterDiscount, country]);

  useEffect(() => {
    if (!focusFirstError.current) return;
    focusFirstError.current = false;
    const first = firstErrorField(errors);
    if (first) document.getElementById(first === "guest_email" ? fieldId("guest-email") : fieldId(first))?.focus();
  }, [errors]);

  if (!data) {
    return (
      <main className="mx-auto max-w-5xl px-4 py-16">
        <h1 className="font-serif text-3xl font-bold text-miel-900">Finaliser ma commande</h1>
        <p role="status" className="mt-6 flex items-center gap-3 text-stone-800">
          <Spinner /> Chargement...
        </p>
      </main>
    );
  }

  const totals =
    serverTotals && serverTotals.country === country ? serverTotals.totals : checkoutTotals(data, shipping);

  const clearError = (field: keyof CheckoutErrors) =>
    setErrors((current) => {
      if (!current[field]) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });

  const setField = (field: AddressField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
  };

  // A guest types the e-mail once: the delivery e-mail follows it until changed by hand.
  const setGuest = (value: string) => {
    if (values.email === guestEmail) setField("email", value);
    setGuestEmail(value);
    clearError("guest_email");
  };

  const showErrors = (found: CheckoutErrors) => {
    focusFirstError.current = true;
    setErrors(found);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = validateShippingAddress(values);
    const guestProblem = signedIn ? null : validateGuestEmail(guestEmail);
    if (!checked.ok || guestProblem) {
      showErrors({ ...(checked.ok ? {} : checked.errors), ...(guestProblem ? { guest_email: guestProblem } : {}) });
      return;
    }
    const address = checked.address;
    const guest = signedIn ? null : guestEmail.trim().toLowerCase();
    setValues(address);
    if (guest !== null) setGuestEmail(guest);
    setPayError(null);

    if (method === "crypto") {
      localStorage.setItem(
        cryptoCartStorageKey(shortName),
        JSON.stringify(cryptoCartData({ data, address, totals, guestEmail: guest })),
      );
      void navigate("/crypto-payment");
      return;
    }

    setBusy(true);
    try {
      const created = await paymentsClient.checkoutCart(
        cartCheckoutRequest({ data, address, totals, guestEmail: guest, originUrl: window.location.origin }),
      );
      if (!created.url) throw new Error(NO_CHECKOUT_URL);
      for (const key of checkoutStorageKeys(shortName, signedIn)) localStorage.removeItem(key);
      sessionStorage.removeItem(`${shortName}_promo`);
      cart.clearCart();
      // The basket's own saving runs after a render (and, for an account, after a delay): the page is being left,
      // so both copies are emptied here.
      localStorage.removeItem(cartStorageKey(shortName));
      if (signedIn) paymentsClient.clearSavedBasket();
      window.location.assign(created.url);
    } catch (err) {
      if (err instanceof PaymentApiError) {
        const conflict = err.status === 409 ? totalsFromConflict(err.body) : null;
        if (conflict) setServerTotals({ country: address.country, totals: conflict });
        const fieldErrors = fieldErrorsFrom(err);
        if (Object.keys(fieldErrors).length > 0) showErrors(fieldErrors);
      }
      setPayError(cardCheckoutErrorMessage(err));
      setBusy(false);
    }
  };

  return (
    <main className="mx-auto max-w-5xl px-4 py-8">
      <Link to="/panier" className="inline-flex min-h-11 items-center font-semibold text-miel-900 underline">
        ← Retour au panier
      </Link>
      <h1 className="mt-4 font-serif text-3xl font-bold text-miel-900">Finaliser ma commande</h1>
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0 space-y-6">
          <section aria-labelledby="checkout-client" className="rounded-2xl border border-miel-200 bg-white p-4 sm:p-6">
            <h2 id="checkout-client" className="font-serif text-xl font-bold">
              Vos coordonnées
            </h2>
            {signedIn ? (
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
                  id={fieldId("guest-email")}
                  className="mt-4"
                  label="Votre e-mail"
                  hint="Pour recevoir la confirmation de commande"
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  value={guestEmail}
                  onChange={(e) => setGuest(e.target.value)}
                  error={errors.guest_email}
                />
              </>
            )}
          </section>

          <section
            aria-labelledby="checkout-livraison"
            className="rounded-2xl border border-miel-200 bg-white p-4 sm:p-6"
          >
            <h2 id="checkout-livraison" className="font-serif text-xl font-bold">
              Adresse de livraison
            </h2>
            <p className="mt-1 text-sm text-stone-700">Tous les champs sont obligatoires, sauf le complément.</p>
            <DeliveryFields values={values} errors={errors} onChange={setField} idOf={fieldId} />
          </section>

          <div className="rounded-2xl border border-miel-200 bg-white p-4 sm:p-6">
            <fieldset>
              <legend className="font-serif text-xl font-bold">Mode de paiement</legend>
              <div className="mt-3 grid gap-3 sm:grid-cols-2">
                {(
                  [
                    ["card", "Carte bancaire", "Paiement sécurisé"],
                    ["crypto", "Cryptomonnaie", "Devise choisie à l'étape suivante"],
                  ] as const
                ).map(([value, label, note]) => (
                  <label
                    key={value}
                    className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-stone-300 p-3 has-checked:border-miel-900 has-checked:bg-miel-50"
                  >
                    <input
                      type="radio"
                      name="payment-method"
                      value={value}
                      checked={method === value}
                      onChange={() => setMethod(value)}
                      className="h-5 w-5 accent-miel-900"
                    />
                    <span>
                      <span className="block font-semibold">{label}</span>
                      <span className="block text-sm text-stone-700">{note}</span>
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
          </div>
        </div>

        <aside aria-labelledby="checkout-recap" className="min-w-0">
          <div className="rounded-2xl border border-miel-200 bg-white p-4 sm:p-6 lg:sticky lg:top-20">
            <h2 id="checkout-recap" className="font-serif text-xl font-bold">
              Récapitulatif
            </h2>
            <SummaryLines lines={data.items.map((i) => ({ ...i, totalCents: i.price * i.quantity }))} />
            <dl className="mt-3 space-y-2 border-t border-miel-200 pt-3" aria-live="polite">
              <div className="flex justify-between gap-3">
                <dt>Sous-total</dt>
                <dd data-testid="subtotal">{formatEuros(totals.subtotalCents)}</dd>
              </div>
              {data.appliedPromo && (
                <div className="flex justify-between gap-3 text-green-900">
                  <dt>Code {data.appliedPromo.promotion_details.name}</dt>
                  <dd data-testid="discount" className="shrink-0">
                    {totals.discountCents > 0 ? `−${formatEuros(totals.discountCents)}` : "Livraison offerte"}
                  </dd>
                </div>
              )}
              <div className="flex justify-between gap-3">
                <dt>Livraison</dt>
                <dd data-testid="shipping">{totals.freeShipping ? "Gratuite" : formatEuros(totals.shippingCents)}</dd>
              </div>
              <div className="flex justify-between gap-3 border-t border-miel-200 pt-2 text-lg font-bold">
                <dt>Total</dt>
                <dd data-testid="total">{formatEuros(totals.totalCents)}</dd>
              </div>
            </dl>
            {payError && (
              <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-red-800">
                {payError}
              </p>
            )}
            <button
              type="submit"
              disabled={busy}
              className="mt-4 min-h-11 w-full rounded-full bg-miel-900 px-6 py-3 font-semibold text-white hover:bg-miel-700 disabled:opacity-60"
            >
              {busy ? "Traitement..." : finaliseLabel(totals.totalCents)}
            </button>
            <p className="mt-3 text-center text-sm text-stone-700">
              {method === "card"
                ? "Vous serez redirigé vers la page de paiement sécurisée."
                : "Vous serez redirigé vers le paiement en cryptomonnaie."}
            </p>
          </div>
        </aside>
      </form>
    </main>
  );
}
