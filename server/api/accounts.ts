import type { MiddlewareHandler } from "hono";
import { createMiddleware } from "hono/factory";
import { z } from "@hono/zod-openapi";
import { deleteCookie, setCookie } from "hono/cookie";
import { WELCOME_OFFER_TERMS } from "#core/rewards";
import { clientAddress } from "#server/http/client-address";
import { type AuthOptions, sessionCookieOptions, sessionToken, userGuard } from "#server/http/current-user";
import { type AccountsContext, type User, login, logout, publicUser } from "#server/modules/accounts/service";
import { emailInput, loginInput, newPasswordInput, registerInput } from "#server/modules/accounts/inputs";
import { getSavedCart, mergeSavedCart, replaceSavedCart } from "#server/modules/accounts/saved-cart";
import type { AccountMailContext } from "#server/workflows/account-mail";
import { listRewards } from "#server/workflows/loyalty";
import { confirmPasswordReset, requestPasswordReset } from "#server/workflows/password-reset";
import { register, resendVerification, verifyEmail } from "#server/workflows/sign-up";
import { apiRoute, apiRouter, BODY_REFUSALS, firstValue, json, jsonBody, refusals } from "./contract";

const email = emailInput;
const newPassword = newPasswordInput;
const registerBody = registerInput;
const resetBody = z.object({ email });
const resetConfirmBody = z.object({
  token: z
    .string({ error: "Le lien de réinitialisation est incomplet." })
    .min(1, "Le lien de réinitialisation est incomplet.")
    .max(200),
  password: newPassword,
});
const loginBody = loginInput;
const resendBody = z.object({ email });
export const cartBody = z.object({
  items: z.array(z.object({ id: z.string().min(1).max(120), quantity: z.number().int().min(1).max(99) })).max(100),
});

const verifyQuery = z.object({
  token: firstValue(
    z
      .string({ error: "Token de vérification manquant dans l'URL" })
      .min(1, "Token de vérification manquant dans l'URL"),
  ),
});

export const user = z
  .object({
    id: z.string(),
    email: z.string(),
    full_name: z.string(),
    is_verified: z.boolean(),
    role: z.enum(["customer", "admin"]),
    created_at: z.string(),
    last_login: z.string().nullable(),
    total_spent: z.number().openapi({ description: "En euros (champ de la spécification)." }),
    total_spent_cents: z.number().int(),
    order_count: z.number().int(),
    welcome_promo: z.string().nullable(),
  })
  .openapi("Client");

const message = z.object({ message: z.string() });
const welcomePromo = z.object({ code: z.string(), message: z.string() });

export const savedCart = z
  .object({
    items: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        category: z.string(),
        image: z.string(),
        format: z.string().nullable(),
        price: z.number().int().openapi({ description: "Prix unitaire en centimes." }),
        quantity: z.number().int(),
      }),
    ),
  })
  .openapi("PanierEnregistre");

const reward = z
  .object({
    id: z.number().int().nullable(),
    discount_amount: z.number(),
    threshold_amount: z.number(),
    code: z.string().nullable(),
    is_earned: z.boolean(),
    is_used: z.boolean(),
    expires_at: z.string().nullable(),
  })
  .openapi("Recompense");

const tags = ["Compte"];
const cartTags = ["Panier enregistré"];

/** The saved basket's routes, each behind the signed-in check (run before the body is read, as it always was). */
function cartRoutes(signedIn: MiddlewareHandler<SignedIn>) {
  const middleware = signedIn;
  return {
    getCart: apiRoute({
      method: "get",
      path: "/",
      tags: cartTags,
      middleware,
      summary: "Le panier enregistré du client connecté",
      responses: { 200: json(savedCart, "Les lignes, au prix du catalogue."), ...refusals(401) },
    }),
    replaceCart: apiRoute({
      method: "put",
      path: "/",
      tags: cartTags,
      middleware,
      summary: "Remplace le panier enregistré",
      request: jsonBody(cartBody),
      responses: { 200: json(savedCart, "Le panier enregistré."), ...refusals(...BODY_REFUSALS, 401) },
    }),
    mergeCart: apiRoute({
      method: "post",
      path: "/merge",
      tags: cartTags,
      middleware,
      summary: "À la connexion : fusionne le panier du navigateur avec le panier enregistré",
      request: jsonBody(cartBody),
      responses: { 200: json(savedCart, "Le panier fusionné."), ...refusals(...BODY_REFUSALS, 401) },
    }),
  };
}

