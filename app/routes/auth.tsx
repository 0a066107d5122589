import { useId, useState } from "react";
import { redirect } from "react-router";
import type { Route } from "./+types/auth";
import { formatEurosInText } from "#core/money";
import { LOYALTY_REWARD } from "#core/rewards";
import { authClient, authErrorMessage } from "#app/lib/auth-client";
import { seoMeta } from "#app/lib/meta";
import { AccountBenefits } from "#app/components/auth/account-benefits";
import { AuthFields, type AuthForm, type AuthMode, emptyAuthForm as empty } from "#app/components/auth/auth-fields";
import { Button } from "#app/components/ui/button";
import { PageTitle } from "#app/components/ui/text";
import { useDelayedRedirect } from "#app/hooks/use-delayed-redirect";
import { useJoinSavedBasket } from "#app/hooks/use-join-saved-basket";
import { ErrorMessage } from "#app/components/ui/alert-box";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...seoMeta({
    matches,
    title: "Connexion",
    description: "Connectez-vous ou créez votre compte pour suivre vos commandes et cumuler vos récompenses.",
    path: "/connexion",
  }),
  { name: "robots", content: "noindex" },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  if (await context.services.accounts.currentUser(request)) throw redirect("/profile");
  return null;
}

const benefits = [
  "Suivi de vos commandes",
  `${formatEurosInText(LOYALTY_REWARD.voucherCents)} offerts tous les ${formatEurosInText(LOYALTY_REWARD.stepCents)} d'achats`,
  "Offres exclusives réservées aux membres",
  "Historique de vos achats et favoris",
];

export default function AuthPage() {
  const [mode, setMode] = useState<AuthMode>("login");
  const [form, setForm] = useState(empty);
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ text: string; code?: string } | null>(null);
  const redirectTo = useDelayedRedirect();
  const joinSavedBasket = useJoinSavedBasket();
  const ids = useId();

  const switchMode = () => {
    setMode(mode === "login" ? "register" : "login");
    setForm(empty);
    setError(null);
    setNotice(null);
  };

  const set = (field: keyof AuthForm) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setForm({ ...form, [field]: event.target.value });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    setNotice(null);
    setBusy(true);
    try {
      if (mode === "login") {
        const { user } = await authClient.login(form.email, form.password);
        if (user.role === "admin") {
          // The back office asks for the second factor before anything else.
          setNotice({ text: "Mot de passe correct. Validez maintenant la double authentification..." });
          redirectTo("/admin/verification", 300);
          return;
        }
        await joinSavedBasket();
        setNotice({ text: "Connexion réussie ! Redirection vers votre profil..." });
        redirectTo("/profile", 1500);
      } else {
        const fullName = `${form.firstName.trim()} ${form.lastName.trim()}`.trim();
        const result = await authClient.register(form.email, form.password, fullName);
        if (result.verification_required) {
          setNotice({
            text: "Compte créé ! Vérifiez votre boîte mail et cliquez sur le lien de vérification pour activer votre compte.",
          });
          setForm(empty);
        } else if (result.welcome_promo) {
          setNotice({ text: result.welcome_promo.message, code: result.welcome_promo.code });
          redirectTo("/profile", 3000);
        } else {
          redirectTo("/profile", 1500);
        }
      }
    } catch (err) {
      setError(authErrorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="mx-auto grid max-w-5xl gap-10 px-4 py-12 md:grid-cols-2">
      <section aria-labelledby={`${ids}-titre`}>
        <PageTitle id={`${ids}-titre`}>{mode === "login" ? "Connexion" : "Créer un compte"}</PageTitle>
        <form onSubmit={(event) => void submit(event)} className="mt-6 space-y-4" noValidate>
          <AuthFields
            mode={mode}
            form={form}
            set={set}
            passwordId={`${ids}-mdp`}
            showPassword={showPassword}
            onTogglePassword={() => setShowPassword(!showPassword)}
          />
          {error && <ErrorMessage>{error}</ErrorMessage>}
          {notice && (
            <div role="status" className="rounded-lg bg-green-50 p-3 text-green-900">
              <p>{notice.text}</p>
              {notice.code && <p className="mt-1 font-mono text-lg font-bold">{notice.code}</p>}
            </div>
          )}
          <Button
            type="submit"
            className="w-full"
            disabled={
              busy ||
              !form.email.trim() ||
              !form.password ||
              (mode === "register" && (!form.firstName.trim() || !form.lastName.trim()))
            }
          >
            {busy ? "Veuillez patienter..." : mode === "login" ? "Se connecter" : "Créer mon compte"}
          </Button>
        </form>
        <p className="mt-6 text-stone-800">
          {mode === "login" ? "Pas encore de compte ?" : "Déjà un compte ?"}{" "}
          <button type="button" onClick={switchMode} className="min-h-11 font-semibold text-miel-900 underline">
            {mode === "login" ? "Créer un compte" : "Se connecter"}
          </button>
        </p>
      </section>
      <AccountBenefits headingId={`${ids}-avantages`} benefits={benefits} />
    </main>
  );
}
