import type { Context } from "hono";
import { Hono } from "hono";
import { deleteCookie, setCookie } from "hono/cookie";
import { z } from "zod";
import { WELCOME_OFFER_TERMS } from "#core/rewards";
import { clientAddress } from "#server/http/client-address";
import { type AuthOptions, currentUser, sessionToken } from "#server/http/current-user";
import { ApiError } from "#server/http/errors";
import { parseJsonBody, parseQuery } from "#server/http/validate";
import {
  type AccountsContext,
  confirmPasswordReset,
  listRewards,
  login,
  logout,
  publicUser,
  register,
  requestPasswordReset,
  resendVerification,
  SESSION_DAYS,
  verifyEmail,
} from "#server/modules/accounts/service";
import { getSavedCart, mergeSavedCart, replaceSavedCart } from "#server/modules/accounts/saved-cart";

const email = z.string().trim().max(254).pipe(z.email("Adresse e-mail invalide."));
const password = z.string().max(200);

const newPassword = password.min(8, "Le mot de passe doit contenir au moins 8 caractères.");
const registerBody = z.object({
  email,
  password: newPassword,
  full_name: z.string().trim().max(120).default(""),
});
const resetBody = z.object({ email });
const resetConfirmBody = z.object({
  token: z
    .string({ error: "Le lien de réinitialisation est incomplet." })
    .min(1, "Le lien de réinitialisation est incomplet.")
    .max(200),
  password: newPassword,
});
const loginBody = z.object({ email, password: password.min(1, "Saisissez votre mot de passe.") });
const resendBody = z.object({ email });
const cartBody = z.object({
  items: z.array(z.object({ id: z.string().min(1).max(120), quantity: z.number().int().min(1).max(99) })).max(100),
});

const verifyQuery = z.object({
  token: z
    .string({ error: "Token de vérification manquant dans l'URL" })
    .min(1, "Token de vérification manquant dans l'URL"),
});

function userGuard(ctx: AccountsContext, options: AuthOptions) {
  return async (c: Context) => {
    const user = await currentUser(c, ctx, options);
    if (!user) throw new ApiError(401, "Connectez-vous pour accéder à votre compte.");
    return user;
  };
}

/** The basket of a signed-in customer: read, replace, and merge with the browser's at sign-in. */
export function savedCartRoutes(ctx: AccountsContext, options: AuthOptions) {
  const requireUser = userGuard(ctx, options);
  return new Hono()
    .get("/", async (c) => c.json({ items: await getSavedCart(ctx.db, (await requireUser(c)).id) }))
    .put("/", async (c) => {
      const user = await requireUser(c);
      const { items } = await parseJsonBody(c, cartBody);
      return c.json({ items: await replaceSavedCart(ctx.db, user.id, items) });
    })
    .post("/merge", async (c) => {
      const user = await requireUser(c);
      const { items } = await parseJsonBody(c, cartBody);
      return c.json({ items: await mergeSavedCart(ctx.db, user.id, items) });
    });
}

export function accountRoutes(ctx: AccountsContext, options: AuthOptions) {
  const requireUser = userGuard(ctx, options);

  return new Hono()
    .post("/register", async (c) => {
      const body = await parseJsonBody(c, registerBody);
      const user = await register(ctx, {
        email: body.email,
        password: body.password,
        fullName: body.full_name,
        address: clientAddress(c, options.trustProxy),
      });
      return c.json(
        {
          verification_required: true,
          message: "Compte créé. Vérifiez votre boîte mail et cliquez sur le lien pour l'activer.",
          user: publicUser(user),
          access_token: null,
          welcome_promo: null,
        },
        201,
      );
    })
    .post("/login", async (c) => {
      const body = await parseJsonBody(c, loginBody);
      const { user, token } = await login(ctx, {
        email: body.email,
        password: body.password,
        address: clientAddress(c, options.trustProxy),
      });
      setCookie(c, options.cookieName, token, {
        httpOnly: true,
        sameSite: "Lax",
        secure: options.secureCookie,
        path: "/",
        maxAge: SESSION_DAYS * 86_400,
      });
      return c.json({ access_token: token, token_type: "bearer", user: publicUser(user) });
    })
    .post("/logout", async (c) => {
      const token = sessionToken(c, options);
      if (token) await logout(ctx, token);
      deleteCookie(c, options.cookieName, { path: "/", secure: options.secureCookie });
      return c.json({ message: "Vous êtes déconnecté." });
    })
    .get("/me", async (c) => c.json({ user: publicUser(await requireUser(c)) }))
    .get("/rewards", async (c) => c.json(await listRewards(ctx.db, await requireUser(c))))
    .get("/verify-email", async (c) => {
      const { token } = parseQuery(c, verifyQuery);
      const { user, welcomeCode } = await verifyEmail(ctx, token);
      return c.json({
        verified: true,
        message: "Votre adresse e-mail est confirmée. Bienvenue !",
        user: publicUser(user),
        welcome_promo: {
          code: welcomeCode,
          message: `${WELCOME_OFFER_TERMS} d'achat, sur tous nos produits.`,
        },
      });
    })
    .post("/resend-verification", async (c) => {
      const body = await parseJsonBody(c, resendBody);
      await resendVerification(ctx, { email: body.email, address: clientAddress(c, options.trustProxy) });
      return c.json({
        message: "Si un compte non vérifié existe pour cette adresse, un nouveau lien vient d'être envoyé.",
      });
    })
    .post("/password-reset", async (c) => {
      const body = await parseJsonBody(c, resetBody);
      await requestPasswordReset(ctx, { email: body.email, address: clientAddress(c, options.trustProxy) });
      return c.json({
        message:
          "Si un compte existe pour cette adresse, un e-mail vient de vous être envoyé avec un lien pour choisir un nouveau mot de passe. Il est valable 1 heure.",
      });
    })
    .post("/password-reset/confirm", async (c) => {
      const body = await parseJsonBody(c, resetConfirmBody);
      await confirmPasswordReset(ctx, {
        token: body.token,
        password: body.password,
        keepSessionToken: sessionToken(c, options),
      });
      return c.json({ message: "Votre mot de passe a été modifié. Vous pouvez vous connecter." });
    });
}
