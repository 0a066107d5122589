// The customer's account on the pages: who is signed in, their rewards, and the sign-in, registration, e-mail
// verification and password reset pages when posted without JavaScript (the API's checks, limits and messages).
import { serialize } from "hono/utils/cookie";
import { sessionCookieOptions } from "#server/http/current-user";
import { describe, fieldOf } from "#server/http/validate";
import { loginInput, registerInput } from "#server/modules/accounts/inputs";
import { login, publicUser, resetLinkState } from "#server/modules/accounts/service";
import { favouriteIds, removeFavourite } from "#server/modules/accounts/favourites";
import { productNamesOf } from "#server/modules/catalog/service";
import { favouritesView } from "#server/modules/catalog/views";
import { listRewards } from "#server/workflows/loyalty";
import { register, verifyEmail } from "#server/workflows/sign-up";
import { type PageContext, refusalOf } from "./context";

export function accountServices({ db, accounts, auth, sessionUser, products }: PageContext) {
  /** The signed-in customer's favourites as the catalogue sells them now; null for a visitor. */
  const favourites = async (request: Request) => {
    const user = await sessionUser(request);
    if (!user) return null;
    const ids = await favouriteIds(db, user.id);
    const [onSale, names] = await Promise.all([products(), productNamesOf(db, ids)]);
    return favouritesView(ids, onSale, names);
  };
  return {
    favourites,
    /** `/profil/favoris`'s « Retirer » posted without JavaScript. */
    removeFavourite: async (request: Request, productId: string) => {
      const user = await sessionUser(request);
      if (user && productId.length <= 120) await removeFavourite(db, user.id, productId);
    },
    /** The signed-in customer of this request (session cookie), as the API shows it. */
    currentUser: async (request: Request) => {
      const user = await sessionUser(request);
      return user ? publicUser(user) : null;
    },
    rewards: async (request: Request) => {
      const user = await sessionUser(request);
      return user ? listRewards(db, user) : [];
    },
    /**
     * The sign-in form posted without JavaScript: the API's checks, limits and French messages; on success the
     * session cookie to set (the API's own attributes) and whether the account is an administrator's.
     */
    signIn: async (fields: { email: string; password: string }, address: string) => {
      const input = loginInput.safeParse(fields);
      if (!input.success)
        return { ok: false as const, message: describe(input.error), field: fieldOf(input.error) ?? null };
      try {
        const { token, user } = await login(accounts, { ...input.data, address });
        const cookie = serialize(auth.cookieName, token, sessionCookieOptions(auth, user.role));
        // An administrator goes on to the second factor, as with JavaScript.
        return { ok: true as const, cookie, admin: user.role === "admin" };
      } catch (err) {
        return refusalOf(err);
      }
    },
    /** The registration form posted without JavaScript: the API's checks, limits, password policy and messages. */
    register: async (fields: { email: string; password: string; fullName: string }, address: string) => {
      const input = registerInput.safeParse({ ...fields, full_name: fields.fullName });
      if (!input.success)
        return { ok: false as const, message: describe(input.error), field: fieldOf(input.error) ?? null };
      try {
        const { email, password, full_name: fullName } = input.data;
        await register(accounts, { email, password, fullName, address });
        return { ok: true as const };
      } catch (err) {
        return refusalOf(err);
      }
    },
    /** Verifies an e-mail link; a refused link gives its French reason instead of throwing. */
    verifyEmail: async (token: string) => {
      try {
        const { user, welcomeCode } = await verifyEmail(accounts, token);
        return { ok: true as const, user: publicUser(user), welcomeCode };
      } catch (err) {
        return refusalOf(err);
      }
    },
    /** A password reset link's state for its page (valid, used, expired, unknown), without using it. */
    resetLink: (token: string) => resetLinkState(accounts, token),
  };
}
