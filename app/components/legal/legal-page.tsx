import type { ReactNode } from "react";
import { Link } from "react-router";
import { PageTitle } from "#app/components/ui/text";
import type { LegalPageData } from "#app/lib/legal";
import { telHref } from "#app/lib/legal-pages";
import { TO_COMPLETE } from "#core/product-information";

/** The frame of a legal page: its title, a short lead and numbered sections, readable from 360 px. */
export function LegalPage({
  title,
  edition,
  lead,
  children,
}: {
  title: string;
  /** The text's version and date of last update, under the title. */
  edition?: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className="mx-auto max-w-3xl px-4 py-8 break-words">
      <PageTitle>{title}</PageTitle>
      {edition && <p className="mt-2 text-sm text-stone-700">{edition}</p>}
      {lead && <p className="mt-4 text-stone-800">{lead}</p>}
      <div className="mt-8 space-y-8">{children}</div>
    </main>
  );
}

export function LegalSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3 text-stone-800">
      <h2 id={id} className="font-serif text-2xl font-bold text-miel-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A term and its value, for identity blocks ("Raison sociale : …"). */
export function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[14rem_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-semibold">{term}</dt>
          <dd className="mb-2 sm:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} rel="noopener noreferrer" className="font-semibold text-miel-900 underline">
      {children}
    </a>
  );
}

/** « politique de confidentialité », the link the other legal texts send their readers' questions about data to. */
export function PrivacyPolicyLink() {
  return (
    <Link to="/confidentialite" className="font-semibold text-miel-900 underline">
      politique de confidentialité
    </Link>
  );
}

/** The shop's e-mail and phone, as links; a phone not given (SUPPORT_PHONE) reads « à compléter », never invented. */
export function ContactLinks({ data }: { data: Pick<LegalPageData, "supportEmail" | "supportPhone"> }) {
  return (
    <>
      <a href={`mailto:${data.supportEmail}`} className="font-semibold text-miel-900 underline">
        {data.supportEmail}
      </a>{" "}
      ou{" "}
      {data.supportPhone ? (
        <a href={telHref(data.supportPhone)} className="font-semibold text-miel-900 underline">
          {data.supportPhone}
        </a>
      ) : (
        <>téléphone {TO_COMPLETE}</>
      )}
    </>
  );
}

/** The publisher in one line: "Maison H SAS, SAS au capital de …, siège : …". */
export function PublisherLine({ data }: { data: LegalPageData }) {
  const { legal } = data;
  return (
    <>
      {legal.companyName} ({legal.legalForm}), SIREN {legal.siren}, RCS {legal.rcsCity}, siège : {legal.address}
    </>
  );
}

/** The mediator's website as a link when it is an address, as text otherwise ("à compléter"). */
export function MediatorWebsite({ website }: { website: string }) {
  return /^https?:\/\//.test(website) ? <ExternalLink href={website}>{website}</ExternalLink> : <>{website}</>;
}

/** Items in bordered cards: a title line, then its details. */
export function DetailCards({ items }: { items: { key: string; title: ReactNode; lines: ReactNode[] }[] }) {
  return (
    <ul className="space-y-4">
      {items.map((item) => (
        <li key={item.key} className="rounded-lg border border-stone-300 p-4">
          <p className="font-semibold">{item.title}</p>
          {item.lines.map((line, index) => (
            <p key={index} className="mt-1">
              {line}
            </p>
          ))}
        </li>
      ))}
    </ul>
  );
}

/** The information the CNIL recommends about the cookieless audience measurement (decision 031). */
export function AudienceNotice() {
  return (
    <p>
      La boutique mesure sa fréquentation sans cookie : chaque page de produit, ajout au panier et début de commande est
      compté de façon anonyme (empreinte quotidienne non réversible, ni adresse IP ni navigateur conservés, données
      effacées après 13 mois).
    </p>
  );
}
