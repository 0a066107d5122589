import { useNavigate, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/basket";
import { DEFAULT_SHIPPING_CENTS } from "#core/pricing";
import { BasketLines } from "#app/components/basket/basket-lines";
import { BasketSummary } from "#app/components/basket/basket-summary";
import { EmptyBasket } from "#app/components/basket/empty-basket";
import { UndoNotice } from "#app/components/basket/undo-notice";
import { PromoCodeForm } from "#app/components/basket/promo-code-form";
import { Reassurance } from "#app/components/basket/reassurance";
import { PageTitle } from "#app/components/ui/text";
import { useBasketShipping } from "#app/hooks/use-basket-shipping";
import { useDeliveryCountry } from "#app/hooks/use-delivery-country";
import { CLEAR_BUTTON_ID, useBasketUndo } from "#app/hooks/use-basket-undo";
import { usePromoCode } from "#app/hooks/use-promo-code";
import { basketTotals, buildCheckoutData, checkoutStorageKey, packHint } from "#app/lib/basket";
import { seoMeta, shopNameFrom } from "#app/lib/meta";
import { freeShippingText } from "#app/lib/offer-texts";
import { deliveryOptions } from "#app/lib/delivery-options";
import type { loader as rootLoader } from "#app/root";
import { useCart } from "#app/state/cart";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...seoMeta({ matches, title: "Mon panier", description: `Votre panier ${shopNameFrom(matches)}.`, path: "/panier" }),
  { name: "robots", content: "noindex" },
];

const DEFAULT_SHIPPING = { cents: DEFAULT_SHIPPING_CENTS, free: false, message: "" };

export async function loader({ context }: Route.LoaderArgs) {
  const [offers, measures] = await Promise.all([
    context.services.promotions.offers(),
    context.services.catalog.measures(),
  ]);
  // Every country's estimated delivery (decision 100): the basket shows the one of the country chosen in this tab.
  return { packs: offers.packs, measures, delivery: context.services.delivery.byCountry() };
}

export default function Basket({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const cart = useCart();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const shortName = root?.config.shortName ?? "maisonh";
  const signedIn = Boolean(root?.viewer);
  const navigate = useNavigate();
  const promoCode = usePromoCode(shortName);
  const undo = useBasketUndo();
  const { promo } = promoCode;
  const afterDiscount = Math.max(0, cart.totalAmount - (promo?.discount_cents ?? 0));
  const country = useDeliveryCountry(shortName) ?? "France";
  const shipping = useBasketShipping(
    afterDiscount,
    cart.items,
    cart.isLoaded && cart.items.length > 0,
    DEFAULT_SHIPPING,
    country,
  );

  const totals = basketTotals(cart.items, promo, { cents: shipping.cents, free: shipping.free });
  const hint = packHint(cart.items, loaderData.packs, promo?.code ?? null);
  const freeShipping = freeShippingText(root?.config.freeShippingFromCents ?? null);

  const proceed = () => {
    localStorage.setItem(
      checkoutStorageKey(shortName, signedIn),
      JSON.stringify(buildCheckoutData(cart.items, promo, totals)),
    );
    void navigate("/checkout");
  };

  if (!cart.isLoaded) {
    return (
      <main className="mx-auto max-w-5xl px-4 py-16">
        <PageTitle>Mon panier</PageTitle>
        <p role="status" className="mt-6 text-stone-800">
          Chargement du panier...
        </p>
      </main>
    );
  }

  // One `main` for the basket full or emptied, the notice first in it: « Annuler » survives « Vider le panier ».
  if (cart.items.length === 0) {
    return (
      <main className="mx-auto max-w-5xl px-4 py-10">
        <UndoNotice undo={undo} />
        <EmptyBasket />
      </main>
    );
  }

  return (
    <main className="mx-auto max-w-5xl px-4 py-10">
      <UndoNotice undo={undo} />
      <PageTitle>Mon panier</PageTitle>
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <section aria-label="Articles du panier">
          <BasketLines measures={loaderData.measures} undo={undo} />
          <button
            type="button"
            id={CLEAR_BUTTON_ID}
            onClick={undo.clear}
            className="mt-4 min-h-11 font-semibold text-miel-900 underline"
          >
            Vider le panier
          </button>
          {hint && (
            <p className="mt-6 rounded-2xl bg-miel-100 p-4 text-miel-900">
              Offre spéciale : avec le code <strong>{hint.code}</strong>, {hint.text}.
            </p>
          )}
        </section>

        <aside aria-label="Récapitulatif de la commande" className="space-y-6">
          <PromoCodeForm promoCode={promoCode} />
          <BasketSummary
            totals={totals}
            promo={promo}
            shippingMessage={shipping.message}
            deliveryEstimate={loaderData.delivery[country].home}
            options={deliveryOptions(shipping.methods, loaderData.delivery[country], promo?.free_shipping ?? false)}
            onProceed={proceed}
          />
          <Reassurance freeShipping={freeShipping} />
        </aside>
      </div>
    </main>
  );
}
