import { Form } from "react-router";
import { ORDER_FILTERS } from "#core/fulfilment";
import { SelectField, TextField } from "#app/components/form-field";
import { Button, ButtonLink } from "#app/components/ui/button";

export interface OrderFilterValues {
  status?: string;
  paymentMethod?: string;
  from?: string;
  to?: string;
  q?: string;
}

const STATUS_OPTIONS = [
  { value: "", label: "Tous les statuts" },
  ...Object.entries(ORDER_FILTERS).map(([value, label]) => ({ value, label })),
];
const METHOD_OPTIONS = [
  { value: "", label: "Tous" },
  { value: "card", label: "Carte" },
  { value: "crypto", label: "Crypto" },
];

/** The list's filters: a GET form, so it works before (and without) the page's JavaScript. */
export function OrderFilters({ values }: { values: OrderFilterValues }) {
  return (
    <Form
      method="get"
      action="/admin/commandes"
      role="search"
      aria-label="Filtrer les commandes"
      className="mt-6 grid gap-4 rounded-2xl border border-stone-300 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5"
    >
      <TextField
        id="recherche"
        name="q"
        type="search"
        label="Référence, e-mail ou nom"
        defaultValue={values.q ?? ""}
        maxLength={120}
        className="sm:col-span-2 lg:col-span-1"
      />
      <SelectField
        id="statut"
        name="status"
        label="Statut"
        options={STATUS_OPTIONS}
        defaultValue={values.status ?? ""}
      />
      <SelectField
        id="moyen"
        name="payment_method"
        label="Paiement"
        options={METHOD_OPTIONS}
        defaultValue={values.paymentMethod ?? ""}
      />
      <TextField id="du" name="from" type="date" label="Du" defaultValue={values.from ?? ""} />
      <TextField id="au" name="to" type="date" label="Au" defaultValue={values.to ?? ""} />
      <div className="flex flex-wrap gap-3 sm:col-span-2 lg:col-span-5">
        <Button type="submit" size="sm">
          Filtrer
        </Button>
        <ButtonLink to="/admin/commandes" variant="neutral" size="sm">
          Effacer les filtres
        </ButtonLink>
      </div>
    </Form>
  );
}
