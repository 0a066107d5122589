const reviews = [
  {
    name: "Sophie L.",
    role: "Cliente fidèle, Lyon",
    content:
      "Le miel de Sidr est d'une profondeur incroyable. On sent la qualité dès la première cuillère, et la livraison a été très rapide.",
  },
  {
    name: "Karim B.",
    role: "Amateur de miels rares, Marseille",
    content: "Enfin une boutique sérieuse pour les miels d'Oman. Emballage soigné, pots bien protégés, rien à redire.",
  },
  {
    name: "Camille D.",
    role: "Cliente, Bordeaux",
    content: "J'ai offert un parfum Mme.H à ma sœur : elle l'adore. Tenue remarquable et flacon très élégant.",
  },
  {
    name: "Thomas R.",
    role: "Client, Lille",
    content: "Mr.H est devenu mon parfum du quotidien. Le rapport qualité-prix est excellent pour cette qualité.",
  },
  {
    name: "Nadia H.",
    role: "Passionnée de bien-être, Paris",
    content: "Le Shilajit est authentique et le pack de trois pots est vraiment avantageux. Service client réactif.",
  },
];

/** The five customer reviews of the home page (spec §2 Home). */
export function CustomerReviews() {
  return (
    <section id="avis" aria-labelledby="avis-titre" className="py-16">
      <h2 id="avis-titre" className="font-serif text-3xl font-bold text-miel-900">
        Avis Clients
      </h2>
      <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {reviews.map((review) => (
          <li key={review.name} className="rounded-2xl border border-miel-200 bg-white p-6">
            <figure>
              <p className="text-miel-600" role="img" aria-label="Note : 5 sur 5">
                ★★★★★
              </p>
              <blockquote className="mt-3 text-stone-800">« {review.content} »</blockquote>
              <figcaption className="mt-4 flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="flex h-10 w-10 items-center justify-center rounded-full bg-miel-200 font-bold text-miel-900"
                >
                  {review.name[0]}
                </span>
                <span>
                  <span className="block font-semibold">{review.name}</span>
                  <span className="block text-sm text-stone-700">{review.role}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
