import type { Route } from "./+types/profile";
import { eurosToCents, formatEuros, formatEurosInText } from "#core/money";
import { countOf } from "#core/french-plural";
import { LOYALTY_REWARD, loyaltyProgress, WELCOME_OFFER, WELCOME_OFFER_HEADLINE } from "#core/rewards";
import { AccountInfo } from "#app/components/profile/account-info";
import { AccountNav } from "#app/components/profile/account-nav";
import { FavouritesLink } from "#app/components/profile/favourites-link";
import { MyData } from "#app/components/profile/my-data";
import { dateFr, OrdersSection } from "#app/components/profile/orders-section";
import { AccountNewsletter } from "#app/components/newsletter/account-newsletter";
import { CardSection } from "#app/components/ui/card";
import { CopyButton } from "#app/components/ui/copy-button";
import { PageTitle } from "#app/components/ui/text";
import { signInRedirect } from "#app/lib/auth-form";
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

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await context.services.accounts.currentUser(request);
  // Signed out: the sign-in form, which comes back here (a plain redirect, so it works without JavaScript too).
  if (!user) throw signInRedirect(request);
  const [rewards, orders] = await Promise.all([
    context.services.accounts.rewards(request),
    context.services.orders.mine(request),
  ]);
  return { user, rewards, orders };
}

export default function Profile({ loaderData }: Route.ComponentProps) {
  const { user, rewards, orders } = loaderData;
  const greeting = user.full_name.trim() || user.email.split("@")[0];
  const spentCents = user.total_spent_cents;
  const earned = rewards.filter((reward) => reward.is_earned);
  // Decision 088: the next step not already rewarded, on spending net of refunds.
  const next = loyaltyProgress(
    spentCents,
    earned.map((reward) => eurosToCents(reward.threshold_amount)),
  );
  const voucher = formatEurosInText(LOYALTY_REWARD.voucherCents);
  return (
    <main className="mx-auto max-w-4xl px-4 py-12">
      <PageTitle>Bonjour {greeting}</PageTitle>
      <AccountNav />

      {user.order_count === 0 && user.welcome_promo && (
        <section aria-labelledby="bienvenue" className="mt-6 rounded-2xl bg-miel-900 p-6 text-miel-50">
          <h2 id="bienvenue" className="font-serif text-2xl font-bold">
            {WELCOME_OFFER_HEADLINE}
          </h2>
          <p className="mt-2">
            Valable dès {formatEuros(WELCOME_OFFER.minimumCents)} d'achats, sur tous nos parfums et produits.
          </p>
          <div className="mt-4 flex flex-wrap items-center gap-3 rounded-xl bg-white p-3 text-encre">
            <span className="font-mono text-lg font-bold">{user.welcome_promo}</span>
            <CopyButton text={user.welcome_promo} label="Copier le code" copiedLabel="Copié ✓" />
          </div>
        </section>
      )}

      <AccountInfo user={user} />
      <FavouritesLink />

      <CardSection id="recompenses" title="Mes récompenses" padding="lg" className="mt-8" size="2xl">
        {earned.length > 0 && (
          <p className="mt-2 text-green-800">
            Félicitations ! Vous avez gagné {earned.length === 1 ? "un bon" : countOf(earned.length, "bon")} de{" "}
            {voucher} grâce à vos achats.
          </p>
        )}
        <div className="mt-3">
          <p>
            {formatEuros(spentCents)} sur {formatEuros(next.stepCents)} : encore {formatEuros(next.leftCents)} pour
            gagner un bon de {voucher}.
          </p>
          <p className="text-sm text-stone-700">Vos achats sont comptés remboursements déduits.</p>
          <div
            role="progressbar"
            aria-label="Progression vers votre prochain bon"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={next.percent}
            className="mt-2 h-3 overflow-hidden rounded-full bg-miel-100"
          >
            <div className="h-full bg-miel-600" style={{ width: `${next.percent}%` }} />
          </div>
        </div>
        <ul className="mt-4 space-y-3">
          {rewards.map((reward) => (
            <li
              key={reward.id ?? `seuil-${reward.threshold_amount}`}
              className="flex flex-wrap items-center gap-3 rounded-xl bg-miel-50 p-3"
            >
              <span className="font-semibold">{formatEuros(eurosToCents(reward.discount_amount))}</span>
              {reward.is_earned && !reward.is_used && reward.code && (
                <>
                  <span className="rounded-full bg-green-100 px-2 py-0.5 text-sm font-semibold text-green-900">
                    Disponible
                  </span>
                  <span className="font-mono">{reward.code}</span>
                  <CopyButton text={reward.code} label="Copier le code" copiedLabel="Copié ✓" />
                  {reward.expires_at && (
                    <span className="text-sm text-stone-700">
                      jusqu'au {dateFr.format(new Date(reward.expires_at))}
                    </span>
                  )}
                </>
              )}
              {reward.is_used && <span className="rounded-full bg-stone-200 px-2 py-0.5 text-sm">Utilisée</span>}
              {!reward.is_earned && (
                <span className="text-sm text-stone-700">
                  Seuil : {formatEuros(eurosToCents(reward.threshold_amount))}
                </span>
              )}
            </li>
          ))}
        </ul>
      </CardSection>

      <OrdersSection orders={orders} />

      <AccountNewsletter email={user.email} />

      <MyData />
    </main>
  );
}
