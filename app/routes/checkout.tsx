import { type FormEvent, useEffect, useState } from "react";
import { useNavigate, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/checkout";
import type { PaymentMethod } from "#core/checkout";
import { validateShippingAddress } from "#core/delivery-address";
import type { Totals } from "#core/pricing";
import { CheckoutSummary, FoldedRecap, PayBar } from "#app/components/checkout/checkout-summary";
import { CustomerSection } from "#app/components/checkout/customer-section";
import { DeliveryMethodPicker } from "#app/components/checkout/delivery-method-picker";
import { giftFieldId, GiftOptions } from "#app/components/checkout/gift-options";
import { PaymentMethodPicker } from "#app/components/checkout/payment-method-picker";
import { SavedAddressPicker } from "#app/components/checkout/saved-address-picker";
import { DeliverySection } from "#app/components/delivery-fields";
import { LoadingPage } from "#app/components/spinner";
import { PageTitle, TextLink } from "#app/components/ui/text";
import { useAddressForm } from "#app/hooks/use-address-form";
import { useCheckoutData } from "#app/hooks/use-checkout-data";
import { useDeliveryChoice } from "#app/hooks/use-delivery-choice";
import { useGiftOptions } from "#app/hooks/use-gift-options";
import { rememberDeliveryCountry, useDeliveryCountry } from "#app/hooks/use-delivery-country";
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
import { deliveryOptions } from "#app/lib/delivery-options";
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

/** The chosen country's estimates among the server's; none while the field holds no delivery country. */
const estimatesFor = <T,>(estimates: Record<string, T>, country: string): T | null =>
  Object.hasOwn(estimates, country) ? estimates[country]! : null;

/**
 * Every country's and method's estimated delivery, computed by the server (decisions 100 and 109); the page shows the
 * chosen country's.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  // A signed-in customer's address book (decision 113), for the picker above the delivery fields.
  return {
    delivery: context.services.delivery.byCountry(),
    addresses: await context.services.account.addresses(request),
  };
}

const fieldId = (name: string) => `checkout-${name}`;
/** A guest's one e-mail field comes first on the page; a customer's is in the delivery form. */
const firstErrorId = (guest: boolean) => (errors: CheckoutErrors) => {
  if (guest && errors.email) return fieldId("email");
  const first = firstErrorField(errors);
  return first && fieldId(first === "guest_email" ? "email" : first);
};

export default function Checkout({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const shortName = root?.config.shortName ?? "maisonh";
  const viewer = root?.viewer ?? null;
  const signedIn = viewer !== null;
  const navigate = useNavigate();
  const spendBasket = useSpendBasket(shortName, signedIn);
  const form = useAddressForm<CheckoutErrors>(viewer?.email ?? "", firstErrorId(!signedIn));
  const { values, setValues, setField, errors, showErrors } = form;
  // The country chosen before (a resumed order's): its delivery is quoted, not France's.
  const rememberedCountry = useDeliveryCountry(shortName);
  useEffect(() => {
    if (rememberedCountry) setValues((current) => ({ ...current, country: rememberedCountry }));
  }, [rememberedCountry, setValues]);
  const onField: typeof setField = (field, value) => {
    setField(field, value);
    if (field === "country") rememberDeliveryCountry(shortName, value);
  };
  const [method, setMethod] = useState<PaymentMethod>("card");
  const gift = useGiftOptions(root?.config.giftWrappingCents ?? null);
  const { data, methods, shippingOf } = useCheckoutData(shortName, signedIn, values.country);
  const estimates = estimatesFor(loaderData.delivery, values.country);
  const options = deliveryOptions(methods, estimates ?? {}, data?.appliedPromo?.free_shipping ?? false);
  const delivery = useDeliveryChoice(options.map((option) => option.method));
  const estimate = estimates?.[delivery.method] ?? null;
  useTrack("checkout_started", undefined, data !== null);
  // The server's figures after it refused a total (409), for the country and method they were computed for.
  const [serverTotals, setServerTotals] = useState<{ route: string; totals: Totals } | null>(null);
  const [busy, setBusy] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);

  if (!data) return <LoadingPage title="Finaliser ma commande" />;

  const basketTotals =
    serverTotals && serverTotals.route === `${values.country}/${delivery.method}`
      ? serverTotals.totals
      : checkoutTotals(data, shippingOf(delivery.method), delivery.method);
  const totals = { ...basketTotals, totalCents: basketTotals.totalCents + gift.wrappingCents };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = validateShippingAddress(values);
    if (!checked.ok) {
      showErrors(checked.errors);
      return;
    }
    if (delivery.missingPoint()) return;
    const giftRequest = gift.request(checked.address.email);
    if (giftRequest === undefined) {
      document.getElementById(giftFieldId("is-gift"))?.scrollIntoView({ block: "center" });
      return;
    }
    // A guest gives one e-mail: the order's contact, which receives the confirmation.
    const address = signedIn ? checked.address : { ...checked.address, email: checked.address.email.toLowerCase() };
    const guest = signedIn ? null : address.email;
    const order = {
      data,
      address,
      totals,
      guestEmail: guest,
      pickupPointId: delivery.pointToSend,
      express: delivery.method === "express",
      gift: giftRequest,
    };
    setValues(address);
    setPayError(null);

    if (method === "crypto") {
      localStorage.setItem(cryptoCartStorageKey(shortName), JSON.stringify(cryptoCartData(order)));
      void navigate("/crypto-payment");
      return;
    }

    setBusy(true);
    try {
      const created = await paymentsClient.checkoutCart(cartCheckoutRequest(order));
      if (!created.url) throw new Error(NO_CHECKOUT_URL);
      spendBasket();
      window.location.assign(created.url);
    } catch (err) {
      if (err instanceof PaymentApiError) {
        const conflict = err.status === 409 ? totalsFromConflict(err.body) : null;
        if (conflict) setServerTotals({ route: `${address.country}/${delivery.method}`, totals: conflict });
        const fieldErrors = fieldErrorsFrom(err);
        if (Object.keys(fieldErrors).length > 0) showErrors(fieldErrors);
      }
      delivery.refused(err);
      setPayError(cardCheckoutErrorMessage(err));
      setBusy(false);
    }
  };

  return (
    <main className="mx-auto max-w-5xl px-4 py-8">
      <TextLink to="/panier">← Retour au panier</TextLink>
      <PageTitle className="mt-4">Finaliser ma commande</PageTitle>
      <FoldedRecap data={data} totals={totals} wrappingCents={gift.wrappingCents} estimate={estimate} />
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0 space-y-6 [&_input]:scroll-mb-40 [&_select]:scroll-mb-40">
          <CustomerSection
            viewer={viewer}
            guestEmail={values.email}
            onGuestEmail={(value) => setField("email", value)}
            error={errors.email}
            guestEmailId={fieldId("email")}
          />
          <SavedAddressPicker
            addresses={loaderData.addresses}
            onPick={(fields) => setValues((current) => ({ ...current, ...fields }))}
          />
          <DeliverySection
            headingId="checkout-livraison"
            values={values}
            errors={errors}
            onChange={onField}
            idOf={fieldId}
            withoutEmail={!signedIn}
          />
          <DeliveryMethodPicker options={options} postalCode={values.postalCode} {...delivery.picker} />
          <GiftOptions {...gift.props} />
          <PaymentMethodPicker value={method} onChange={setMethod} />
          <PayBar totals={totals} busy={busy} />
        </div>
        <CheckoutSummary
          data={data}
          totals={totals}
          wrappingCents={gift.wrappingCents}
          error={payError}
          busy={busy}
          method={method}
          estimate={estimate}
        />
      </form>
    </main>
  );
}
