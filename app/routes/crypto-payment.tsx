import { type FormEvent, useEffect, useRef, useState } from "react";
import { data, Link, useLocation, useNavigate, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/crypto-payment";
import { type CartItem, cartStorageKey } from "#core/cart";
import { type AddressErrors, type AddressField, validateShippingAddress } from "#core/checkout";
import { CRYPTO_CURRENCIES, CRYPTO_PAYMENT_MINUTES, DEFAULT_CRYPTO_CURRENCY, findCryptoCurrency } from "#core/crypto";
import { formatEuros } from "#core/money";
import { DeliveryFields, DELIVERY_FIELDS, emptyAddress } from "#app/components/delivery-fields";
import { PostalAddress, SummaryLines } from "#app/components/order-summary";
import { Spinner } from "#app/components/spinner";
import { type CryptoCartData, checkoutStorageKeys, cryptoCartStorageKey, fieldErrorsFrom } from "#app/lib/checkout";
import {
  cartSummary,
  countdownAnnouncement,
  cryptoCartRequest,
  cryptoChargeStorageKey,
  cryptoItemsRequest,
  type CryptoOrderView,
  cryptoPackageRequest,
  cryptoStatusMessage,
  deadlineFrom,
  formatCountdown,
  formatUsd,
  nextPollDelay,
  type OrderLine,
  paidDestination,
  parseCryptoCartData,
  parseCryptoQuery,
  parseStoredCharge,
  payLabel,
  type StatusMessage,
  type StoredCharge,
} from "#app/lib/crypto";
import { CRYPTO_CREATE_FAILED, cryptoClient, type CryptoStatusResponse } from "#app/lib/crypto-client";
import { seoMeta } from "#app/lib/meta";
import { PaymentApiError, paymentsClient } from "#app/lib/payments-client";
import type { loader as rootLoader } from "#app/root";
import { useCart } from "#app/state/cart";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...seoMeta({
    matches,
    title: "Paiement en cryptomonnaie",
    description: "Réglez votre commande en Bitcoin, Ethereum, Litecoin, USDT ou USDC.",
    path: "/crypto-payment",
  }),
  { name: "robots", content: "noindex" },
];

