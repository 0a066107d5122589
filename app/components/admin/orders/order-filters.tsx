import { ORDER_FILTERS } from "#core/fulfilment";
import { FilterForm, filterOptions } from "#app/components/admin/filter-form";
import { SelectField, TextField } from "#app/components/form-field";

export interface OrderFilterValues {
  status?: string;
  paymentMethod?: string;
  from?: string;
  to?: string;
  q?: string;
}

const STATUS_OPTIONS = filterOptions("Tous les statuts", ORDER_FILTERS);
const METHOD_OPTIONS = filterOptions("Tous", { card: "Carte", crypto: "Crypto" });

/** The list's filters (a GET form: works without JavaScript). */
export function OrderFilters({ values }: { values: OrderFilterValues }) {
  return (
    <FilterForm
      action="/admin/commandes"
      label="Filtrer les commandes"
      search={{ label: "Référence, e-mail ou nom", value: values.q }}
    >
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
    </FilterForm>
  );
}
