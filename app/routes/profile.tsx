import { useState } from "react";
import { data, Link, useNavigate } from "react-router";
import type { Route } from "./+types/profile";
import { formatEuros } from "#core/money";
import { LOYALTY_REWARD } from "#core/rewards";
import { authClient } from "#app/lib/auth-client";
import { seoMeta } from "#app/lib/meta";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...seoMeta({
    matches,
    title: "Mon profil",
    description: "Votre compte, vos récompenses et vos commandes.",
    path: "/profil",
  }),
  { name: "robots", content: "noindex" },
];

const REWARD_STEP_CENTS = LOYALTY_REWARD.stepCents;
const dateFr = new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeZone: "Europe/Paris" });

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await context.services.accounts.currentUser(request);
  if (!user) return data({ user: null, rewards: [], orders: [] }, { status: 401 });
  const [rewards, orders] = await Promise.all([
    context.services.accounts.rewards(request),
    context.services.orders.mine(request),
  ]);
  return { user, rewards, orders };
}

function CopyButton({ text }: { text: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      onClick={() => {
        void navigator.clipboard?.writeText(text).then(() => setCopied(true));
      }}
      className="min-h-11 rounded-full border border-miel-900 px-4 text-sm font-semibold text-miel-900 hover:bg-miel-100"
    >
      <span aria-live="polite">{copied ? "Copié ✓" : "Copier le code"}</span>
    </button>
  );
}

export default function Profile({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const { user, rewards, orders } = loaderData;
  if (!user) {
    return (
      <main className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="font-serif text-3xl font-bold text-miel-900">Accès refusé</h1>
        <p className="mt-4 text-stone-800">Connectez-vous pour voir votre profil, vos commandes et vos récompenses.</p>
        <Link to="/connexion" className="mt-8 inline-block rounded-full bg-miel-900 px-6 py-3 font-semibold text-white">
          Se connecter
        </Link>
      </main>
    );
  }
  const greeting = user.full_name.trim() || user.email.split("@")[0];
  const spentCents = user.total_spent_cents;
  const progress = Math.min(100, Math.floor((spentCents / REWARD_STEP_CENTS) * 100));
  const logout = async () => {
    await authClient.logout().catch(() => undefined);
    await navigate("/");
  };
  return (
    <main className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="font-serif text-3xl font-bold text-miel-900">Bonjour {greeting}</h1>

      {user.order_count === 0 && user.welcome_promo && (
        <section aria-labelledby="bienvenue" className="mt-6 rounded-2xl bg-miel-900 p-6 text-miel-50">
          <h2 id="bienvenue" className="font-serif text-2xl font-bold">
            7 € offerts sur votre première commande
          </h2>
          <p className="mt-2">Valable dès 29,99 € d'achats, sur tous nos parfums et produits.</p>
          <div className="mt-4 flex flex-wrap items-center gap-3 rounded-xl bg-white p-3 text-encre">
            <span className="font-mono text-lg font-bold">{user.welcome_promo}</span>
            <CopyButton text={user.welcome_promo} />
          </div>
        </section>
      )}

      <section aria-labelledby="infos" className="mt-8 rounded-2xl border border-miel-200 bg-white p-6">
        <h2 id="infos" className="font-serif text-2xl font-bold">
          Informations personnelles
        </h2>
        <dl className="mt-4 grid gap-3 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-stone-700">E-mail</dt>
            <dd className="font-semibold">{user.email}</dd>
          </div>
          <div>
            <dt className="text-sm text-stone-700">Commandes</dt>
            <dd className="font-semibold">{user.order_count}</dd>
          </div>
          <div>
            <dt className="text-sm text-stone-700">Total dépensé</dt>
            <dd className="font-semibold">{formatEuros(spentCents)}</dd>
          </div>
          <div>
            <dt className="text-sm text-stone-700">Membre depuis</dt>
            <dd className="font-semibold">{dateFr.format(new Date(user.created_at))}</dd>
          </div>
        </dl>
        <button
          type="button"
          onClick={() => void logout()}
          className="mt-6 min-h-11 rounded-full border border-miel-900 px-5 font-semibold text-miel-900 hover:bg-miel-100"
        >
          Se déconnecter
        </button>
      </section>

      <section aria-labelledby="recompenses" className="mt-8 rounded-2xl border border-miel-200 bg-white p-6">
        <h2 id="recompenses" className="font-serif text-2xl font-bold">
          Mes récompenses
        </h2>
        {spentCents >= REWARD_STEP_CENTS ? (
          <p className="mt-2 text-green-800">Félicitations ! Vous avez gagné des bons de 10 € grâce à vos achats.</p>
        ) : (
          <div className="mt-3">
            <p>
              {formatEuros(spentCents)} sur 100,00 € : encore {formatEuros(REWARD_STEP_CENTS - spentCents)} pour gagner
              un bon de 10 €.
            </p>
            <div
              role="progressbar"
              aria-label="Progression vers votre prochain bon"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress}
              className="mt-2 h-3 overflow-hidden rounded-full bg-miel-100"
            >
              <div className="h-full bg-miel-600" style={{ width: `${progress}%` }} />
            </div>
          </div>
        )}
        <ul className="mt-4 space-y-3">
          {rewards.map((reward) => (
            <li
              key={reward.id ?? `seuil-${reward.threshold_amount}`}
              className="flex flex-wrap items-center gap-3 rounded-xl bg-miel-50 p-3"
            >
              <span className="font-semibold">{formatEuros(Math.round(reward.discount_amount * 100))}</span>
              {reward.is_earned && !reward.is_used && reward.code && (
                <>
                  <span className="rounded-full bg-green-100 px-2 py-0.5 text-sm font-semibold text-green-900">
                    Disponible
                  </span>
                  <span className="font-mono">{reward.code}</span>
                  <CopyButton text={reward.code} />
                  {reward.expires_at && (
                    <span className="text-sm text-stone-700">
                      jusqu'au {dateFr.format(new Date(reward.expires_at))}
                    </span>
                  )}
                </>
              )}
              {reward.is_used && <span className="rounded-full bg-stone-200 px-2 py-0.5 text-sm">Utilisée</span>}
              {!reward.is_earned && <span className="text-sm text-stone-700">Seuil: {reward.threshold_amount}€</span>}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="commandes" className="mt-8 rounded-2xl border border-miel-200 bg-white p-6">
        <h2 id="commandes" className="font-serif text-2xl font-bold">
          Mes commandes
        </h2>
        {orders.length === 0 ? (
          <p className="mt-2 text-stone-800">Aucune commande pour l'instant.</p>
        ) : (
          <ul className="mt-4 divide-y divide-miel-200">
            {orders.map((order) => (
              <li key={order.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
                <span>
                  <span className="block font-mono font-semibold whitespace-nowrap">{order.reference}</span>
                  <span className="text-sm text-stone-700">{dateFr.format(new Date(order.createdAt))}</span>
                </span>
                <span className="flex flex-wrap items-center gap-x-4 gap-y-1">
                  <span className="rounded-full bg-miel-100 px-3 py-1 text-sm font-semibold text-miel-900">
                    {order.statusLabel}
                  </span>
                  <span className="font-semibold">{formatEuros(order.totalCents)}</span>
                  <Link
                    to={`/commandes/${encodeURIComponent(order.reference)}`}
                    className="inline-flex min-h-11 items-center font-semibold text-miel-900 underline"
                  >
                    Voir<span className="sr-only"> la commande {order.reference}</span>
                  </Link>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
