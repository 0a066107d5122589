import { useId, useState } from "react";
import { data, redirect, useSearchParams } from "react-router";
import type { Route } from "./+types/auth";
import { authClient, authFormError } from "#app/lib/auth-client";
import {
  adminVerificationFor,
  authFormAction,
  fullNameOf,
  REGISTERED_NOTICE,
  prefilledEmail,
  safeRedirectPath,
} from "#app/lib/auth-form";
import { seoMeta } from "#app/lib/meta";
import { AccountBenefits } from "#app/components/auth/account-benefits";
import { AuthNotice, ModeSwitch } from "#app/components/auth/auth-notice";
import {
  AUTH_FIELDS_WITH_ERRORS,
  AuthFields,
  type AuthForm,
  type AuthMode,
  emptyAuthForm as empty,
} from "#app/components/auth/auth-fields";
import { Button } from "#app/components/ui/button";
import { PageTitle } from "#app/components/ui/text";
import { useDelayedRedirect } from "#app/hooks/use-delayed-redirect";
import { useJoinSavedBasket } from "#app/hooks/use-join-saved-basket";
import { useFavourites } from "#app/state/favourites";
import { ErrorMessage } from "#app/components/ui/alert-box";
import { useAsyncAction } from "#app/hooks/use-async-action";
import { useHydrated } from "#app/hooks/use-hydrated";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...seoMeta({
    matches,
    title: "Connexion",
    description: "Connectez-vous ou créez votre compte pour suivre vos commandes et cumuler vos récompenses.",
    path: "/connexion",
  }),
  { name: "robots", content: "noindex" },
  // The form's post carries the shop's origin (no-referrer would send `Origin: null`, which React Router refuses).
  { name: "referrer", content: "same-origin" },
];

/**
 * The form's answer is private (see authFormAction), and so is a page opened with an e-mail filled in; the page
 * itself is cached as its parent says.
 */
export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders, parentHeaders }) =>
  actionHeaders.has("Cache-Control")
    ? actionHeaders
    : loaderHeaders.has("Cache-Control")
      ? loaderHeaders
      : parentHeaders;

export async function loader({ context, request }: Route.LoaderArgs) {
  if (await context.services.accounts.currentUser(request)) throw redirect("/profile");
  const params = new URL(request.url).searchParams;
  const email = prefilledEmail(params.get("email"));
  const mode = params.get("mode") === "inscription" ? "register" : "login";
  return data({ mode, email } as const, email ? { headers: { "Cache-Control": "private, no-store" } } : undefined);
}

/** The form posted without JavaScript (app/lib/auth-form.ts): the profile, or the form again with the reason. */
export const action = (args: Route.ActionArgs) => authFormAction(args);

export default function AuthPage({ loaderData, actionData }: Route.ComponentProps) {
  const [mode, setMode] = useState<AuthMode>(actionData?.mode ?? loaderData.mode);
  const [form, setForm] = useState({ ...empty, email: loaderData.email, ...actionData?.fields });
  // Once the account is made, the form has done its work: the notice stays, alone.
  const [registered, setRegistered] = useState(actionData?.notice === REGISTERED_NOTICE);
  const [showPassword, setShowPassword] = useState(false);
  const { busy, error, setError, onSubmit } = useAsyncAction(
    authFormError,
    actionData?.error ? { text: actionData.error, field: actionData.field ?? null } : null,
  );
  // A refusal about the e-mail or the password is shown under it; any other one under the form.
  const fieldError = AUTH_FIELDS_WITH_ERRORS.find((name) => name === error?.field);
  const [notice, setNotice] = useState<{ text: string; code?: string } | null>(
    actionData?.notice ? { text: actionData.notice } : null,
  );
  const redirectTo = useDelayedRedirect();
  const joinSavedBasket = useJoinSavedBasket();
  const { joinAccount: joinFavourites } = useFavourites();
  const hydrated = useHydrated();
  const ids = useId();
  const [searchParams] = useSearchParams();
  const after = safeRedirectPath(searchParams.get("redirect"), "/profile");

  const onSwitch = (event: React.FormEvent) => {
    event.preventDefault();
    setMode(registered || mode === "register" ? "login" : "register");
    setForm(empty);
    setError(null);
    setNotice(null);
    setRegistered(false);
  };

  const incomplete =
    !form.email.trim() || !form.password || (mode === "register" && (!form.firstName.trim() || !form.lastName.trim()));

  const set = (field: keyof AuthForm) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setForm({ ...form, [field]: event.target.value });

  const submit = async () => {
    setNotice(null);
    if (mode === "login") {
      const { user } = await authClient.login(form.email, form.password);
      if (user.role === "admin") {
        // The back office asks for the second factor before anything else.
        setNotice({ text: "Mot de passe correct. Validez maintenant la double authentification..." });
        redirectTo(adminVerificationFor(after), 300);
        return;
      }
      await Promise.all([joinSavedBasket(), joinFavourites()]);
      setNotice({ text: "Connexion réussie ! Redirection vers votre profil..." });
      redirectTo(after, 1500);
      return;
    }
    const result = await authClient.register(form.email, form.password, fullNameOf(form));
    setRegistered(true);
    if (result.verification_required) {
      setNotice({ text: REGISTERED_NOTICE });
      setForm(empty);
    } else if (result.welcome_promo) {
      setNotice({ text: result.welcome_promo.message, code: result.welcome_promo.code });
      redirectTo(after, 3000);
    } else {
      redirectTo(after, 1500);
    }
  };

  return (
    <main className="mx-auto grid max-w-5xl gap-10 px-4 py-12 md:grid-cols-2">
      <section aria-labelledby={`${ids}-titre`}>
        <PageTitle id={`${ids}-titre`}>
          {registered ? "Compte créé" : mode === "login" ? "Connexion" : "Créer un compte"}
        </PageTitle>
        {registered ? (
          notice && <AuthNotice notice={notice} className="mt-6" />
        ) : (
          <form method="post" onSubmit={onSubmit(submit)} className="mt-6 space-y-4" noValidate>
            <input type="hidden" name="mode" value={mode} />
            <AuthFields
              mode={mode}
              form={form}
              set={set}
              passwordId={`${ids}-mdp`}
              showPassword={showPassword}
              onTogglePassword={() => setShowPassword(!showPassword)}
              error={error && fieldError ? { field: fieldError, text: error.text } : null}
            />
            {error && !fieldError && <ErrorMessage>{error.text}</ErrorMessage>}
            {notice && <AuthNotice notice={notice} />}
            <Button
              type="submit"
              className="w-full"
              // Before hydration (or without JavaScript) the browser posts the form to the action.
              disabled={hydrated && (busy || incomplete)}
            >
              {busy ? "Veuillez patienter..." : mode === "login" ? "Se connecter" : "Créer mon compte"}
            </Button>
          </form>
        )}
        <ModeSwitch
          mode={mode}
          registered={registered}
          redirect={searchParams.has("redirect") ? after : null}
          onSwitch={onSwitch}
        />
      </section>
      <AccountBenefits headingId={`${ids}-avantages`} />
    </main>
  );
}
