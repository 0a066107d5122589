import { type FormEvent, useId, useState } from "react";
import { ShowPasswordButton } from "#app/components/show-password-button";
import { Button, ButtonAnchor } from "#app/components/ui/button";
import { cardClass } from "#app/components/ui/card";
import { ErrorMessage } from "#app/components/ui/alert-box";
import { Modal } from "#app/components/ui/modal";
import { useModal } from "#app/hooks/use-modal";
import { api, call } from "#app/lib/api-client";
import { serverMessage } from "#app/lib/auth-client";
import { ERASED_NOTICE_PARAM } from "./erased-notice";

/** The customer's RGPD rights (decision 035): download their data, delete their account with their password. */
export function MyData() {
  const dialog = useModal();
  const passwordId = useId();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState(false);

  const erase = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await call(api.auth.me.delete.$post({ json: { password } }), "La suppression a échoué.");
      // A full load: every part of the page forgets the account.
      window.location.assign(`/?${ERASED_NOTICE_PARAM}=1`);
    } catch (err) {
      setError(serverMessage(err));
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="mes-donnees" className={cardClass("lg", "mt-8")}>
      {/* Closed, the dialog is neither seen nor read: its place in the section does not matter. */}
      <Modal
        control={dialog}
        title="Supprimer mon compte"
        alert
        description={
          <p>
            Votre compte sera effacé définitivement : vous serez déconnecté et ne pourrez plus vous connecter avec.
            Saisissez votre mot de passe pour confirmer.
          </p>
        }
      >
        <form onSubmit={(e) => void erase(e)} className="mt-4 space-y-4">
          <label htmlFor={passwordId} className="block font-medium">
            Mot de passe
          </label>
          <div className="mt-1 flex gap-2">
            <input
              id={passwordId}
              type={shown ? "text" : "password"}
              required
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              className="block w-full rounded-lg border border-stone-400 bg-white px-3 py-3 text-base"
            />
            <ShowPasswordButton shown={shown} onToggle={() => setShown(!shown)} />
          </div>
          {error && <ErrorMessage>{error}</ErrorMessage>}
          <div className="flex flex-wrap justify-end gap-3">
            <Button type="button" variant="neutral" onClick={dialog.close}>
              Annuler
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? "Suppression…" : "Supprimer définitivement"}
            </Button>
          </div>
        </form>
      </Modal>
      <h2 id="mes-donnees" className="font-serif text-2xl font-bold">
        Mes données personnelles
      </h2>
      <div className="mt-3 flex flex-wrap gap-3">
        <ButtonAnchor href="/api/auth/me/export" download variant="secondary" size="sm">
          Télécharger mes données
        </ButtonAnchor>
        <Button
          variant="neutral"
          size="sm"
          onClick={() => {
            setPassword("");
            setError(null);
            dialog.show();
          }}
        >
          Supprimer mon compte
        </Button>
      </div>
      <p className="mt-4 text-sm text-stone-800">
        Téléchargez tout ce que nous gardons sur vous (compte, adresses, commandes, factures, rétractations, codes), ou
        supprimez votre compte. Vos commandes payées restent dans notre comptabilité pendant 10 ans, détachées de votre
        compte.
      </p>
    </section>
  );
}
