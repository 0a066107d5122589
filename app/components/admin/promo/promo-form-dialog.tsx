import { useState } from "react";
import { PROMO_FIELDS, type PromoErrors, promoDraftErrors, type PromoField } from "#core/promo-rules";
import { Button } from "#app/components/ui/button";
import { ErrorMessage } from "#app/components/ui/alert-box";
import { Modal } from "#app/components/ui/modal";
import { useFieldErrors } from "#app/hooks/use-field-errors";
import type { ModalControl } from "#app/hooks/use-modal";
import {
  bodyOf,
  changeError,
  draftOfForm,
  promoAdminClient,
  type PromoBody,
  type PromoForm,
} from "#app/lib/promo-admin";
import { fieldId, PromoFormFields } from "./promo-form-fields";

export interface PromoFormTarget {
  /** The code being edited; null: a new code. */
  editing: string | null;
  initial: PromoForm;
}

type Categories = readonly { value: string; label: string }[];

const FIELD_OF_BODY: Record<keyof PromoBody, PromoField> = {
  code: "code",
  name: "name",
  description: "description",
  type: "type",
  value: "value",
  bundle_size: "bundleSize",
  minimum_amount: "minimumAmount",
  maximum_amount: "maximumAmount",
  maximum_uses: "maximumUses",
  free_shipping: "freeShipping",
  active: "active",
  category_restriction: "categoryRestriction",
  valid_until: "validUntil",
};

/** The body's fields that differ from the code as it was (an edit sends only those). */
function changedFields(before: PromoBody, after: PromoBody): Partial<PromoBody> {
  const keys = (Object.keys(after) as (keyof PromoBody)[]).filter(
    (key) => key !== "code" && before[key] !== after[key],
  );
  return Object.fromEntries(keys.map((key) => [key, after[key]]));
}

function PromoFormBody({
  target,
  categories,
  onCancel,
  onSaved,
}: {
  target: PromoFormTarget;
  categories: Categories;
  onCancel: () => void;
  onSaved: (message: string) => void;
}) {
  const [form, setForm] = useState(target.initial);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, show, clear } = useFieldErrors<PromoErrors>((found) => {
    const first = PROMO_FIELDS.find((field) => found[field]);
    return first ? fieldId(first) : null;
  });
  const set = <K extends keyof PromoForm>(field: K, value: PromoForm[K]) => {
    setForm((current) => ({ ...current, [field]: value }));
    clear(field);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const draft = draftOfForm(form);
    const body = bodyOf(draft);
    const changes = target.editing ? changedFields(bodyOf(draftOfForm(target.initial)), body) : null;
    const changed = changes
      ? new Set(Object.keys(changes).map((key) => FIELD_OF_BODY[key as keyof PromoBody]))
      : undefined;
    const found = promoDraftErrors(draft, { now: new Date(), categories: categories.map((c) => c.value), changed });
    if (Object.keys(found).length > 0) return show(found);
    setBusy(true);
    try {
      if (target.editing && changes) {
        if (Object.keys(changes).length > 0) await promoAdminClient.update(target.editing, changes);
        onSaved(`Code ${target.editing} modifié avec succès !`);
      } else {
        await promoAdminClient.create(body);
        onSaved("Code promo créé avec succès !");
      }
    } catch (err) {
      setFailure(
        changeError(
          err,
          target.editing ? "Erreur lors de la modification du code" : "Erreur lors de la création du code",
        ),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <PromoFormFields
        form={form}
        errors={errors}
        editing={target.editing !== null}
        categories={categories}
        set={set}
      />
      {failure && <ErrorMessage className="mt-4">{failure}</ErrorMessage>}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="neutral" onClick={onCancel}>
          Annuler
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? "Enregistrement..." : target.editing ? "Enregistrer" : "Créer le code"}
        </Button>
      </div>
    </form>
  );
}

/** The create and edit modal: the rules checked field by field before the call, the server's refusal after it. */
export function PromoFormDialog({
  control,
  target,
  categories,
  onSaved,
}: {
  control: ModalControl;
  target: PromoFormTarget;
  categories: Categories;
  onSaved: (message: string) => void;
}) {
  return (
    <Modal control={control} title={target.editing ? `Modifier le code ${target.editing}` : "Nouveau code promo"}>
      <PromoFormBody
        key={target.editing ?? "nouveau"}
        target={target}
        categories={categories}
        onCancel={control.close}
        onSaved={(message) => {
          control.close();
          onSaved(message);
        }}
      />
    </Modal>
  );
}
