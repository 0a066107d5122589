import { useRef } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import { useDismissableDetails } from "#app/hooks/use-dismissable-details";
import { AddedNotice } from "./added-notice";
import { AnnouncementBar, type PromotionNotice } from "./announcement-bar";
import { CartLink } from "./cart-link";
import { Icon } from "./icons";

/** The two perfume lines, under the one « Parfums » entry (issue 34); « Parfums » is read before each name. */
export const PERFUME_LINKS = [
  { href: "/parfums-homme", label: "Homme", line: "Collection Mr.H" },
  { href: "/parfums-femme", label: "Femme", line: "Collection Mme.H" },
] as const;

/**
 * The top bar on a wide screen (spec §2 Home: Parfums, Catalogue and Avis Clients, beside the collections). An anchor
 * of the home page is a plain link: it is never « the current page ».
 */
const BEFORE_PERFUMES = [{ href: "/miels-collection", label: "Miels" }] as const;
const AFTER_PERFUMES = [
  { href: "/autres-collection", label: "Autres", anchor: false },
  { href: "/catalogue", label: "Catalogue", anchor: false },
  { href: "/#avis", label: "Avis Clients", anchor: true },
] as const;

/** The menu of a phone, in the spec's order (Catalogue, the perfumes, Miels), and Autres. */
const MENU_BEFORE = [{ href: "/catalogue", label: "Catalogue" }] as const;
const MENU_AFTER = [
  { href: "/miels-collection", label: "Miels" },
  { href: "/autres-collection", label: "Autres" },
] as const;

const TOP_BAR_LINK_CLASS =
  "inline-flex min-h-11 items-center gap-1 border-b border-transparent px-1.5 tracking-wide whitespace-nowrap lg:px-2 text-stone-800 hover:text-miel-700 aria-[current=page]:border-miel-900 aria-[current=page]:text-miel-900";
/** « Parfums » on a perfume's page: marked as the current page's links are (a summary has no aria-current). */
const CURRENT_ENTRY_CLASS = TOP_BAR_LINK_CLASS.replace("border-transparent", "border-miel-900").replace(
  "text-stone-800",
  "text-miel-900",
);
const ICON_BUTTON_CLASS =
  "flex h-11 w-11 shrink-0 cursor-pointer items-center justify-center rounded-full text-miel-900 hover:bg-miel-100";
const MENU_LINK_CLASS =
  "block px-3 py-3 text-stone-800 hover:bg-miel-50 aria-[current=page]:font-semibold aria-[current=page]:text-miel-900";

/** The first word of the full name, or "Profil" (spec §2 Home). */
export function profileLabel(viewer: { fullName: string } | null): string | null {
  if (!viewer) return null;
  return viewer.fullName.trim().split(/\s+/)[0] || "Profil";
}

/** Whether an address is one of the perfumes' pages (the « Parfums » entry is then marked as where one is). */
export function isPerfumePath(pathname: string): boolean {
  return /^\/parfums?-|^\/parfum\//.test(pathname);
}

/** A perfume line's link: « Parfums Homme » read, « Homme » shown under the « Parfums » heading. */
function PerfumeLinks({ itemClass }: { itemClass: string }) {
  return PERFUME_LINKS.map((l) => (
    <li key={l.href}>
      <NavLink to={l.href} className={itemClass}>
        <span className="sr-only">Parfums </span>
        {l.label}
        <span className="block text-xs tracking-wide text-stone-600">{l.line}</span>
      </NavLink>
    </li>
  ));
}

/** « Parfums »: a disclosure (works with the keyboard and without JavaScript) opening Homme and Femme. */
function PerfumesEntry({ current }: { current: boolean }) {
  const ref = useRef<HTMLDetailsElement>(null);
  useDismissableDetails(ref);
  return (
    <details ref={ref} className="group relative">
      <summary className={`${current ? CURRENT_ENTRY_CLASS : TOP_BAR_LINK_CLASS} cursor-pointer list-none`}>
        Parfums
        <Icon
          name="chevron"
          size={16}
          className="transition-transform group-open:rotate-180 motion-reduce:transition-none"
        />
      </summary>
      <ul className="absolute top-full left-0 z-10 mt-1 w-56 border border-stone-200 bg-white py-2 shadow-lg">
        <PerfumeLinks itemClass={MENU_LINK_CLASS} />
      </ul>
    </details>
  );
}