/** What the page's address asks for (spec §2: package, items, total), priced by the catalogue. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const query = parseCryptoQuery(new URL(request.url).searchParams);
  const { catalog, payments, crypto } = context.services;
  let order: CryptoOrderView | null = null;
  if (query.packageId && (payments.directPurchaseIds as readonly string[]).includes(query.packageId)) {
    const found = (await catalog.listProducts({ kind: "package" })).find((p) => p.id === query.packageId);
    const variant = found?.variants.find((v) => v.id === found.id) ?? found?.variants[0];
    if (found && variant) {
      order = {
        kind: "package",
        packageId: found.id,
        lines: [{ id: variant.id, name: found.name, unitCents: variant.priceCents, quantity: 1, image: found.image }],
        totalCents: variant.priceCents,
      };
    }
  } else if (query.items) {
    const { lines, unknownIds } = await catalog.priceLines(query.items);
    if (lines.length > 0 && unknownIds.length === 0) {
      const orderLines = lines.map((l): OrderLine => ({
        id: l.id,
        name: l.name,
        unitCents: l.unitPriceCents,
        quantity: l.quantity,
        image: l.image,
      }));
      order = {
        kind: "items",
        lines: orderLines,
        subtotalCents: orderLines.reduce((sum, l) => sum + l.unitCents * l.quantity, 0),
      };
    }
  }
  const shownTotal = order?.kind === "package" ? order.totalCents : null;
  return data(
    {
      order,
      requested: query.requested,
      // A link's own total, when it differs from the shop's price: said, never charged.
      linkTotalCents:
        query.totalCents !== null && shownTotal !== null && query.totalCents !== shownTotal ? query.totalCents : null,
      simulated: crypto.provider === "simulated",
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

type Phase =
  | { name: "loading" }
  | { name: "empty" }
  | { name: "choose"; order: CryptoOrderView; cart: CryptoCartData | null }
  | { name: "created"; stored: StoredCharge };

const primary =
  "inline-flex min-h-11 items-center justify-center rounded-full bg-miel-900 px-6 py-3 font-semibold text-white hover:bg-miel-700 disabled:opacity-60";
const secondary =
  "inline-flex min-h-11 items-center justify-center rounded-full border border-miel-900 px-6 py-3 font-semibold text-miel-900 hover:bg-miel-100";
const card = "rounded-2xl border border-miel-200 bg-white p-4 sm:p-6";

function initialPhase(loaderData: Route.ComponentProps["loaderData"]): Phase {
  if (loaderData.order) return { name: "choose", order: loaderData.order, cart: null };
  return loaderData.requested ? { name: "empty" } : { name: "loading" };
}

export default function CryptoPayment({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const shortName = root?.config.shortName ?? "maisonh";
  const viewer = root?.viewer ?? null;
  const { search } = useLocation();
  const [phase, setPhase] = useState<Phase>(() => initialPhase(loaderData));

  // Browser storage is only readable after hydration: a charge created in this tab first, then the checkout's basket.
  useEffect(() => {
    let stored: StoredCharge | null = null;
    let cart: CryptoCartData | null = null;
    try {
      // Crypto cart data is removed once its invoice exists: if some is stored, the checkout sent a newer order.
      if (!loaderData.requested) cart = parseCryptoCartData(localStorage.getItem(cryptoCartStorageKey(shortName)));
      if (!cart) {
        stored = parseStoredCharge(sessionStorage.getItem(cryptoChargeStorageKey(shortName)), search, Date.now());
      }
    } catch {
      // Storage unavailable: only the page's address can say what to pay.
    }
    if (stored) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- browser storage is only readable after hydration
      setPhase({ name: "created", stored });
    } else if (!loaderData.requested) {
      const summary = cart ? cartSummary(cart) : null;
      setPhase(cart && summary ? { name: "choose", order: { kind: "cart", ...summary }, cart } : { name: "empty" });
    }
  }, [shortName, search, loaderData.requested]);

  return (
    <main className="mx-auto max-w-5xl px-4 py-8">
      {phase.name === "loading" ? (
        <>
          <h1 className="font-serif text-3xl font-bold text-miel-900">Paiement en cryptomonnaie</h1>
          <p role="status" className="mt-6 flex items-center gap-3 text-stone-800">
            <Spinner /> Chargement...
          </p>
        </>
      ) : phase.name === "empty" ? (
        <NothingToPay />
      ) : phase.name === "choose" ? (
        <ChooseCurrency
          order={phase.order}
          cart={phase.cart}
          viewer={viewer}
          shortName={shortName}
          search={search}
          simulated={loaderData.simulated}
          linkTotalCents={loaderData.linkTotalCents}
          onCreated={(stored) => setPhase({ name: "created", stored })}
        />
      ) : (
        <Invoice
          key={phase.stored.charge.charge_id}
          stored={phase.stored}
          shortName={shortName}
          onRestart={() => {
            sessionStorage.removeItem(cryptoChargeStorageKey(shortName));
            setPhase({ name: "choose", order: phase.stored.order, cart: null });
          }}
        />
      )}
    </main>
  );
}

function NothingToPay() {
  return (
    <div className="mx-auto max-w-xl py-8 text-center">
      <h1 className="font-serif text-3xl font-bold text-miel-900">Aucune donnée de commande</h1>
      <p role="alert" className="mt-4 text-lg text-stone-800">
        Aucune donnée de commande disponible
      </p>
      <p className="mt-2 text-stone-700">
        Choisissez vos articles puis le paiement en cryptomonnaie au moment de finaliser votre commande.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/panier" className={primary}>
          Retour au panier
        </Link>
        <Link to="/" className={secondary}>
          Retour à l'accueil
        </Link>
      </div>
    </div>
  );
}

// Choosing the currency (and, for a package or a link's lines, the delivery address).

type FormValues = Record<AddressField, string>;
const fieldId = (name: string) => `crypto-${name}`;

type Shipping = { cents: number; free: boolean } | null;

function ChooseCurrency({
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
  const [currency, setCurrency] = useState(DEFAULT_CRYPTO_CURRENCY);
  const [values, setValues] = useState<FormValues>(() => emptyAddress(viewer?.email ?? ""));
  const [errors, setErrors] = useState<AddressErrors>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ message: string; changed: boolean } | null>(null);
  const [shipping, setShipping] = useState<Shipping>(null);
  const focusFirstError = useRef(false);
  const needsAddress = order.kind !== "cart" || !cart;
  const itemsSubtotal = order.kind === "items" ? order.subtotalCents : null;
  const country = values.country;

  // Lines from a link are delivered like a basket: the delivery is quoted for the country chosen.
  useEffect(() => {
    if (itemsSubtotal === null) return;
    let current = true;
    paymentsClient
      .shipping(itemsSubtotal, country)
      .then((q) => current && setShipping({ cents: q.shipping_cost_cents, free: q.free_shipping }))
      .catch(() => current && setShipping(null));
    return () => {
      current = false;
    };
  }, [itemsSubtotal, country]);

  useEffect(() => {
    if (!focusFirstError.current) return;
    focusFirstError.current = false;
    const first = DELIVERY_FIELDS.find((f) => errors[f.name]);
    if (first) document.getElementById(fieldId(first.name))?.focus();
  }, [errors]);

  const setField = (field: AddressField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((current) => {
      if (!current[field]) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  };

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const origin = window.location.origin;
    let create: () => ReturnType<typeof cryptoClient.createCart>;
    if (order.kind === "cart" && cart) {
      create = () => cryptoClient.createCart(cryptoCartRequest(cart, currency, origin));
    } else {
      const checked = validateShippingAddress(values);
      if (!checked.ok) {
        focusFirstError.current = true;
        setErrors(checked.errors);
        return;
      }
      setValues(checked.address);
      const address = checked.address;
      const signedIn = viewer !== null;
      create =
        order.kind === "package"
          ? () =>
              cryptoClient.createPackage(
                cryptoPackageRequest({ packageId: order.packageId, address, signedIn, currency, originUrl: origin }),
              )
          : () =>
              cryptoClient.createCart(
                cryptoItemsRequest({
                  lines: order.lines,
                  address,
                  signedIn,
                  totalCents: shipping ? order.subtotalCents + (shipping.free ? 0 : shipping.cents) : null,
                  currency,
                  originUrl: origin,
                }),
              );
    }
    setBusy(true);
    setFailure(null);
    try {
      const { data: charge, serverTime } = await create();
      const kept: CartItem[] = order.kind === "cart" ? basket.items : [];
      const stored: StoredCharge = {
        search,
        charge,
        deadline: deadlineFrom(charge.expires_at, serverTime, Date.now()),
        order,
        basket: kept,
      };
      try {
        sessionStorage.setItem(cryptoChargeStorageKey(shortName), JSON.stringify(stored));
        if (order.kind === "cart") {
          // The order is placed and its stock held: the basket and its checkout data are spent, as with a card.
          localStorage.removeItem(cryptoCartStorageKey(shortName));
          for (const key of checkoutStorageKeys(shortName, viewer !== null)) localStorage.removeItem(key);
          sessionStorage.removeItem(`${shortName}_promo`);
          localStorage.removeItem(cartStorageKey(shortName));
        }
      } catch {
        // Storage unavailable: the invoice is still shown below.
      }
      if (order.kind === "cart") {
        basket.clearCart();
        if (viewer) paymentsClient.clearSavedBasket();
      }
      onCreated(stored);
    } catch (err) {
      if (err instanceof PaymentApiError) {
        const fieldErrors = fieldErrorsFrom(err);
        if (needsAddress && Object.keys(fieldErrors).length > 0) {
          focusFirstError.current = true;
          setErrors(fieldErrors);
        }
        setFailure({ message: err.message, changed: err.status === 409 });
      } else {
        setFailure({ message: CRYPTO_CREATE_FAILED, changed: false });
      }
      setBusy(false);
    }
  };

  const address = cart?.shipping_address;

  return (
    <>
      <Link
        to={order.kind === "cart" ? "/checkout" : "/"}
        className="inline-flex min-h-11 items-center font-semibold text-miel-900 underline"
      >
        {order.kind === "cart" ? "← Retour à la commande" : "← Retour à la boutique"}
      </Link>
      <h1 className="mt-4 font-serif text-3xl font-bold text-miel-900">Paiement en cryptomonnaie</h1>
      <form noValidate onSubmit={(event) => void pay(event)} className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0 space-y-6">
          <fieldset className={card}>
            <legend className="float-left w-full font-serif text-xl font-bold">Choisissez votre cryptomonnaie</legend>
            <div className="clear-both grid gap-3 pt-3 min-[26rem]:grid-cols-2 sm:grid-cols-3">
              {CRYPTO_CURRENCIES.map((c) => (
                <label
                  key={c.code}
                  className="group relative flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-stone-300 p-3 has-checked:border-2 has-checked:border-miel-900 has-checked:bg-miel-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-miel-900"
                >
                  <span
                    aria-hidden="true"
                    className="absolute top-1 right-2 hidden text-sm font-bold text-miel-900 group-has-checked:block"
                  >
                    ✓
                  </span>
                  <input
                    type="radio"
                    name="crypto-currency"
                    value={c.code}
                    checked={currency === c.code}
                    onChange={() => setCurrency(c.code)}
                    className="sr-only"
                  />
                  <span
                    aria-hidden="true"
                    className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-miel-100 text-xl font-bold text-miel-900"
                  >
                    {c.symbol}
                  </span>
                  <span className="min-w-0">
                    <span className="block font-semibold break-words">{c.name}</span>
                    <span className="block text-sm text-stone-700">{c.code}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>

          {needsAddress ? (
            <section aria-labelledby="crypto-livraison" className={card}>
              <h2 id="crypto-livraison" className="font-serif text-xl font-bold">
                Adresse de livraison
              </h2>
              <p className="mt-1 text-sm text-stone-700">
                {viewer ? (
                  <>
                    Connecté en tant que <strong className="break-all">{viewer.email}</strong>.{" "}
                  </>
                ) : (
                  "La confirmation de commande est envoyée à l'e-mail indiqué. "
                )}
                Tous les champs sont obligatoires, sauf le complément.
              </p>
              <DeliveryFields values={values} errors={errors} onChange={setField} idOf={fieldId} />
            </section>
          ) : (
            address && (
              <section aria-labelledby="crypto-livraison" className={card}>
                <h2 id="crypto-livraison" className="font-serif text-xl font-bold">
                  Livraison
                </h2>
                <PostalAddress address={address}>
                  <br />
                  <span className="break-all">{cart?.guest_email ?? address.email}</span>
                </PostalAddress>
                <Link to="/checkout" className="mt-2 inline-flex min-h-11 items-center font-semibold underline">
                  Modifier l'adresse
                </Link>
              </section>
            )
          )}
        </div>

        <aside aria-labelledby="crypto-recap" className="min-w-0">
          <div className={`${card} lg:sticky lg:top-20`}>
            <OrderSummary order={order} shipping={shipping} />
            {linkTotalCents !== null && (
              <p className="mt-3 rounded-lg bg-stone-100 p-3 text-sm text-stone-800">
                Le lien indiquait {formatEuros(linkTotalCents)} : c'est le prix actuel de la boutique qui s'applique.
              </p>
            )}
            {failure && (
              <div role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-red-800">
                <p>{failure.message}</p>
                {failure.changed && order.kind === "cart" && (
                  <Link to="/panier" className="mt-1 inline-flex min-h-11 items-center font-semibold underline">
                    Vérifier mon panier
                  </Link>
                )}
              </div>
            )}
            <button type="submit" disabled={busy} className={`mt-4 w-full ${primary}`}>
              {busy ? "Traitement..." : payLabel(currency)}
            </button>
            <p className="mt-3 text-center text-sm text-stone-700">
              La facture est valable {CRYPTO_PAYMENT_MINUTES} minutes, au cours garanti pendant ce délai.
            </p>
            {simulated && (
              <p className="mt-3 rounded-lg bg-amber-100 p-3 text-sm text-amber-950">
                Boutique en mode test : la page de paiement est simulée, aucune cryptomonnaie réelle n'est demandée.
              </p>
            )}
          </div>
        </aside>
      </form>
    </>
  );
}

function OrderSummary({
  order,
  shipping,
  totalCents,
}: {
  order: CryptoOrderView;
  shipping: Shipping;
  /** The server's total once the invoice exists. */
  totalCents?: number;
}) {
  const subtotal = order.kind === "package" ? order.totalCents : order.subtotalCents;
  const delivery =
    order.kind === "package"
      ? "Offerte"
      : order.kind === "cart"
        ? order.shippingCents === 0
          ? "Gratuite"
          : formatEuros(order.shippingCents)
        : totalCents !== undefined
          ? totalCents === order.subtotalCents
            ? "Gratuite"
            : formatEuros(Math.max(0, totalCents - order.subtotalCents))
          : shipping
            ? shipping.free
              ? "Gratuite"
              : formatEuros(shipping.cents)
            : "Calculée à la création du paiement";
  const total =
    totalCents ??
    (order.kind === "package"
      ? order.totalCents
      : order.kind === "cart"
        ? order.totalCents
        : shipping
          ? order.subtotalCents + (shipping.free ? 0 : shipping.cents)
          : null);
  return (
    <>
      <h2 id="crypto-recap" className="font-serif text-xl font-bold">
        Récapitulatif
      </h2>
      <SummaryLines lines={order.lines.map((l) => ({ ...l, totalCents: l.unitCents * l.quantity }))} />
      <dl className="mt-3 space-y-2 border-t border-miel-200 pt-3">
        <div className="flex justify-between gap-3">
          <dt>Sous-total</dt>
          <dd>{formatEuros(subtotal)}</dd>
        </div>
        {order.kind === "cart" && (order.discountCents > 0 || order.promoName) && (
          <div className="flex justify-between gap-3 text-green-900">
            <dt>{order.promoName ? `Code ${order.promoName}` : "Réduction"}</dt>
            <dd className="shrink-0">
              {order.discountCents > 0 ? `−${formatEuros(order.discountCents)}` : "Livraison offerte"}
            </dd>
          </div>
        )}
        <div className="flex justify-between gap-3">
          <dt>Livraison</dt>
          <dd className="text-right">{delivery}</dd>
        </div>
        <div className="flex justify-between gap-3 border-t border-miel-200 pt-2 text-lg font-bold">
          <dt>Total</dt>
          <dd data-testid="total">{total === null ? "—" : formatEuros(total)}</dd>
        </div>
      </dl>
    </>
  );
}

