import { TextLink } from "#app/components/ui/text";

/** The collection pages' "back to home" link. */
export function BackHomeLink() {
  return <TextLink to="/">← Retour à l'accueil</TextLink>;
}