/** The catalogue's search (`/catalogue?q=`): a form in the wide top bar, a link to the catalogue's field on a phone. */
function HeaderSearch() {
  return (
    <>
      <Form
        method="get"
        action="/catalogue"
        role="search"
        aria-label="Recherche dans la boutique"
        className="hidden items-center border-b border-stone-400 focus-within:border-miel-900 lg:flex"
      >
        <label htmlFor="recherche-entete" className="sr-only">
          Recherche : un miel, un parfum…
        </label>
        <input
          id="recherche-entete"
          type="search"
          name="q"
          placeholder="Rechercher"
          className="h-10 w-40 bg-transparent px-1 text-sm text-stone-900 placeholder:text-stone-600 focus:outline-none xl:w-52"
        />
        <button type="submit" className={`${ICON_BUTTON_CLASS} h-10 w-10`} aria-label="Lancer la recherche">
          <Icon name="search" size={20} />
        </button>
      </Form>
      <Link to="/catalogue" className={`${ICON_BUTTON_CLASS} lg:hidden`} aria-label="Recherche dans le catalogue">
        <Icon name="search" />
      </Link>
    </>
  );
}

/** The phone's menu: a disclosure too, closed again once a link is followed (keyed by the page). */
function PhoneMenu({ account }: { account: { to: string; label: string } }) {
  const ref = useRef<HTMLDetailsElement>(null);
  useDismissableDetails(ref);
  return (
    <details ref={ref} className="relative md:hidden">
      <summary className={`${ICON_BUTTON_CLASS} list-none`} aria-label="Menu">
        <Icon name="menu" />
      </summary>
      <nav
        aria-label="Menu mobile"
        className="absolute right-0 mt-2 w-64 border border-stone-200 bg-white py-2 shadow-lg"
      >
        <ul>
          <MenuLinks links={MENU_BEFORE} />
          <li>
            <p id="menu-parfums" className="label-caps px-3 pt-3 pb-1 text-stone-600">
              Parfums
            </p>
            <ul aria-labelledby="menu-parfums" className="border-l border-stone-200 ml-3">
              <PerfumeLinks itemClass={MENU_LINK_CLASS} />
            </ul>
          </li>
          <MenuLinks links={MENU_AFTER} />
          <li className="mt-1 border-t border-stone-200">
            <Link to={account.to} className={`${MENU_LINK_CLASS} font-semibold text-miel-900`}>
              {account.label}
            </Link>
          </li>
        </ul>
      </nav>
    </details>
  );
}

/** The phone menu's plain links, each an item of its list. */
function MenuLinks({ links }: { links: readonly { href: string; label: string }[] }) {
  return links.map((a) => (
    <li key={a.href}>
      <NavLink to={a.href} className={MENU_LINK_CLASS}>
        {a.label}
      </NavLink>
    </li>
  ));
}

/** The fixed top of every page (spec §2 Home): the announcement bar, then the top bar. */
export function SiteHeader({
  shopName,
  viewer,
  demoMode = false,
  promotion = null,
}: {
  shopName: string;
  viewer: { fullName: string } | null;
  demoMode?: boolean;
  promotion?: PromotionNotice | null;
}) {
  const profile = profileLabel(viewer);
  const account = profile ? { to: "/profil", label: profile } : { to: "/connexion", label: "Connexion" };
  // The header outlives client-side navigations: keyed by the page, the menus close once a link is followed.
  const { pathname } = useLocation();
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur">
      <AnnouncementBar demoMode={demoMode} promotion={promotion} />
      <div className="relative mx-auto flex h-16 max-w-6xl items-center gap-2 px-4">
        <Link to="/" className="flex shrink-0 items-center gap-2" aria-label={`${shopName} — accueil`}>
          <img src="/images/logo.svg" alt="" width={36} height={36} className="h-9 w-9" />
          <span className="font-serif text-xl font-bold text-miel-900">{shopName}</span>
        </Link>
        <nav aria-label="Navigation principale" className="ml-2 hidden md:block lg:ml-8">
          <ul className="flex items-center gap-1 text-sm font-medium lg:gap-3">
            {BEFORE_PERFUMES.map((a) => (
              <li key={a.href}>
                <NavLink to={a.href} className={TOP_BAR_LINK_CLASS}>
                  {a.label}
                </NavLink>
              </li>
            ))}
            <li>
              <PerfumesEntry key={pathname} current={isPerfumePath(pathname)} />
            </li>
            {AFTER_PERFUMES.map((a) => (
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
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <HeaderSearch />
          <Link
            to={account.to}
            className="hidden min-h-11 items-center px-2 text-sm font-medium tracking-wide text-stone-800 hover:text-miel-700 sm:inline-flex"
          >
            {account.label}
          </Link>
          <CartLink />
          <PhoneMenu key={pathname} account={account} />
        </div>
        <AddedNotice />
      </div>
    </header>
  );
}
