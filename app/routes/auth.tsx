import { useEffect, useId, useState } from "react";
import { Link, redirect, useNavigate } from "react-router";
import type { Route } from "./+types/auth";
import { authClient, authErrorMessage } from "#app/lib/auth-client";
import { seoMeta } from "#app/lib/meta";
import { useCart } from "#app/state/cart";
import { ShowPasswordButton } from "#app/components/show-password-button";

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

type Mode = "login" | "register";
const empty = { email: "", password: "", firstName: "", lastName: "" };

const benefits = [
  "Suivi de vos commandes",
  "10 € offerts tous les 100 € d'achats",
  "Offres exclusives réservées aux membres",
  "Historique de vos achats et favoris",
];

export default function AuthPage() {
  const [mode, setMode] = useState<Mode>("login");
  const [form, setForm] = useState(empty);
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ text: string; code?: string } | null>(null);
  const [redirectTo, setRedirectTo] = useState<{ path: string; delay: number } | null>(null);
  const navigate = useNavigate();
  const cart = useCart();
  const ids = useId();

  useEffect(() => {
    if (!redirectTo) return;
    const timer = setTimeout(() => void navigate(redirectTo.path), redirectTo.delay);
    return () => clearTimeout(timer);
  }, [redirectTo, navigate]);

  const switchMode = () => {
    setMode(mode === "login" ? "register" : "login");
    setForm(empty);
    setError(null);
    setNotice(null);
  };

  const set = (field: keyof typeof empty) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setForm({ ...form, [field]: event.target.value });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    setNotice(null);
    setBusy(true);
    try {
      if (mode === "login") {
        await authClient.login(form.email, form.password);
        try {
          // The basket of this browser joins the one saved with the account.
          const merged = await authClient.mergeCart(cart.items.map(({ id, quantity }) => ({ id, quantity })));
          cart.replaceItems(
            merged.items.map((line) => ({
              id: line.id,
              name: line.name,
              price: line.price,
              quantity: line.quantity,
              image: line.image,
              category: line.category,
              ...(line.format ? { weight: line.format } : {}),
            })),
          );
        } catch {
          // The basket stays as it is in this browser; signing in still succeeded.
        }
        setNotice({ text: "Connexion réussie ! Redirection vers votre profil..." });
        setRedirectTo({ path: "/profile", delay: 1500 });
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
          setRedirectTo({ path: "/profile", delay: 3000 });
        } else {
          setRedirectTo({ path: "/profile", delay: 1500 });
        }
      }
    } catch (err) {
      setError(authErrorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  const field = "mt-1 block w-full rounded-lg border border-stone-400 bg-white px-3 py-3 text-base";
  return (
    <main className="mx-auto grid max-w-5xl gap-10 px-4 py-12 md:grid-cols-2">
      <section aria-labelledby={`${ids}-titre`}>
        <h1 id={`${ids}-titre`} className="font-serif text-3xl font-bold text-miel-900">
          {mode === "login" ? "Connexion" : "Créer un compte"}
        </h1>
        <form onSubmit={(event) => void submit(event)} className="mt-6 space-y-4" noValidate>
          {mode === "register" && (
            <div className="grid gap-4 sm:grid-cols-2">
              <label className="block font-medium">
                Prénom
                <input
                  required
                  autoComplete="given-name"
                  value={form.firstName}
                  onChange={set("firstName")}
                  className={field}
                />
              </label>
              <label className="block font-medium">
                Nom
                <input
                  required
                  autoComplete="family-name"
                  value={form.lastName}
                  onChange={set("lastName")}
                  className={field}
                />
              </label>
            </div>
          )}
          <label className="block font-medium">
            Adresse e-mail
            <input
              type="email"
              required
              autoComplete="email"
              value={form.email}
              onChange={set("email")}
              className={field}
            />
          </label>
          <div>
            <label className="block font-medium" htmlFor={`${ids}-mdp`}>
              Mot de passe
            </label>
            <div className="mt-1 flex gap-2">
              <input
                id={`${ids}-mdp`}
                type={showPassword ? "text" : "password"}
                required
                minLength={mode === "register" ? 8 : undefined}
                autoComplete={mode === "login" ? "current-password" : "new-password"}
                value={form.password}
                onChange={set("password")}
                className="block w-full rounded-lg border border-stone-400 bg-white px-3 py-3 text-base"
              />
              <ShowPasswordButton shown={showPassword} onToggle={() => setShowPassword(!showPassword)} />
            </div>
            {mode === "register" ? (
              <p className="mt-1 text-sm text-stone-700">
                8 caractères au moins, et pas un mot de passe courant : plusieurs mots séparés par des tirets, par
                exemple.
              </p>
            ) : (
              <Link
                to="/mot-de-passe-oublie"
                className="mt-1 inline-flex min-h-11 items-center font-semibold text-miel-900 underline"
              >
                Mot de passe oublié ?
              </Link>
            )}
          </div>
          {error && (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
              {error}
            </p>
          )}
          {notice && (
            <div role="status" className="rounded-lg bg-green-50 p-3 text-green-900">
              <p>{notice.text}</p>
              {notice.code && <p className="mt-1 font-mono text-lg font-bold">{notice.code}</p>}
            </div>
          )}
          <button
            type="submit"
            disabled={
              busy ||
              !form.email.trim() ||
              !form.password ||
              (mode === "register" && (!form.firstName.trim() || !form.lastName.trim()))
            }
            className="min-h-11 w-full rounded-full bg-miel-900 px-6 py-3 font-semibold text-white hover:bg-miel-700 disabled:opacity-60"
          >
            {busy ? "Veuillez patienter..." : mode === "login" ? "Se connecter" : "Créer mon compte"}
          </button>
        </form>
        <p className="mt-6 text-stone-800">
          {mode === "login" ? "Pas encore de compte ?" : "Déjà un compte ?"}{" "}
          <button type="button" onClick={switchMode} className="min-h-11 font-semibold text-miel-900 underline">
            {mode === "login" ? "Créer un compte" : "Se connecter"}
          </button>
        </p>
      </section>
      <aside className="rounded-2xl border border-miel-200 bg-white p-6" aria-labelledby={`${ids}-avantages`}>
        <h2 id={`${ids}-avantages`} className="font-serif text-2xl font-bold text-miel-900">
          Les avantages du compte
        </h2>
        <ul className="mt-4 space-y-3">
          {benefits.map((b) => (
            <li key={b} className="flex gap-2">
              <span aria-hidden="true" className="text-miel-600">
                ✓
              </span>
              {b}
            </li>
          ))}
        </ul>
        <p className="mt-6 text-sm text-stone-700">
          Vous pouvez aussi commander sans compte depuis votre{" "}
          <Link to="/panier" className="underline">
            panier
          </Link>
          .
        </p>
      </aside>
    </main>
  );
}
