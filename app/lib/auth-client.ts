// The browser's calls to the accounts API. Errors carry the server's French `detail`.

export class ApiCallError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

async function call<T>(method: string, path: string, body: unknown, fallback: string): Promise<T> {
  const res = await fetch(path, {
    method,
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: "same-origin",
  });
  const data = (await res.json().catch(() => ({}))) as { detail?: string };
  if (!res.ok) throw new ApiCallError(data.detail ?? fallback, res.status);
  return data as T;
}

export interface ApiUser {
  email: string;
  full_name: string;
  order_count: number;
  welcome_promo: string | null;
}

export const authClient = {
  login: (email: string, password: string) =>
    call<{ user: ApiUser }>("POST", "/api/auth/login", { email, password }, "Login failed"),
  register: (email: string, password: string, fullName: string) =>
    call<{ verification_required: boolean; message: string; welcome_promo: { code: string; message: string } | null }>(
      "POST",
      "/api/auth/register",
      { email, password, full_name: fullName },
      "Registration failed",
    ),
  logout: () => call<unknown>("POST", "/api/auth/logout", undefined, "Logout failed"),
  resendVerification: (email: string) =>
    call<{ message: string }>("POST", "/api/auth/resend-verification", { email }, "Erreur lors de l'envoi"),
  requestPasswordReset: (email: string) =>
    call<{ message: string }>("POST", "/api/auth/password-reset", { email }, "Erreur lors de l'envoi"),
  confirmPasswordReset: (token: string, password: string) =>
    call<{ message: string }>(
      "POST",
      "/api/auth/password-reset/confirm",
      { token, password },
      "Erreur lors de la modification du mot de passe",
    ),
  mergeCart: (items: { id: string; quantity: number }[]) =>
    call<{
      items: {
        id: string;
        name: string;
        price: number;
        quantity: number;
        image: string;
        category: string;
        format: string | null;
      }[];
    }>("POST", "/api/cart/merge", { items }, "Erreur de synchronisation du panier"),
};

/** The server's French explanation, or a plain sentence when the server could not be reached. */
export function serverMessage(err: unknown): string {
  return err instanceof ApiCallError ? err.message : "Erreur de connexion au serveur";
}

/** The auth page's wording of an error (spec §8). */
export function authErrorMessage(err: unknown): string {
  const message = err instanceof Error ? err.message : "";
  if (message.includes("Email not verified")) {
    return "Email non vérifié. Vérifiez votre boîte mail et cliquez sur le lien de vérification.";
  }
  return message || "Une erreur est survenue";
}
