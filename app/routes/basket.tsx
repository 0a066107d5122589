import { useEffect, useRef, useState } from "react";
import { Link, useNavigate, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/basket";
import { MAX_LINE_QUANTITY } from "#core/cart";
import { formatEuros } from "#core/money";
import { DEFAULT_SHIPPING_CENTS } from "#core/pricing";
import { type AppliedPromo, basketTotals, buildCheckoutData, checkoutStorageKey, packHint } from "#app/lib/basket";
import { seoMeta } from "#app/lib/meta";
import { promotionsClient } from "#app/lib/promotions-client";
import type { loader as rootLoader } from "#app/root";
import { useCart } from "#app/state/cart";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...seoMeta({ matches, title: "Mon panier", description: "Votre panier Maison H.", path: "/panier" }),
  { name: "robots", content: "noindex" },
];

const DEFAULT_SHIPPING = { cents: DEFAULT_SHIPPING_CENTS, free: false, message: "" };

export default function Basket() {
  const cart = useCart();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const shortName = root?.config.shortName ?? "maisonh";
  const signedIn = Boolean(root?.viewer);
  const navigate = useNavigate();
  const promoKey = `${shortName}_promo`;

  const [code, setCode] = useState("");
  const [checking, setChecking] = useState(false);
  const [promoError, setPromoError] = useState<string | null>(null);
  const [promo, setPromo] = useState<AppliedPromo | null>(null);
  const [shipping, setShipping] = useState(DEFAULT_SHIPPING);
  const lineKey = cart.items.map((i) => `${i.id}:${i.quantity}`).join(",");
  const request = useRef(0);

  const lineRequests = () => cart.items.map(({ id, quantity }) => ({ id, quantity }));

  /** Asks the server about a code and applies its answer. */
  const check = async (wanted: string) => {
    try {
      const result = await promotionsClient.validate(wanted, lineRequests());
      if (result.valid && result.promotion_details) {
        setPromo({
          code: result.promotion_details.code,
          name: result.promotion_details.name,
          discountCents: result.discount_cents,
          freeShipping: result.free_shipping,
          message: result.message,
        });
        setPromoError(null);
        setCode("");
        sessionStorage.setItem(promoKey, result.promotion_details.code);
      } else {
        setPromo(null);
        sessionStorage.removeItem(promoKey);
        setPromoError(result.message);
      }
    } catch {
      setPromoError("Erreur lors de la validation du code");
    }
  };

  const apply = async () => {
    const wanted = code.trim().toUpperCase();
    if (!wanted) return;
    setChecking(true);
    setPromoError(null);
    await check(wanted);
    setChecking(false);
  };

  // The applied code is checked again whenever the lines change (and once after a reload).
  useEffect(() => {
    if (!cart.isLoaded || cart.items.length === 0) return;
    const saved = promo?.code ?? sessionStorage.getItem(promoKey);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- state changes only once the server has answered
    if (saved) void check(saved);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of the lines calls for a new check
  }, [lineKey, cart.isLoaded]);

  const afterDiscount = Math.max(0, cart.totalAmount - (promo?.discountCents ?? 0));
  useEffect(() => {
    if (!cart.isLoaded || cart.items.length === 0) return;
    const id = ++request.current;
    const timer = setTimeout(() => {
      promotionsClient
        .shipping(afterDiscount)
        .then((quote) => {
          if (id === request.current) {
            setShipping({ cents: quote.shipping_cost_cents, free: quote.free_shipping, message: quote.message });
          }
        })
        .catch((err: unknown) => {
          console.info("Frais de livraison indisponibles, 2,99 € affichés :", err);
          if (id === request.current) setShipping(DEFAULT_SHIPPING);
        });
    }, 150);
    return () => clearTimeout(timer);
  }, [afterDiscount, cart.isLoaded, cart.items.length]);

  const removePromo = () => {
    setPromo(null);
    setPromoError(null);
    sessionStorage.removeItem(promoKey);
  };

  const totals = basketTotals(cart.items, promo, { cents: shipping.cents, free: shipping.free });
  const hint = packHint(cart.items);

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
        <h1 className="font-serif text-3xl font-bold text-miel-900">Mon panier</h1>
        <p role="status" className="mt-6 text-stone-800">
          Chargement du panier...
        </p>
      </main>
    );
  }

  if (cart.items.length === 0) {
    return (
      <main className="mx-auto max-w-5xl px-4 py-16 text-center">
        <h1 className="font-serif text-3xl font-bold text-miel-900">Mon panier</h1>
        <p className="mt-6 text-lg text-stone-800">Votre panier est vide</p>
        <p className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to="/miels-collection" className="rounded-full bg-miel-900 px-6 py-3 font-semibold text-white">
            Découvrir nos miels
          </Link>
          <Link
            to="/parfums-homme"
            className="rounded-full border border-miel-900 px-6 py-3 font-semibold text-miel-900"
          >
            Découvrir les parfums Mr.H
          </Link>
        </p>
      </main>
    );
  }

  return (
    <main className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="font-serif text-3xl font-bold text-miel-900">Mon panier</h1>
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <section aria-label="Articles du panier">
          <ul className="divide-y divide-miel-200 rounded-2xl border border-miel-200 bg-white">
            {cart.items.map((item) => (
              <li key={item.id} className="flex flex-wrap items-center gap-4 p-4">
                <img src={item.image} alt="" width={72} height={72} className="h-18 w-18 rounded-xl object-cover" />
                <div className="min-w-40 flex-1">
                  <p className="font-semibold">{item.name}</p>
                  <p className="text-sm text-stone-700">
                    {item.weight ? `${item.weight} · ` : ""}
                    {formatEuros(item.price)} l'unité
                  </p>
                </div>
                <div className="flex items-center rounded-full border border-miel-200">
                  <button
                    type="button"
                    onClick={() => cart.updateQuantity(item.id, item.quantity - 1)}
                    aria-label={`Diminuer la quantité de ${item.name}`}
                    className="h-11 w-11 text-xl"
                  >
                    −
                  </button>
                  <span className="w-8 text-center font-semibold" aria-label={`Quantité : ${item.quantity}`}>
                    {item.quantity}
                  </span>
                  <button
                    type="button"
                    onClick={() => cart.updateQuantity(item.id, item.quantity + 1)}
                    disabled={item.quantity >= MAX_LINE_QUANTITY}
                    aria-label={`Augmenter la quantité de ${item.name}`}
                    aria-describedby={item.quantity >= MAX_LINE_QUANTITY ? `max-${item.id}` : undefined}
                    className="h-11 w-11 text-xl disabled:opacity-40"
                  >
                    +
                  </button>
                </div>
                <p className="w-24 text-right font-semibold">{formatEuros(item.price * item.quantity)}</p>
                <button
                  type="button"
                  onClick={() => cart.removeItem(item.id)}
                  aria-label={`Retirer ${item.name}`}
                  className="min-h-11 rounded-full px-3 text-sm text-stone-800 underline"
                >
                  Retirer
                </button>
                {item.quantity >= MAX_LINE_QUANTITY && (
                  <p id={`max-${item.id}`} role="status" className="basis-full text-sm text-stone-800">
                    {item.quantity > MAX_LINE_QUANTITY
                      ? `${MAX_LINE_QUANTITY} exemplaires au plus par article : réduisez la quantité pour commander.`
                      : `${MAX_LINE_QUANTITY} exemplaires au plus par article.`}
                  </p>
                )}
              </li>
            ))}
          </ul>
          <button
            type="button"
            onClick={cart.clearCart}
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
          <form
            className="rounded-2xl border border-miel-200 bg-white p-4"
            onSubmit={(e) => {
              e.preventDefault();
              void apply();
            }}
          >
            <label htmlFor="code-promo" className="font-semibold">
              Code promo
            </label>
            {promo ? (
              <div className="mt-2 flex items-center justify-between gap-2 rounded-xl bg-green-50 p-3 text-green-900">
                <p>
                  <strong>{promo.name}</strong> — {promo.message}
                </p>
                <button
                  type="button"
                  onClick={removePromo}
                  className="min-h-11 rounded-full px-3 font-semibold underline"
                >
                  Retirer le code
                </button>
              </div>
            ) : (
              <div className="mt-2 flex gap-2">
                <input
                  id="code-promo"
                  value={code}
                  onChange={(e) => setCode(e.target.value.toUpperCase())}
                  autoComplete="off"
                  className="min-h-11 w-full rounded-lg border border-stone-400 px-3 uppercase"
                />
                <button
                  type="submit"
                  disabled={checking || code.trim() === ""}
                  className="min-h-11 shrink-0 rounded-full bg-miel-900 px-4 font-semibold text-white disabled:opacity-60"
                >
                  {checking ? "Vérification..." : "Appliquer"}
                </button>
              </div>
            )}
            {promoError && (
              <p role="alert" className="mt-2 text-red-800">
                {promoError}
              </p>
            )}
          </form>

          <div className="rounded-2xl border border-miel-200 bg-white p-4" aria-live="polite">
            <h2 className="font-serif text-xl font-bold">Récapitulatif</h2>
            <dl className="mt-3 space-y-2">
              <div className="flex justify-between">
                <dt>Sous-total</dt>
                <dd data-testid="subtotal">{formatEuros(totals.subtotalCents)}</dd>
              </div>
              {totals.discountCents > 0 && promo && (
                <div className="flex justify-between text-green-900">
                  <dt>Réduction ({promo.name})</dt>
                  <dd data-testid="discount">−{formatEuros(totals.discountCents)}</dd>
                </div>
              )}
              <div className="flex justify-between">
                <dt>Livraison</dt>
                <dd data-testid="shipping">{totals.freeShipping ? "Gratuite" : formatEuros(totals.shippingCents)}</dd>
              </div>
              <div className="flex justify-between border-t border-miel-200 pt-2 text-lg font-bold">
                <dt>Total</dt>
                <dd data-testid="total">{formatEuros(totals.totalCents)}</dd>
              </div>
            </dl>
            {!totals.freeShipping && shipping.message && (
              <p className="mt-2 text-sm text-stone-800">{shipping.message}</p>
            )}
            <button
              type="button"
              onClick={proceed}
              className="mt-4 min-h-11 w-full rounded-full bg-miel-900 px-6 py-3 font-semibold text-white hover:bg-miel-700"
            >
              Procéder au paiement
            </button>
          </div>
          <ul className="space-y-1 text-sm text-stone-800">
            <li>Paiement sécurisé par carte</li>
            <li>Livraison offerte dès 45 € en France métropolitaine</li>
            <li>Retours sous 30 jours</li>
          </ul>
        </aside>
      </div>
    </main>
  );
}
