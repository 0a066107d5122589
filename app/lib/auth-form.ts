// The sign-in and registration form as the page posts it without JavaScript (app/routes/auth.tsx's action).
import { type AppLoadContext, data, redirect } from "react-router";
import type { AuthForm, AuthMode } from "#app/components/auth/auth-fields";
import { authErrorText } from "./auth-client";

/** What the action answers when it does not redirect: the form to show again, with the error or the notice. */
export interface AuthFormResult {
  mode: AuthMode;
  fields: Pick<AuthForm, "email" | "firstName" | "lastName">;
  error: string | null;
  /** The field the error is about (shown beside it), if the server named one. */
  field?: string | null;
  notice: string | null;
}

/** Where an administrator goes once the password is right: the second factor comes before anything else. */
export const ADMIN_VERIFICATION = "/admin/verification";

export const REGISTERED_NOTICE =
  "Compte créé ! Vérifiez votre boîte mail et cliquez sur le lien de vérification pour activer votre compte.";

/** The posted form's fields (absent or repeated ones read as empty or first). */
export function readAuthForm(form: FormData): AuthForm & { mode: AuthMode } {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    mode: text("mode") === "register" ? "register" : "login",
    email: text("email"),
    password: text("password"),
    firstName: text("firstName"),
    lastName: text("lastName"),
  };
}

/** The account's full name from the form's two fields. */
export function fullNameOf(form: Pick<AuthForm, "firstName" | "lastName">): string {
  return `${form.firstName.trim()} ${form.lastName.trim()}`.trim();
}

/**
 * Where to go once signed in: the `redirect` parameter when it is a path of the shop itself (`/panier`,
 * `/checkout?x=1`), else `fallback`. Another site (`//evil.example`, `/\evil.example`, `https://…`) never.
 */
export function safeRedirectPath(value: string | null, fallback: string): string {
  if (!value || value.length > 500 || !value.startsWith("/")) return fallback;
  if (value.startsWith("//") || value.includes("\\")) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return fallback;
  return value;
}

/** The registration form, opened with the e-mail of a guest's order filled in. */
export function registrationPath(email: string): string {
  return `/connexion?${new URLSearchParams({ mode: "inscription", email }).toString()}`;
}

/** The e-mail a link prefills (`?email=`), when it looks like one; else empty. */
export function prefilledEmail(value: string | null): string {
  const email = value?.trim() ?? "";
  return email.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? email : "";
}

/** The sign-in page, which comes back to `path` once signed in (with or without JavaScript). */
export function signInPath(path: string): string {
  return `/connexion?redirect=${encodeURIComponent(path)}`;
}

/** A signed-out visitor's way from an account page to the sign-in form, which comes back to it (never cached). */
export function signInRedirect(request: Request): Response {
  return redirect(signInPath(new URL(request.url).pathname), { headers: { "Cache-Control": "no-store" } });
}

const BACK_OFFICE = /^\/(admin|promo-manager|analytics)(?=[/?#.]|$)/i;

/** A path of the back office to go back to after the second factor (`?retour=`), or null. */
export function backOfficeReturn(value: string | null): string | null {
  const path = safeRedirectPath(value, "");
  return path && BACK_OFFICE.test(path) && !path.toLowerCase().startsWith(ADMIN_VERIFICATION) ? path : null;
}

/** The second factor's page, which then goes on to the back-office page the administrator asked for, if any. */
export function adminVerificationFor(asked: string | null): string {
  const back = backOfficeReturn(asked);
  return back ? `${ADMIN_VERIFICATION}?retour=${encodeURIComponent(back)}` : ADMIN_VERIFICATION;
}

/** The form's answer echoes what was typed: never in a shared cache. */
const PRIVATE = { "Cache-Control": "private, no-store" };
const refused = (result: AuthFormResult) => data(result, { status: 400, headers: PRIVATE });

/**
 * The sign-in or registration form posted without JavaScript: the same accounts service as the API (limits,
 * password policy, French messages); signed in, the session cookie and the profile (or the `redirect` parameter's
 * path of the shop; an administrator's second factor first); else the form again with the reason.
 */
export async function authFormAction({ context, request }: { context: AppLoadContext; request: Request }) {
  // Anything but a form (JSON, a broken body) reads as an empty form: a French reason, never a 500.
  const form = readAuthForm(await request.formData().catch(() => new FormData()));
  const { accounts } = context.services;
  const fields = { email: form.email, firstName: form.firstName, lastName: form.lastName };
  if (form.mode === "login") {
    const signedIn = await accounts.signIn(form, context.clientAddress);
    if (signedIn.ok) {
      const asked = safeRedirectPath(new URL(request.url).searchParams.get("redirect"), "/profil");
      const to = signedIn.admin ? adminVerificationFor(asked) : asked;
      throw redirect(to, { headers: { "Set-Cookie": signedIn.cookie } });
    }
    return refused({
      mode: "login",
      fields,
      error: authErrorText(signedIn.message),
      field: signedIn.field,
      notice: null,
    });
  }
  const registered = await accounts.register({ ...form, fullName: fullNameOf(form) }, context.clientAddress);
  return registered.ok
    ? data<AuthFormResult>(
        { mode: "login", fields: { ...fields, email: "" }, error: null, notice: REGISTERED_NOTICE },
        { headers: PRIVATE },
      )
    : refused({ mode: "register", fields, error: registered.message, field: registered.field, notice: null });
}
