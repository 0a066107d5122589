// The browser's calls to the accounts API (api-client.ts). Errors carry the server's French `detail`.
import { api, ApiCallError, call, type Ok } from "./api-client";

export { ApiCallError };

/** The signed-in customer as the API describes them. */
export type ApiUser = Ok<typeof api.auth.me.$get>["user"];

export const authClient = {
  login: (email: string, password: string) => call(api.auth.login.$post({ json: { email, password } }), "Login failed"),
  register: (email: string, password: string, fullName: string) =>
    call(api.auth.register.$post({ json: { email, password, full_name: fullName } }), "Registration failed"),
  logout: () => call(api.auth.logout.$post(), "Logout failed"),
  resendVerification: (email: string) =>
    call(api.auth["resend-verification"].$post({ json: { email } }), "Erreur lors de l'envoi"),
  requestPasswordReset: (email: string) =>
    call(api.auth["password-reset"].$post({ json: { email } }), "Erreur lors de l'envoi"),
  confirmPasswordReset: (token: string, password: string) =>
    call(
      api.auth["password-reset"].confirm.$post({ json: { token, password } }),
      "Erreur lors de la modification du mot de passe",
    ),
  /** Ids and quantities only: the server prices the lines itself. */
  mergeCart: (items: { id: string; quantity: number }[]) =>
    call(
      api.cart.merge.$post({ json: { items: items.map(({ id, quantity }) => ({ id, quantity })) } }),
      "Erreur de synchronisation du panier",
    ),
};

/** The server's French explanation, or a plain sentence when the server could not be reached. */
export function serverMessage(err: unknown): string {
  return err instanceof ApiCallError ? err.message : "Erreur de connexion au serveur";
}

/** The auth page's wording of an error (spec §8). */
export function authErrorMessage(err: unknown): string {
  return authErrorText(err instanceof Error ? err.message : "");
}

/** A form's refusal: the French text and the field the server named, if any (shown beside it). */
export interface FormError {
  text: string;
  field: string | null;
}

/** The auth forms' error: the page's wording of the message, and its field. */
export function authFormError(err: unknown): FormError {
  return { text: authErrorMessage(err), field: refusedField(err) };
}

/** The field a refusal of the API is about (`field` of its answer), or null. */
export function refusedField(err: unknown): string | null {
  return err instanceof ApiCallError && typeof err.body.field === "string" ? err.body.field : null;
}

/** The auth page's wording of the server's message (the sign-in form's action words it the same way). */
export function authErrorText(message: string): string {
  if (message.includes("Email not verified")) {
    return "Email non vérifié. Vérifiez votre boîte mail et cliquez sur le lien de vérification.";
  }
  return message || "Une erreur est survenue";
}
