import { type FormEvent, useEffect, useState } from "react";
import type { CartItem } from "#core/cart";
import type { AddressErrors } from "#core/checkout";
import { validateShippingAddress } from "#core/delivery-address";
import { DEFAULT_CRYPTO_CURRENCY } from "#core/crypto";
import { DELIVERY_FIELDS, DeliverySection } from "#app/components/delivery-fields";
import { PageTitle, TextLink } from "#app/components/ui/text";
import { useAddressForm } from "#app/hooks/use-address-form";
import { useSpendBasket } from "#app/hooks/use-spend-basket";
import { type CryptoCartData, cryptoCartStorageKey, fieldErrorsFrom } from "#app/lib/checkout";
import {
  cryptoCartRequest,
  cryptoChargeStorageKey,
  cryptoItemsRequest,
  type CryptoOrderView,
  cryptoPackageRequest,
  deadlineFrom,
  type StoredCharge,
} from "#app/lib/crypto";
import { CRYPTO_CREATE_FAILED, cryptoClient } from "#app/lib/crypto-client";
import { PaymentApiError } from "#app/lib/payments-client";
import { promotionsClient } from "#app/lib/promotions-client";
import { useCart } from "#app/state/cart";
import { CheckoutAddress } from "./crypto-delivery";
import type { ShippingQuote } from "./crypto-order-summary";
import { CryptoPayPanel } from "./crypto-pay-panel";
import { CurrencyPicker } from "./currency-picker";

const fieldId = (name: string) => `crypto-${name}`;
const firstErrorId = (errors: AddressErrors) => {
  const first = DELIVERY_FIELDS.find((f) => errors[f.name]);
  return first && fieldId(first.name);
};

/** Lines from a link are delivered like a basket: the delivery is quoted for the country chosen. */
function useItemsShipping(order: CryptoOrderView, country: string): ShippingQuote {
  const [shipping, setShipping] = useState<ShippingQuote>(null);
  const subtotalCents = order.kind === "items" ? order.subtotalCents : null;
  const items = order.kind === "items" ? order.lines : null;
  useEffect(() => {
    if (subtotalCents === null || !items) return;
    let current = true;
    promotionsClient
      .shipping({ amountCents: subtotalCents, country, items })
      .then((q) => current && setShipping({ cents: q.shipping_cost_cents, free: q.free_shipping }))
      .catch(() => current && setShipping(null));
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the lines are the page address's, fixed with the total
  }, [subtotalCents, country]);
  return shipping;
}

/** Choosing the currency (and, for a package or a link's lines, the delivery address), then creating the charge. */
export function ChooseCurrency({
  order,
  cart,
  viewer,
  shortName,
  search,
  simulated,
  linkTotalCents,
  onCreated,
}: {
  order: CryptoOrderView;
  cart: CryptoCartData | null;
  viewer: { email: string } | null;
  shortName: string;
  search: string;
  simulated: boolean;
  linkTotalCents: number | null;
  onCreated: (stored: StoredCharge) => void;
}) {
  const basket = useCart();
  const spendBasket = useSpendBasket(shortName, viewer !== null);
  const [currency, setCurrency] = useState(DEFAULT_CRYPTO_CURRENCY);
  const form = useAddressForm<AddressErrors>(viewer?.email ?? "", firstErrorId);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ message: string; changed: boolean } | null>(null);
  const needsAddress = order.kind !== "cart" || !cart;
  const shipping = useItemsShipping(order, form.values.country);

  /** The request for this order, or null when the address is refused. */
  const creation = (origin: string): (() => ReturnType<typeof cryptoClient.createCart>) | null => {
    if (order.kind === "cart" && cart) return () => cryptoClient.createCart(cryptoCartRequest(cart, currency));
    const checked = validateShippingAddress(form.values);
    if (!checked.ok) {
      form.showErrors(checked.errors);
      return null;
    }
    form.setValues(checked.address);
    const address = checked.address;
    const signedIn = viewer !== null;
    if (order.kind === "package") {
      const body = cryptoPackageRequest({ packageId: order.packageId, address, signedIn, currency, originUrl: origin });
      return () => cryptoClient.createPackage(body);
    }
    const totalCents = shipping ? order.subtotalCents + (shipping.free ? 0 : shipping.cents) : null;
    const body = cryptoItemsRequest({ lines: order.lines, address, signedIn, totalCents, currency });
    return () => cryptoClient.createCart(body);
  };

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const create = creation(window.location.origin);
    if (!create) return;
    setBusy(true);
    setFailure(null);
    try {
      const { data: charge, serverTime } = await create();
      const kept: CartItem[] = order.kind === "cart" ? basket.items : [];
      const deadline = deadlineFrom(charge.expires_at, serverTime, Date.now());
      const stored: StoredCharge = { search, charge, deadline, order, basket: kept };
      try {
        sessionStorage.setItem(cryptoChargeStorageKey(shortName), JSON.stringify(stored));
        if (order.kind === "cart") localStorage.removeItem(cryptoCartStorageKey(shortName));
      } catch {
        // Storage unavailable: the invoice is still shown below.
      }
      // The order is placed and its stock held: the basket and its checkout data are spent, as with a card.
      if (order.kind === "cart") spendBasket();
      onCreated(stored);
    } catch (err) {
      if (err instanceof PaymentApiError) {
        const fieldErrors = fieldErrorsFrom(err);
        if (needsAddress && Object.keys(fieldErrors).length > 0) form.showErrors(fieldErrors);
        setFailure({ message: err.message, changed: err.status === 409 });
      } else {
        setFailure({ message: CRYPTO_CREATE_FAILED, changed: false });
      }
      setBusy(false);
    }
  };

  return (
    <>
      <TextLink to={order.kind === "cart" ? "/checkout" : "/"}>
        {order.kind === "cart" ? "← Retour à la commande" : "← Retour à la boutique"}
      </TextLink>
      <PageTitle className="mt-4">Paiement en cryptomonnaie</PageTitle>
      <form noValidate onSubmit={(event) => void pay(event)} className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0 space-y-6">
          <CurrencyPicker value={currency} onChange={setCurrency} />
          {needsAddress ? (
            <DeliverySection
              headingId="crypto-livraison"
              note={
                viewer ? (
                  <>
                    Connecté en tant que <strong className="break-all">{viewer.email}</strong>.{" "}
                  </>
                ) : (
                  "La confirmation de commande est envoyée à l'e-mail indiqué. "
                )
              }
              values={form.values}
              errors={form.errors}
              onChange={form.setField}
              idOf={fieldId}
            />
          ) : (
            cart && <CheckoutAddress cart={cart} />
          )}
        </div>
        <CryptoPayPanel
          order={order}
          shipping={shipping}
          linkTotalCents={linkTotalCents}
          failure={failure}
          busy={busy}
          currency={currency}
          simulated={simulated}
        />
      </form>
    </>
  );
}
