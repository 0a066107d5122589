import { NavLink } from "react-router";

const LINKS = [
  { to: "/profil", label: "Mon profil", end: true },
  { to: "/profil/favoris", label: "Mes favoris", end: false },
  { to: "/profil/adresses", label: "Mes adresses", end: false },
  { to: "/profil/securite", label: "Connexion et sécurité", end: false },
] as const;

/** The account's pages (decision 113), the current one marked for assistive technology. */
export function AccountNav() {
  return (
    <nav aria-label="Mon compte" className="mt-4">
      <ul className="flex flex-wrap gap-2">
        {LINKS.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end={link.end}
              className={({ isActive }) =>
                `inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold ${isActive ? "border-miel-900 bg-miel-900 text-white" : "border-miel-300 bg-white text-miel-900 underline"}`
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