// The invoice: amounts, reference, countdown, the provider's page, and the order's state as it changes.

function useCryptoStatus(chargeId: string) {
  const [status, setStatus] = useState<CryptoStatusResponse | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      let delay: number | null;
      try {
        const next = await cryptoClient.status(chargeId);
        if (stopped) return;
        setStatus(next);
        setProblem(null);
        delay = nextPollDelay(next.status);
      } catch (err) {
        if (stopped) return;
        const unknown = err instanceof PaymentApiError && err.status === 404;
        setProblem(unknown ? err.message : "Connexion au serveur interrompue : nouvel essai dans quelques secondes.");
        delay = unknown ? null : 5000;
      }
      if (delay !== null) timer = setTimeout(() => void poll(), delay);
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [chargeId]);
  return { status, problem };
}

/** Milliseconds left before `deadline`, refreshed every second while `running`. */
function useTimeLeft(deadline: number, running: boolean) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return Math.max(0, deadline - now);
}

function CopyButton({ text, what }: { text: string; what: string }) {
  const [result, setResult] = useState<"copied" | "failed" | null>(null);
  const copy = () => {
    if (!navigator.clipboard) {
      setResult("failed");
      return;
    }
    navigator.clipboard.writeText(text).then(
      () => setResult("copied"),
      () => setResult("failed"),
    );
  };
  return (
    <>
      <button
        type="button"
        onClick={copy}
        className="min-h-11 shrink-0 rounded-full border border-miel-900 px-4 text-sm font-semibold text-miel-900 hover:bg-miel-100"
      >
        {result === "copied" ? "Copiée ✓" : `Copier ${what}`}
      </button>
      <span role="status" className="sr-only">
        {result === "copied" ? "Référence copiée" : ""}
      </span>
      {result === "failed" && (
        <span className="text-sm text-red-800">Copie impossible : sélectionnez la référence pour la copier.</span>
      )}
    </>
  );
}

