import type { ReactNode } from "react";
import { Form } from "react-router";
import { SelectField, TextField } from "#app/components/form-field";
import { Button, ButtonLink } from "#app/components/ui/button";
import { Pagination } from "#app/components/ui/pagination";

/** A select's choices, led by the one that filters nothing (`""`). */
export function filterOptions(anyLabel: string, choices: Record<string, string>) {
  return [{ value: "", label: anyLabel }, ...Object.entries(choices).map(([value, label]) => ({ value, label }))];
}

/** One of a list's filters: a select of its choices (from filterOptions), the current one chosen. */
export function filterSelect(
  id: string,
  name: string,
  label: string,
  options: ReturnType<typeof filterOptions>,
  value: string,
) {
  return <SelectField id={id} name={name} label={label} options={options} defaultValue={value} />;
}

/**
 * A back-office list's filters: a GET form to the list's own address, so it works before (and without) the page's
 * JavaScript; "Effacer les filtres" goes back to the bare address.
 */
export function FilterForm({
  action,
  label,
  search,
  children,
}: {
  action: string;
  label: string;
  /** The text search (`q`): its label and current value. */
  search: { label: string; value: string | undefined };
  children: ReactNode;
}) {
  return (
    <Form
      method="get"
      action={action}
      role="search"
      aria-label={label}
      className="mt-6 grid gap-4 rounded-2xl border border-stone-300 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5"
    >
      <TextField
        id="recherche"
        name="q"
        type="search"
        label={search.label}
        defaultValue={search.value ?? ""}
        maxLength={120}
        className="sm:col-span-2 lg:col-span-1"
      />
      {children}
      <div className="flex flex-wrap gap-3 sm:col-span-2 lg:col-span-5">
        <Button type="submit" size="sm">
          Filtrer
        </Button>
        <ButtonLink to={action} variant="neutral" size="sm">
          Effacer les filtres
        </ButtonLink>
      </div>
    </Form>
  );
}

/**
 * What a filtered list shows under its filters: how many match (or that none does), the page's rows, and the links
 * to its other pages, which keep the filters (`query`: the form's fields by name).
 */
export function FilterResults({
  total,
  none,
  count,
  pagination,
  children,
}: {
  total: number;
  /** Said when nothing matches. */
  none: string;
  /** Said otherwise: how many, in what order. */
  count: string;
  pagination: Parameters<typeof Pagination>[0];
  children: ReactNode;
}) {
  return (
    <>
      <p className="mt-6 text-stone-700" role="status">
        {total === 0 ? none : count}
      </p>
      {children}
      <Pagination {...pagination} />
    </>
  );
}
