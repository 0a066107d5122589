import { type FormEvent, useState } from "react";
import { Link, useNavigate, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/checkout";
import { type PaymentMethod, validateGuestEmail, validateShippingAddress } from "#core/checkout";
import { DEFAULT_SHIPPING_CENTS, type Totals } from "#core/pricing";
import { CheckoutSummary } from "#app/components/checkout/checkout-summary";
import { CustomerSection } from "#app/components/checkout/customer-section";
import { PaymentMethodPicker } from "#app/components/checkout/payment-method-picker";
import { DeliverySection } from "#app/components/delivery-fields";
import { LoadingPage } from "#app/components/spinner";
import { PageTitle } from "#app/components/ui/text";
import { useAddressForm } from "#app/hooks/use-address-form";
import { useCheckoutData } from "#app/hooks/use-checkout-data";
import { useSpendBasket } from "#app/hooks/use-spend-basket";
import {
  cardCheckoutErrorMessage,
  cartCheckoutRequest,
  type CheckoutErrors,
  checkoutTotals,
  cryptoCartData,
  cryptoCartStorageKey,
  fieldErrorsFrom,
  firstErrorField,
  NO_CHECKOUT_URL,
  totalsFromConflict,
} from "#app/lib/checkout";
import { seoMeta } from "#app/lib/meta";
import { useTrack } from "#app/lib/track";
import { PaymentApiError, paymentsClient } from "#app/lib/payments-client";
import type { loader as rootLoader } from "#app/root";

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

const fieldId = (name: string) => `checkout-${name}`;
const firstErrorId = (errors: CheckoutErrors) => {
  const first = firstErrorField(errors);
  return first && (first === "guest_email" ? fieldId("guest-email") : fieldId(first));
};

export default function Checkout() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const shortName = root?.config.shortName ?? "maisonh";
  const viewer = root?.viewer ?? null;
  const signedIn = viewer !== null;
  const navigate = useNavigate();
  const spendBasket = useSpendBasket(shortName, signedIn);
  const form = useAddressForm<CheckoutErrors>(viewer?.email ?? "", firstErrorId);
  const { values, setValues, setField, errors, showErrors, clearError } = form;
  const [guestEmail, setGuestEmail] = useState("");
  const [method, setMethod] = useState<PaymentMethod>("card");
  const { data, shipping } = useCheckoutData(shortName, signedIn, values.country, DEFAULT_SHIPPING);
  useTrack("checkout_started", undefined, data !== null);
  // The server's figures after it refused a total (409), for the country they were computed for.
  const [serverTotals, setServerTotals] = useState<{ country: string; totals: Totals } | null>(null);
  const [busy, setBusy] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);

  if (!data) return <LoadingPage title="Finaliser ma commande" />;

  const totals =
    serverTotals && serverTotals.country === values.country ? serverTotals.totals : checkoutTotals(data, shipping);

  // A guest types the e-mail once: the delivery e-mail follows it until changed by hand.
  const setGuest = (value: string) => {
    if (values.email === guestEmail) setField("email", value);
    setGuestEmail(value);
    clearError("guest_email");
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
      spendBasket();
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
      <PageTitle className="mt-4">Finaliser ma commande</PageTitle>
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0 space-y-6">
          <CustomerSection
            viewer={viewer}
            guestEmail={guestEmail}
            onGuestEmail={setGuest}
            error={errors.guest_email}
            guestEmailId={fieldId("guest-email")}
          />
          <DeliverySection
            headingId="checkout-livraison"
            values={values}
            errors={errors}
            onChange={setField}
            idOf={fieldId}
          />
          <PaymentMethodPicker value={method} onChange={setMethod} />
        </div>
        <CheckoutSummary data={data} totals={totals} error={payError} busy={busy} method={method} />
      </form>
    </main>
  );
}
