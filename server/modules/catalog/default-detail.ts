import { honeyGalleryPaths } from "#core/catalog";
import type { HoneyDetailSeed, HoneySeed } from "./seed-types";

/** The generic detail of spec §3 for a honey that has none of its own: two generic reviews, generic tips. */
export function defaultHoneyDetail(honey: HoneySeed): HoneyDetailSeed & { gallery: string[] } {
  return {
    gallery: honeyGalleryPaths(honey.id),
    characteristics: {
      poids: "50 g, 90 g ou 250 g",
      texture: "Onctueuse",
      conservation: "24 mois à l'abri de la lumière et de l'humidité",
      origine: `${honey.origin}, ${honey.country}`,
      acidite: "Douce",
      crystallisation: "Naturelle, lente",
      // No composition: a honey without its own detail may be a preparation; its ingredients are in its regulatory
      // information (decision 084), never a generic « 100 % miel ».
      certification: "Contrôlé et sélectionné par Maison H",
    },
    benefits: honey.properties.length > 0 ? honey.properties : ["Riche en saveurs", "Produit naturel"],
    usageTips: [
      "Dégustez-le pur, à la cuillère, pour en apprécier toutes les nuances.",
      "Ajoutez-le à une boisson tiède, jamais bouillante, pour préserver ses arômes.",
      "Conservez le pot bien fermé, à température ambiante.",
    ],
    // The ritual is not repeated here: the page shows it under the description.
    detailedDescription: `<p>${escapeHtml(honey.description)}</p>`,
    reviews: [
      {
        author: "Claire M.",
        rating: 5,
        comment: "Un miel de grande qualité, bien emballé et livré rapidement.",
        date: "2025-03-14",
      },
      {
        author: "Julien R.",
        rating: 4,
        comment: "Très bon goût, j'en recommanderai volontiers.",
        date: "2025-05-02",
      },
    ],
  };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
