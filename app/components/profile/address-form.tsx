import { useState } from "react";
import { Form } from "react-router";
import type { AddressErrors, AddressField } from "#core/checkout";
import { DeliveryFields, emptyAddress } from "#app/components/delivery-fields";
import { Button, ButtonLink } from "#app/components/ui/button";
import { CardSection } from "#app/components/ui/card";
import { Checkbox } from "#app/components/ui/checkbox";
import type { SavedAddress } from "./saved-address";

const fieldId = (name: string) => `adresse-${name}`;

/**
 * Adds an address to the book, or edits `editing`: the checkout's delivery fields without the e-mail, posted to the
 * page's action (works without JavaScript), the server's message beside each refused field.
 */
export function AddressForm({
  editing,
  typed,
  errors: refused,
  busy,
}: {
  editing: SavedAddress | null;
  /** What was sent and refused, shown again. */
  typed: Partial<Record<AddressField, string>> | null;
  errors: AddressErrors;
  busy: boolean;
}) {
  const [values, setValues] = useState<Record<AddressField, string>>(() => ({
    ...emptyAddress(),
    ...(editing ? { ...editing, email: "" } : {}),
    ...typed,
  }));
  const [errors, setErrors] = useState<AddressErrors>(refused);
  const onChange = (field: AddressField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const title = editing ? "Modifier l'adresse" : "Ajouter une adresse";
  return (
    <CardSection id="formulaire-adresse" title={title} padding="lg" className="mt-8" size="2xl">
      <p className="mt-1 text-sm text-stone-700">Tous les champs sont obligatoires, sauf le complément.</p>
      <Form method="post" noValidate>
        <input type="hidden" name="intent" value={editing ? "update" : "add"} />
        {editing && <input type="hidden" name="id" value={editing.id} />}
        <DeliveryFields values={values} errors={errors} onChange={onChange} idOf={fieldId} withoutEmail named />
        {!editing?.isDefault && (
          <Checkbox name="is_default" className="mt-4">
            En faire mon adresse par défaut
          </Checkbox>
        )}
        <div className="mt-6 flex flex-wrap gap-3">
          <Button type="submit" disabled={busy}>
            {editing ? "Enregistrer les modifications" : "Ajouter l'adresse"}
          </Button>
          {editing && (
            <ButtonLink to="/profil/adresses" variant="neutral">
              Annuler
            </ButtonLink>
          )}
        </div>
      </Form>
    </CardSection>
  );
}
