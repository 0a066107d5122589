import { ORDER_FILTERS } from "#core/fulfilment";
import { FilterForm, filterOptions, filterSelect } from "#app/components/admin/filter-form";
import { TextField } from "#app/components/form-field";

export interface OrderFilterValues {
  status?: string;
  paymentMethod?: string;
  from?: string;
  to?: string;
  q?: string;
}

const STATUS_OPTIONS = filterOptions("Tous les statuts", ORDER_FILTERS);
const METHOD_OPTIONS = filterOptions("Tous", { card: "Carte", crypto: "Crypto" });

/** The filters as the form sends them (its fields' names), for the links to the list's other pages. */
export const orderFilterQuery = (values: OrderFilterValues) => ({
  q: values.q,
  status: values.status,
  payment_method: values.paymentMethod,
  from: values.from,
  to: values.to,
});

/** The list's filters (a GET form: works without JavaScript). */
export function OrderFilters({ values }: { values: OrderFilterValues }) {
  return (
    <FilterForm
      action="/admin/commandes"
      label="Filtrer les commandes"
      search={{ label: "Référence, e-mail ou nom", value: values.q }}
    >
      {filterSelect("statut", "status", "Statut", STATUS_OPTIONS, values.status ?? "")}
      {filterSelect("moyen", "payment_method", "Paiement", METHOD_OPTIONS, values.paymentMethod ?? "")}
      <TextField id="du" name="from" type="date" label="Du" defaultValue={values.from ?? ""} />
      <TextField id="au" name="to" type="date" label="Au" defaultValue={values.to ?? ""} />
    </FilterForm>
  );
}
