import { Link } from "react-router";
import { NewsletterSignup } from "#app/components/newsletter/newsletter-signup";
import { LEGAL_PAGES, telHref } from "#app/lib/legal-pages";
import { dispatchPhrase } from "#core/dispatch-rule";
import type { SocialLink } from "#core/legal-identity";

export function SiteFooter({
  shopName,
  supportEmail,
  supportPhone,
  socialLinks,
  cutOffHour,
}: {
  shopName: string;
  supportEmail?: string;
  supportPhone?: string;
  /** The accounts given in the back office: « Suivez-nous » only when there is one (never an invented address). */
  socialLinks: SocialLink[];
  /** The dispatch cut-off the delivery estimates use (decision 100): the footer says the same rule. */
  cutOffHour?: number;
}) {
  return (
    <footer className="mt-16 bg-miel-900 text-miel-50">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-3">
        <div>
          <p className="font-serif text-xl font-bold">{shopName}</p>
          <p className="mt-2 text-sm text-miel-100">
            Miels rares du monde, parfums Mr.H et Mme.H, et Shilajit. Paiement sécurisé, {dispatchPhrase(cutOffHour)},
            retours sous 30 jours.
          </p>
        </div>
        <div>
          <h2 className="font-semibold">Contact</h2>
          <ul className="mt-2 space-y-1 text-sm text-miel-100">
            {supportEmail && (
              <li>
                <a href={`mailto:${supportEmail}`} className="underline hover:text-white">
                  {supportEmail}
                </a>
              </li>
            )}
            {supportPhone && (
              <li>
                <a href={telHref(supportPhone)} className="underline hover:text-white">
                  {supportPhone}
                </a>
              </li>
            )}
          </ul>
        </div>
        {socialLinks.length > 0 && (
          <div>
            <h2 className="font-semibold">Suivez-nous</h2>
            <ul className="mt-2 flex gap-4 text-sm">
              {socialLinks.map((s) => (
                <li key={s.label}>
                  <a href={s.href} rel="noopener noreferrer" className="underline hover:text-white">
                    {s.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <div className="mx-auto max-w-6xl border-t border-miel-700 px-4 py-8">
        <div className="max-w-xl">
          <NewsletterSignup source="footer" tone="dark" />
        </div>
      </div>
      <nav aria-label="Informations légales" className="border-t border-miel-700">
        <ul className="mx-auto flex max-w-6xl flex-wrap justify-center gap-x-6 px-4 py-2 text-sm">
          {LEGAL_PAGES.map((page) => (
            <li key={page.path}>
              <Link to={page.path} className="inline-flex min-h-11 items-center underline hover:text-white">
                {page.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="border-t border-miel-700 py-4 text-center text-xs text-miel-100">
        © {new Date().getFullYear()} {shopName}. Tous droits réservés.
      </p>
    </footer>
  );
}