const TONES: Record<StatusMessage["tone"], string> = {
  info: "border-miel-200 bg-miel-50 text-stone-900",
  success: "border-green-300 bg-green-50 text-green-900",
  warning: "border-amber-300 bg-amber-50 text-amber-950",
  error: "border-red-300 bg-red-50 text-red-900",
};

function Invoice({ stored, shortName, onRestart }: { stored: StoredCharge; shortName: string; onRestart: () => void }) {
  const { charge, order } = stored;
  const navigate = useNavigate();
  const basket = useCart();
  const { status, problem } = useCryptoStatus(charge.charge_id);
  const state = status?.status ?? "pending";
  // Payable while pending, and while an under-paid invoice is still open for the rest.
  const open = state === "pending" || (state === "review" && status?.invoice_status === "New");
  const timeLeft = useTimeLeft(stored.deadline, open);
  const message = cryptoStatusMessage(status ?? { status: "pending", invoice_status: null, additional_status: null });
  const currency = findCryptoCurrency(charge.currency);

  useEffect(() => {
    if (status?.status !== "paid") return;
    try {
      sessionStorage.removeItem(cryptoChargeStorageKey(shortName));
    } catch {
      // Nothing kept.
    }
    void navigate(paidDestination(status.redirect_url, charge.charge_id), { replace: true });
  }, [status, shortName, charge.charge_id, navigate]);

  const backToBasket = () => {
    try {
      sessionStorage.removeItem(cryptoChargeStorageKey(shortName));
    } catch {
      // Nothing kept.
    }
    // The expired order's lines go back in the basket they came from.
    if (order.kind === "cart" && stored.basket.length > 0 && basket.items.length === 0) {
      basket.replaceItems(stored.basket);
    }
    void navigate("/panier");
  };

  return (
    <>
      <h1 className="font-serif text-3xl font-bold text-miel-900">Paiement en cryptomonnaie</h1>
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0 space-y-6">
          <div role="status" className={`rounded-2xl border p-4 sm:p-6 ${TONES[message.tone]}`}>
            <p className="flex items-center gap-3 font-serif text-xl font-bold">
              {state === "pending" && <Spinner className="h-5 w-5" />}
              {message.title}
            </p>
            <p className="mt-1">{message.text}</p>
            {problem && <p className="mt-2 text-sm font-semibold">{problem}</p>}
          </div>

          {state === "review" && (
            <Link to="/" className={secondary}>
              Retour à l'accueil
            </Link>
          )}
          {state === "expired" && (
            <div className="flex flex-wrap gap-3">
              <button type="button" onClick={backToBasket} className={primary}>
                Retour au panier
              </button>
              {order.kind !== "cart" && (
                <button type="button" onClick={onRestart} className={secondary}>
                  Créer une nouvelle facture
                </button>
              )}
            </div>
          )}

          <section aria-labelledby="crypto-facture" className={card}>
            <h2 id="crypto-facture" className="font-serif text-xl font-bold">
              Votre facture
            </h2>
            <dl className="mt-4 grid gap-4 sm:grid-cols-2">
              <div>
                <dt className="text-sm text-stone-700">Montant en dollars</dt>
                <dd className="text-2xl font-bold" data-testid="usd-amount">
                  {formatUsd(charge.amount)}
                </dd>
                <dd className="text-sm text-stone-700">soit {formatEuros(charge.amount_eur_cents)}</dd>
              </div>
              <div>
                <dt className="text-sm text-stone-700">Montant en {currency?.name ?? charge.currency}</dt>
                <dd className="font-mono text-2xl font-bold break-all" data-testid="crypto-amount">
                  {charge.crypto_amount} {charge.currency}
                </dd>
              </div>
              <div className="sm:col-span-2">
                <dt className="text-sm text-stone-700">Référence du paiement</dt>
                <dd className="mt-1 flex flex-wrap items-center gap-3">
                  <span className="font-mono text-sm break-all" data-testid="charge-id">
                    {charge.charge_id}
                  </span>
                  <CopyButton text={charge.charge_id} what="la référence" />
                </dd>
              </div>
              <div className="sm:col-span-2">
                <dt className="text-sm text-stone-700">Commande</dt>
                <dd className="font-mono font-semibold">{charge.reference}</dd>
              </div>
            </dl>

            {open && (
              <>
                <div className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
                  <p className="font-semibold">
                    Cette facture expire {CRYPTO_PAYMENT_MINUTES} minutes après sa création : payez avant la fin du
                    délai, le montant en cryptomonnaie n'est garanti que pendant ce temps.
                  </p>
                  <p className="mt-2">
                    Temps restant :{" "}
                    <span role="timer" className="font-mono text-2xl font-bold" data-testid="countdown">
                      {formatCountdown(timeLeft)}
                    </span>
                  </p>
                  <p aria-live="polite" className="sr-only">
                    {countdownAnnouncement(timeLeft)}
                  </p>
                </div>
                <a
                  href={charge.hosted_url}
                  target="_blank"
                  rel="noopener"
                  className={`mt-6 w-full sm:w-auto ${primary}`}
                >
                  Ouvrir la page de paiement
                  <span className="sr-only"> (nouvel onglet)</span>
                  <span aria-hidden="true" className="ml-2">
                    ↗
                  </span>
                </a>
              </>
            )}
          </section>
        </div>

        <aside aria-labelledby="crypto-recap" className="min-w-0">
          <div className={card}>
            <OrderSummary order={order} shipping={null} totalCents={charge.amount_eur_cents} />
          </div>
        </aside>
      </div>
    </>
  );
}
