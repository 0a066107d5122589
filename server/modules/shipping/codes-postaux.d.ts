// codes-postaux (La Poste's postal codes, data.gouv.fr) ships no types: what postal-codes.ts uses of it.
declare module "codes-postaux" {
  export function find(
    postalCode: string,
  ): { codePostal: string; codeCommune: string; nomCommune: string; libelleAcheminement: string }[];
}