const routes = {
  register: apiRoute({
    method: "post",
    path: "/register",
    tags,
    summary: "Crée un compte ; un e-mail de vérification est envoyé",
    request: jsonBody(registerBody),
    responses: {
      201: json(
        z.object({
          verification_required: z.boolean(),
          message: z.string(),
          user,
          // The spec's shape: a shop that signs in at once would give both; this one asks to verify first (null).
          access_token: z.string().nullable(),
          welcome_promo: welcomePromo.nullable(),
        }),
        "Compte créé, à vérifier.",
      ),
      ...refusals(...BODY_REFUSALS, 429),
    },
  }),
  login: apiRoute({
    method: "post",
    path: "/login",
    tags,
    summary: "Connexion : pose le cookie de session et rend aussi un jeton porteur",
    request: jsonBody(loginBody),
    responses: {
      200: json(z.object({ access_token: z.string(), token_type: z.literal("bearer"), user }), "Connecté."),
      ...refusals(...BODY_REFUSALS, 401, 429),
    },
  }),
  logout: apiRoute({
    method: "post",
    path: "/logout",
    tags,
    summary: "Déconnexion : la session est close et le cookie effacé",
    responses: { 200: json(message, "Déconnecté."), ...refusals(403) },
  }),
  me: apiRoute({
    method: "get",
    path: "/me",
    tags,
    summary: "Le client connecté",
    responses: { 200: json(z.object({ user }), "Le client."), ...refusals(401) },
  }),
  rewards: apiRoute({
    method: "get",
    path: "/rewards",
    tags,
    summary: "Les récompenses de fidélité gagnées, puis la prochaine",
    responses: { 200: json(z.array(reward), "Les récompenses."), ...refusals(401) },
  }),
  verifyEmail: apiRoute({
    method: "get",
    path: "/verify-email",
    tags,
    summary: "Confirme l'adresse e-mail (lien du mail) et remet le code de bienvenue",
    request: { query: verifyQuery },
    responses: {
      200: json(
        z.object({ verified: z.boolean(), message: z.string(), user, welcome_promo: welcomePromo }),
        "Adresse confirmée.",
      ),
      ...refusals(400, 410),
    },
  }),
  resendVerification: apiRoute({
    method: "post",
    path: "/resend-verification",
    tags,
    summary: "Renvoie le lien de vérification (même réponse que le compte existe ou non)",
    request: jsonBody(resendBody),
    responses: { 200: json(message, "Demande prise en compte."), ...refusals(...BODY_REFUSALS, 429) },
  }),
  requestPasswordReset: apiRoute({
    method: "post",
    path: "/password-reset",
    tags,
    summary: "Envoie un lien pour choisir un nouveau mot de passe (même réponse que le compte existe ou non)",
    request: jsonBody(resetBody),
    responses: { 200: json(message, "Demande prise en compte."), ...refusals(...BODY_REFUSALS, 429) },
  }),
  confirmPasswordReset: apiRoute({
    method: "post",
    path: "/password-reset/confirm",
    tags,
    summary: "Choisit le nouveau mot de passe avec le jeton du lien",
    request: jsonBody(resetConfirmBody),
    responses: { 200: json(message, "Mot de passe modifié."), ...refusals(...BODY_REFUSALS, 410) },
  }),
};

export type SignedIn = { Variables: { user: User } };

