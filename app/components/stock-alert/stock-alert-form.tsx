import { useFetcher, useLocation, useRouteLoaderData } from "react-router";
import { SelectField, TextField } from "#app/components/form-field";
import { Button } from "#app/components/ui/button";
import { FormOutcome } from "#app/components/ui/form-outcome";
import type { loader as rootLoader } from "#app/root";

export interface AlertVariant {
  id: string;
  label: string;
  soldOut: boolean;
}

/** What `/alerte-stock`'s action answers (the form's outcome). */
export type StockAlertOutcome = { ok: true; message: string } | { ok: false; message: string; field: string | null };

/**
 * « Me prévenir » under a product's sold-out variants (decision 111): an address (the account's when signed in) and,
 * when several are sold out, which one. A plain form posted to `/alerte-stock` without JavaScript; with it, the
 * answer shows here.
 */
export function StockAlertForm({ product, variants }: { product: string; variants: AlertVariant[] }) {
  const fetcher = useFetcher<StockAlertOutcome>();
  const viewer = useRouteLoaderData<typeof rootLoader>("root")?.viewer;
  const { pathname } = useLocation();
  const soldOut = variants.filter((v) => v.soldOut);
  if (soldOut.length === 0) return null;
  const outcome = fetcher.data;
  const only = soldOut.length === 1 ? soldOut[0]! : null;
  return (
    <section aria-labelledby="alerte-stock-titre" className="mt-6 rounded-xl border border-stone-200 bg-miel-50 p-4">
      {/* Hoisted into <head> by React: the form's post carries the shop's origin without JavaScript (no-referrer
          would send `Origin: null`, which React Router refuses) — as on /connexion. */}
      <meta name="referrer" content="same-origin" />
      <h2 id="alerte-stock-titre" className="font-semibold">
        {only ? `${only.label === product ? product : `${product} — ${only.label}`} est épuisé` : "Formats épuisés"}
      </h2>
      <p className="mt-1 text-sm text-stone-800">
        Laissez votre adresse : après sa confirmation, nous vous écrirons une seule fois, à son retour en stock.
      </p>
      <fetcher.Form method="post" action="/alerte-stock" className="mt-3 grid gap-3">
        <input type="hidden" name="retour" value={pathname} />
        {only ? (
          <input type="hidden" name="variant" value={only.id} />
        ) : (
          <SelectField
            id="alerte-stock-variante"
            label="Format"
            name="variant"
            options={soldOut.map((v) => ({ value: v.id, label: v.label }))}
          />
        )}
        <TextField
          id="alerte-stock-email"
          label="Votre adresse e-mail"
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={viewer?.email ?? ""}
          error={outcome && !outcome.ok && outcome.field === "email" ? outcome.message : undefined}
        />
        <Button type="submit" variant="secondary" disabled={fetcher.state !== "idle"}>
          Me prévenir
        </Button>
      </fetcher.Form>
      <FormOutcome
        refusal={outcome && !outcome.ok && outcome.field !== "email" ? outcome.message : null}
        message={outcome?.ok ? outcome.message : null}
      />
    </section>
  );
}
