import { dispatchPhrase, dispatchRuleText } from "#core/dispatch-rule";
import { countOf, listOf } from "#core/french-plural";
import { formatEurosInText } from "#core/money";
import { freeShippingText, type Offers } from "#app/lib/offer-texts";

/**
 * The threshold and the advertised code the delivery answer names (the configuration's and the code's figures), and
 * the countries the honeys on sale come from (the catalogue's: it said « huit pays » once for all).
 */
export interface FaqOffers {
  freeShippingFromCents: number | null;
  code: Offers["code"];
  countries: string[];
  /** The dispatch cut-off the delivery estimates use (`SHIPPING_CUTOFF_HOUR`, decision 100). */
  cutOffHour: number;
}

function originsAnswer(countries: string[]): string {
  const from =
    countries.length === 0
      ? "Nos miels viennent d'apiculteurs"
      : `Nos miels viennent de ${countOf(countries.length, "pays", "pays")} : ${listOf(countries)}. Chaque lot est sélectionné auprès d'apiculteurs`;
  return `${from} que nous connaissons.`;
}

function deliveryAnswer({ freeShippingFromCents, code, cutOffHour }: FaqOffers): string {
  const free =
    freeShippingFromCents === null
      ? ""
      : ` La livraison est offerte dès ${formatEurosInText(freeShippingFromCents)} d'achat en France métropolitaine${
          code?.freeShipping
            ? ` ; avec le code ${code.code}, elle l'est dès ${formatEurosInText(code.minimumCents)}`
            : ""
        }.`;
  return `${dispatchRuleText(cutOffHour)}, avec un numéro de suivi.${free}`;
}

const faqWith = (offers: FaqOffers) => [
  {
    question: "D'où viennent vos miels ?",
    answer: originsAnswer(offers.countries),
  },
  {
    question: "Quels sont les délais et les frais de livraison ?",
    answer: deliveryAnswer(offers),
  },
  {
    question: "Puis-je retourner un produit ?",
    answer:
      "Oui : vous disposez de 30 jours après réception pour nous retourner un produit non ouvert. Nous vous remboursons dès réception.",
  },
  {
    question: "Le paiement est-il sécurisé ?",
    answer:
      "Oui. Le paiement par carte passe par une page de paiement sécurisée ; nous ne voyons ni ne conservons jamais votre numéro de carte. Vous pouvez aussi payer en cryptomonnaie.",
  },
  {
    question: "Comment conserver un miel rare ?",
    answer:
      "À température ambiante, à l'abri de la lumière et de l'humidité, pot bien fermé. Un miel qui cristallise n'est pas altéré : c'est un phénomène naturel.",
  },
];

export function faqLd(offers: FaqOffers): object {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqWith(offers).map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

/** The home page's SEO text and FAQ (spec §2 Home). */
export function SeoFaq({ offers, shopName }: { offers: FaqOffers; shopName: string }) {
  const freeShipping = freeShippingText(offers.freeShippingFromCents);
  const shipped = `${dispatchPhrase(offers.cutOffHour)} et retours sous 30 jours.`;
  const delivery = freeShipping
    ? `${freeShipping} en France métropolitaine, ${shipped}`
    : `${shipped[0]!.toUpperCase()}${shipped.slice(1)}`;
  return (
    // Side by side on a wide screen (the text, then the questions): the full width, no empty third; the footer's
    // margin is the only space below it.
    <section aria-labelledby="faq-titre" className="grid gap-x-12 pt-16 lg:grid-cols-2">
      <div>
        {/* Balanced, the name in one piece: « Maison » and « H » never on two lines. */}
        <h2 id="faq-titre" className="font-serif text-3xl font-bold text-balance text-miel-900">
          Miels rares et parfums&nbsp;: la sélection <span className="whitespace-nowrap">{shopName}</span>
        </h2>
        <div className="mt-4 max-w-3xl space-y-4 text-stone-800">
          <p>
            {shopName} réunit des miels que l'on trouve rarement en France : le Sidr du Yémen, les miels de jujubier et
            d'encens d'Oman, le Has de l'oasis d'Al-Ahsa et le Tahl des acacias de l'Asir en Arabie saoudite, le miel
            blanc du Kirghizstan ou le Manuka certifié UMF 10+ de Nouvelle-Zélande. Chaque miel est proposé en pots de
            50 g, 90 g et 250 g pour le découvrir avant de l'adopter.
          </p>
          <p>
            À leurs côtés, les parfums Mr.H et Mme.H, composés autour de matières nobles, et le Shilajit, résine de
            l'Himalaya proposée en format dégressif. {delivery}
          </p>
        </div>
      </div>
      <div>
        <h3 className="mt-10 font-serif text-2xl font-bold text-miel-900 lg:mt-0">Questions fréquentes</h3>
        <div className="mt-4 max-w-3xl divide-y divide-miel-200 rounded-xl border border-stone-200 bg-white">
          {faqWith(offers).map((item) => (
            <details key={item.question} className="group p-4">
              <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 font-semibold">
                {item.question}
                <span aria-hidden="true" className="transition group-open:rotate-45">
                  +
                </span>
              </summary>
              <p className="mt-2 text-stone-800">{item.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
