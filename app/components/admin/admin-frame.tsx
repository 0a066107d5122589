import type { ReactNode } from "react";
import { NavLink, useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "#app/root";
import { authClient } from "#app/lib/auth-client";

const SECTIONS = [
  { to: "/admin", label: "Tableau de bord", end: true },
  { to: "/admin/commandes", label: "Commandes", end: false },
  { to: "/admin/produits", label: "Produits", end: false },
  { to: "/admin/lots", label: "Lots", end: false },
  { to: "/admin/lettres", label: "Lettres", end: false },
  { to: "/admin/alertes-stock", label: "Alertes stock", end: false },
  { to: "/admin/promo-codes", label: "Codes promo", end: false },
  { to: "/admin/users", label: "Clients", end: false },
  { to: "/admin/analytique", label: "Analytique", end: false },
  { to: "/admin/avis", label: "Avis", end: false },
  { to: "/admin/identite", label: "Identité", end: false },
  { to: "/admin/journal", label: "Journal", end: false },
];

async function signOut() {
  try {
    await authClient.logout();
  } finally {
    window.location.assign("/connexion");
  }
}

/** The back office's frame: its own header and navigation, nothing of the storefront's. */
export function AdminFrame({
  shopName,
  email,
  navigation = true,
  children,
}: {
  /** Defaults to the shop's configured name. */
  shopName?: string;
  email?: string;
  navigation?: boolean;
  children: ReactNode;
}) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const name = shopName ?? root?.config.shopName ?? "Maison H";
  return (
    <div className="min-h-screen bg-stone-50 text-encre">
      <a
        href="#contenu"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        Aller au contenu
      </a>
      <header className="border-b border-stone-300 bg-miel-900 text-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-3">
          <p className="font-serif text-lg font-bold">
            {name} <span className="font-sans text-sm font-normal text-miel-100">· Administration</span>
          </p>
          {email && (
            <div className="flex items-center gap-3 text-sm">
              <span className="hidden text-miel-100 sm:inline">{email}</span>
              <a href="/" className="underline">
                Voir la boutique
              </a>
              <button type="button" onClick={() => void signOut()} className="min-h-11 px-2 underline">
                Déconnexion
              </button>
            </div>
          )}
        </div>
        {navigation && (
          <nav aria-label="Administration" className="mx-auto max-w-6xl px-2 pb-2 sm:pb-0">
            {/* On a phone the sections wrap as buttons rather than hide off the edge. */}
            <ul className="flex flex-wrap gap-1 whitespace-nowrap">
              {SECTIONS.map((section) => (
                <li key={section.to}>
                  <NavLink
                    to={section.to}
                    end={section.end}
                    className={({ isActive }) =>
                      `inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold sm:rounded-b-none ${
                        isActive ? "bg-stone-50 text-miel-900" : "text-white hover:bg-miel-700"
                      }`
                    }
                  >
                    {section.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </header>
      <main id="contenu" className="mx-auto max-w-6xl px-4 py-8">
        {children}
      </main>
    </div>
  );
}
