import { type ReactNode, useEffect, useRef } from "react";
import type { AddressErrors, AddressField } from "#core/checkout";
import { SHIPPING_COUNTRIES } from "#core/pricing";
import { usePostalCodeCities } from "#app/hooks/use-postal-code-cities";
import { SelectField, TextField } from "./form-field";
import { CardSection } from "./ui/card";

/** The delivery form of spec §5, in the order a French address is written (the postal code before the city). */
export const DELIVERY_FIELDS: {
  name: Exclude<AddressField, "country">;
  label: string;
  autoComplete: string;
  type?: string;
  inputMode?: "tel" | "email" | "numeric";
  wide?: boolean;
}[] = [
  { name: "firstName", label: "Prénom", autoComplete: "shipping given-name" },
  { name: "lastName", label: "Nom", autoComplete: "shipping family-name" },
  { name: "email", label: "E-mail", autoComplete: "email", type: "email", inputMode: "email" },
  { name: "phone", label: "Téléphone", autoComplete: "tel", type: "tel", inputMode: "tel" },
  { name: "address", label: "Adresse", autoComplete: "shipping address-line1", wide: true },
  { name: "address2", label: "Complément d'adresse (facultatif)", autoComplete: "shipping address-line2", wide: true },
  { name: "postalCode", label: "Code postal", autoComplete: "shipping postal-code", inputMode: "numeric" },
  { name: "city", label: "Ville", autoComplete: "shipping address-level2" },
];

/** A blank delivery form (France by default), with the signed-in customer's e-mail when known. */
export function emptyAddress(email = ""): Record<AddressField, string> {
  return {
    firstName: "",
    lastName: "",
    email,
    phone: "",
    address: "",
    address2: "",
    city: "",
    postalCode: "",
    country: "France",
  };
}

const COUNTRY_OPTIONS = SHIPPING_COUNTRIES.map((c) => ({ value: c, label: c }));

/** The delivery fields and the country select; `idOf` names each control so a page can focus its first error. */
export function DeliveryFields({
  values,
  errors,
  onChange,
  idOf,
  withoutEmail = false,
  named = false,
}: {
  values: Record<AddressField, string>;
  errors: AddressErrors;
  onChange: (field: AddressField, value: string) => void;
  idOf: (field: AddressField) => string;
  /** The e-mail is asked elsewhere on the page (a guest's checkout asks it once, with the customer's details). */
  withoutEmail?: boolean;
  /** Each control named after its field: the form posts itself without JavaScript (the address book, decision 113). */
  named?: boolean;
}) {
  const fields = withoutEmail ? DELIVERY_FIELDS.filter((f) => f.name !== "email") : DELIVERY_FIELDS;
  const cities = useProposedCity(values, onChange);
  const citiesId = `${idOf("city")}-communes`;
  return (
    <div className="mt-4 grid gap-4 sm:grid-cols-2">
      {fields.map((f) => (
        <TextField
          key={f.name}
          id={idOf(f.name)}
          name={named ? f.name : undefined}
          className={f.wide ? "sm:col-span-2" : undefined}
          label={f.label}
          type={f.type ?? "text"}
          inputMode={f.inputMode}
          autoComplete={f.autoComplete}
          value={values[f.name]}
          onChange={(e) => onChange(f.name, e.target.value)}
          error={errors[f.name]}
          {...(f.name === "city" && cities.length > 0
            ? {
                list: citiesId,
                hint:
                  cities.length > 1
                    ? `${cities.length} communes pour ce code postal : choisissez la vôtre dans la liste.`
                    : undefined,
              }
            : {})}
        />
      ))}
      {cities.length > 0 && (
        <datalist id={citiesId}>
          {cities.map((city) => (
            <option key={city} value={city} />
          ))}
        </datalist>
      )}
      {/* Said to a screen reader as the code is typed: the city written in, or that there is a list. */}
      <p role="status" className="sr-only">
        {cities.length === 1
          ? `Ville proposée pour ce code postal : ${cities[0]}.`
          : cities.length > 1
            ? `${cities.length} communes pour ce code postal, proposées dans le champ Ville.`
            : ""}
      </p>
      <SelectField
        id={idOf("country")}
        name={named ? "country" : undefined}
        label="Pays"
        autoComplete="shipping country-name"
        options={COUNTRY_OPTIONS}
        value={values.country}
        onChange={(e) => onChange("country", e.target.value)}
      />
    </div>
  );
}

/**
 * The communes of a French postal code for the city field. The only one is written in while the city is empty or
 * still the one proposed for another code, which is taken back when the new code has several; what the customer
 * typed is never replaced.
 */
function useProposedCity(
  values: Record<AddressField, string>,
  onChange: (field: AddressField, value: string) => void,
): string[] {
  const cities = usePostalCodeCities(values.postalCode, values.country);
  const proposed = useRef("");
  const { city } = values;
  useEffect(() => {
    if (cities === null || cities.includes(city)) return;
    if (city.trim() !== "" && city !== proposed.current) return;
    const only = cities.length === 1 ? cities[0]! : "";
    proposed.current = only;
    if (city !== only) onChange("city", only);
  }, [cities, city, onChange]);
  return cities ?? [];
}

/** The delivery address as a card of its own; `note` comes before the reminder of the required fields. */
export function DeliverySection({
  headingId,
  note,
  ...fields
}: Parameters<typeof DeliveryFields>[0] & { headingId: string; note?: ReactNode }) {
  return (
    <CardSection id={headingId} title="Adresse de livraison">
      <p className="mt-1 text-sm text-stone-700">
        {note}
        Tous les champs sont obligatoires, sauf le complément.
      </p>
      <DeliveryFields {...fields} />
    </CardSection>
  );
}
