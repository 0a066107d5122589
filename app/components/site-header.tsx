import { Link, NavLink, useLocation } from "react-router";
import { AddedNotice } from "./added-notice";
import { CartLink } from "./cart-link";
import { Icon } from "./icons";

/**
 * The top bar on a wide screen (spec §2 Home: anchors to Parfums, Catalogue and Avis Clients, beside the collections).
 * An anchor of the home page is a plain link: it is never « the current page ».
 */
const TOP_BAR_LINKS = [
  { href: "/miels-collection", label: "Miels", anchor: false },
  { href: "/#parfums", label: "Parfums", anchor: true },
  { href: "/autres-collection", label: "Autres", anchor: false },
  { href: "/catalogue", label: "Catalogue", anchor: false },
  { href: "/#avis", label: "Avis Clients", anchor: true },
] as const;

/** The menu of a phone, in the spec's order and words (Catalogue, Parfums Homme, Parfums Femme, Miels), and Autres. */
const MENU_LINKS = [
  { href: "/catalogue", label: "Catalogue" },
  { href: "/parfums-homme", label: "Parfums Homme" },
  { href: "/parfums-femme", label: "Parfums Femme" },
  { href: "/miels-collection", label: "Miels" },
  { href: "/autres-collection", label: "Autres" },
] as const;

const TOP_BAR_LINK_CLASS =
  "inline-flex min-h-11 items-center border-b-2 border-transparent px-2 text-stone-800 hover:text-miel-700 aria-[current=page]:border-miel-900 aria-[current=page]:text-miel-900";

/** The fixed top bar of spec §2 Home. */
/** The first word of the full name, or "Profil" (spec §2 Home). */
export function profileLabel(viewer: { fullName: string } | null): string | null {
  if (!viewer) return null;
  return viewer.fullName.trim().split(/\s+/)[0] || "Profil";
}

/** Shown above the top bar whenever simulated payments are active (fixed height: no layout shift). */
export const DEMO_NOTICE = "Mode démonstration — aucun paiement réel";

export function SiteHeader({
  shopName,
  viewer,
  demoMode = false,
}: {
  shopName: string;
  viewer: { fullName: string } | null;
  demoMode?: boolean;
}) {
  const profile = profileLabel(viewer);
  const account = profile ? { to: "/profil", label: profile } : { to: "/connexion", label: "Connexion" };
  // The header outlives client-side navigations: keyed by the page, the menu closes once a link is followed.
  const { pathname } = useLocation();
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-miel-200 bg-white/95 backdrop-blur">
      {demoMode && (
        <p
          data-testid="demo-banner"
          className="flex h-8 items-center justify-center overflow-hidden border-b border-amber-500 bg-amber-200 px-2 text-center text-sm leading-tight font-semibold whitespace-nowrap text-stone-950"
        >
          {DEMO_NOTICE}
        </p>
      )}
      <div className="relative mx-auto flex h-16 max-w-6xl items-center gap-4 px-4">
        <Link to="/" className="flex items-center gap-2" aria-label={`${shopName} — accueil`}>
          <img src="/images/logo.svg" alt="" width={36} height={36} className="h-9 w-9" />
          <span className="font-serif text-xl font-bold text-miel-900">{shopName}</span>
        </Link>
        <nav aria-label="Navigation principale" className="ml-4 hidden md:block lg:ml-8">
          <ul className="flex gap-1 text-sm font-medium lg:gap-3">
            {TOP_BAR_LINKS.map((a) => (
              <li key={a.href}>
                {a.anchor ? (
                  <Link to={a.href} className={TOP_BAR_LINK_CLASS}>
                    {a.label}
                  </Link>
                ) : (
                  <NavLink to={a.href} className={TOP_BAR_LINK_CLASS}>
                    {a.label}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <Link
            to={account.to}
            className="hidden rounded-full border border-miel-900 px-4 py-2 text-sm font-semibold text-miel-900 hover:bg-miel-100 sm:inline-block"
          >
            {account.label}
          </Link>
          <CartLink />
          <details key={pathname} className="group relative md:hidden">
            <summary
              className="flex h-11 w-11 cursor-pointer list-none items-center justify-center rounded-full border border-miel-200"
              aria-label="Menu"
            >
              <Icon name="menu" />
            </summary>
            <nav
              aria-label="Menu mobile"
              className="absolute right-0 mt-2 w-56 rounded-xl border border-miel-200 bg-white p-2 shadow-lg"
            >
              <ul>
                {MENU_LINKS.map((a) => (
                  <li key={a.href}>
                    <NavLink
                      to={a.href}
                      className="block rounded-lg px-3 py-3 text-stone-800 hover:bg-miel-50 aria-[current=page]:font-semibold aria-[current=page]:text-miel-900"
                    >
                      {a.label}
                    </NavLink>
                  </li>
                ))}
                <li>
                  <Link
                    to={account.to}
                    className="block rounded-lg px-3 py-3 font-semibold text-miel-900 hover:bg-miel-50"
                  >
                    {account.label}
                  </Link>
                </li>
              </ul>
            </nav>
          </details>
        </div>
        <AddedNotice />
      </div>
    </header>
  );
}
