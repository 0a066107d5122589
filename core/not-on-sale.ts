// Apart from product-information-words.ts: the purchase box of a product page needs this sentence only (decision 121).

/** In place of the add-to-basket button, with real payments, while a mandatory fact is missing (decision 084). */
export const NOT_ON_SALE_YET = "Pas encore en vente : ses informations obligatoires sont en cours de vérification.";
