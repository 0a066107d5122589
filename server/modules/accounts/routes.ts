import type { Context } from "hono";
import { Hono } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { z } from "zod";
import { ApiError } from "../../http/errors";
import { parseJsonBody, parseQuery } from "../../http/validate";
import {
  type AccountsContext,
  listRewards,
  login,
  logout,
  publicUser,
  register,
  resendVerification,
  SESSION_DAYS,
  type User,
  userForToken,
  verifyEmail,
} from "./service";
import { getSavedCart, mergeSavedCart, replaceSavedCart } from "./saved-cart";

const email = z.string().trim().max(254).pipe(z.email("Adresse e-mail invalide."));
const password = z.string().max(200);

const registerBody = z.object({
  email,
  password: password.min(8, "Le mot de passe doit contenir au moins 8 caractères."),
  full_name: z.string().trim().max(120).default(""),
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

export interface AuthOptions {
  cookieName: string;
  secureCookie: boolean;
}

/** The session token of a request: the httpOnly cookie of the web UI, or `Authorization: Bearer` for API clients. */
export function sessionToken(c: Context, options: AuthOptions): string | null {
  const header = c.req.header("authorization");
  if (header?.toLowerCase().startsWith("bearer ")) return header.slice(7).trim() || null;
  return getCookie(c, options.cookieName) ?? null;
}

export async function currentUser(c: Context, ctx: AccountsContext, options: AuthOptions): Promise<User | null> {
  const token = sessionToken(c, options);
  return token ? userForToken(ctx, token) : null;
}

function clientIp(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "inconnue";
  } catch {
    return "inconnue";
  }
}

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
      const user = await register(ctx, { email: body.email, password: body.password, fullName: body.full_name });
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
      const { user, token } = await login(ctx, { email: body.email, password: body.password, ip: clientIp(c) });
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
          message: "7 € offerts sur votre première commande dès 29,99 € d'achat, sur tous nos produits.",
        },
      });
    })
    .post("/resend-verification", async (c) => {
      const body = await parseJsonBody(c, resendBody);
      await resendVerification(ctx, body.email);
      return c.json({
        message: "Si un compte non vérifié existe pour cette adresse, un nouveau lien vient d'être envoyé.",
      });
    });
}