/** Routes of the signed-in customer: `c.var.user`, or 401 before the body is read. */
export function signedInMiddleware(ctx: AccountsContext, options: AuthOptions) {
  const requireUser = userGuard(ctx, options);
  return createMiddleware<SignedIn>(async (c, next) => {
    c.set("user", await requireUser(c));
    await next();
  });
}

/** The basket of a signed-in customer: read, replace, and merge with the browser's at sign-in. */
export function savedCartRoutes(ctx: AccountsContext, options: AuthOptions) {
  const routes = cartRoutes(signedInMiddleware(ctx, options));
  return apiRouter()
    .openapi(routes.getCart, async (c) => c.json({ items: await getSavedCart(ctx.db, c.var.user.id) }, 200))
    .openapi(routes.replaceCart, async (c) => {
      const { items } = c.req.valid("json");
      return c.json({ items: await replaceSavedCart(ctx.db, c.var.user.id, items) }, 200);
    })
    .openapi(routes.mergeCart, async (c) => {
      const { items } = c.req.valid("json");
      return c.json({ items: await mergeSavedCart(ctx.db, c.var.user.id, items) }, 200);
    });
}

export function accountRoutes(ctx: AccountMailContext, options: AuthOptions) {
  const requireUser = userGuard(ctx, options);

  return apiRouter()
    .openapi(routes.register, async (c) => {
      const body = c.req.valid("json");
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
    .openapi(routes.login, async (c) => {
      const body = c.req.valid("json");
      const { user, token } = await login(ctx, {
        email: body.email,
        password: body.password,
        address: clientAddress(c, options.trustProxy),
      });
      setCookie(c, options.cookieName, token, sessionCookieOptions(options, user.role));
      return c.json({ access_token: token, token_type: "bearer" as const, user: publicUser(user) }, 200);
    })
    .openapi(routes.logout, async (c) => {
      const token = sessionToken(c, options);
      if (token) await logout(ctx, token);
      deleteCookie(c, options.cookieName, { path: "/", secure: options.secureCookie });
      return c.json({ message: "Vous êtes déconnecté." }, 200);
    })
    .openapi(routes.me, async (c) => c.json({ user: publicUser(await requireUser(c)) }, 200))
    .openapi(routes.rewards, async (c) => c.json(await listRewards(ctx.db, await requireUser(c)), 200))
    .openapi(routes.verifyEmail, async (c) => {
      const { token } = c.req.valid("query");
      const { user, welcomeCode } = await verifyEmail(ctx, token);
      return c.json(
        {
          verified: true,
          message: "Votre adresse e-mail est confirmée. Bienvenue !",
          user: publicUser(user),
          welcome_promo: {
            code: welcomeCode,
            message: `${WELCOME_OFFER_TERMS} d'achat, sur tous nos produits.`,
          },
        },
        200,
      );
    })
    .openapi(routes.resendVerification, async (c) => {
      const body = c.req.valid("json");
      await resendVerification(ctx, { email: body.email, address: clientAddress(c, options.trustProxy) });
      return c.json(
        { message: "Si un compte non vérifié existe pour cette adresse, un nouveau lien vient d'être envoyé." },
        200,
      );
    })
    .openapi(routes.requestPasswordReset, async (c) => {
      const body = c.req.valid("json");
      await requestPasswordReset(ctx, { email: body.email, address: clientAddress(c, options.trustProxy) });
      return c.json(
        {
          message:
            "Si un compte existe pour cette adresse, un e-mail vient de vous être envoyé avec un lien pour choisir un nouveau mot de passe. Il est valable 1 heure.",
        },
        200,
      );
    })
    .openapi(routes.confirmPasswordReset, async (c) => {
      const body = c.req.valid("json");
      await confirmPasswordReset(ctx, {
        token: body.token,
        password: body.password,
        keepSessionToken: sessionToken(c, options),
      });
      return c.json({ message: "Votre mot de passe a été modifié. Vous pouvez vous connecter." }, 200);
    });
}
