import { useState } from "react";
import {
  DESCRIPTION_BLOCK_KINDS,
  type DescriptionBlock,
  type DescriptionBlockKind,
  descriptionBlocksOf,
  htmlOfDescriptionBlocks,
  movedBlock,
} from "#core/description-blocks";
import { SelectField, TextAreaField } from "#app/components/form-field";
import { Button } from "#app/components/ui/button";

const KIND_OPTIONS = Object.entries(DESCRIPTION_BLOCK_KINDS).map(([value, label]) => ({ value, label }));
const ADD: [DescriptionBlockKind, string][] = [
  ["heading", "Ajouter un intertitre"],
  ["paragraph", "Ajouter un paragraphe"],
  ["bullets", "Ajouter une liste"],
];

type Keyed = DescriptionBlock & { key: number };

/**
 * The honey's detailed description as blocks (decision 089): intertitre, paragraphe, liste à puces or numérotée,
 * added, removed, moved; plain text with **gras** and *italique*. The form posts the blocks' HTML in
 * `detailedDescription` (the stored subset the storefront reads back as the same blocks), or the stored HTML
 * untouched while nothing was edited.
 */
export function DescriptionEditor({
  id,
  stored,
  error,
  legend = "Description détaillée (page du miel)",
  name = "detailedDescription",
}: {
  id: string;
  stored: string;
  error?: string;
  /** The same editor for another text in the same format (a newsletter's body, decision 115). */
  legend?: string;
  name?: string;
}) {
  const [blocks, setBlocks] = useState<Keyed[]>(() => descriptionBlocksOf(stored).map((b, key) => ({ ...b, key })));
  const [edited, setEdited] = useState(false);
  const [said, setSaid] = useState("");
  const change = (update: (current: Keyed[]) => Keyed[], news = "") => {
    setBlocks(update);
    setEdited(true);
    setSaid(news);
  };
  const set = (index: number, patch: Partial<DescriptionBlock>) =>
    change((current) => current.map((b, i) => (i === index ? { ...b, ...patch } : b)));

  return (
    <fieldset
      id={id}
      tabIndex={-1}
      aria-describedby={`${id}-aide${error ? ` ${id}-erreur` : ""}`}
      className="space-y-3 rounded-xl border border-stone-300 p-4"
    >
      <legend className="px-1 font-medium">{legend}</legend>
      <p id={`${id}-aide`} className="text-sm text-stone-700">
        Des blocs dans l'ordre de la page : intertitre, paragraphe, liste (un élément par ligne). Dans le texte,
        **gras** et *italique* ; rien d'autre n'est interprété, le texte s'affiche tel qu'il est écrit.
      </p>
      {blocks.length === 0 && <p className="text-stone-700">Aucun bloc pour le moment.</p>}
      <ol className="space-y-3">
        {blocks.map((block, i) => {
          const n = i + 1;
          const list = block.kind === "bullets" || block.kind === "numbers";
          return (
            <li key={block.key} className="space-y-2 rounded-lg bg-stone-50 p-3">
              <SelectField
                id={`${id}-${block.key}-type`}
                label={`Bloc ${n} : type`}
                options={KIND_OPTIONS}
                value={block.kind}
                onChange={(e) => set(i, { kind: e.target.value as DescriptionBlockKind })}
              />
              <TextAreaField
                id={`${id}-${block.key}-texte`}
                label={`Bloc ${n} : texte`}
                hint={list ? "Un élément de la liste par ligne." : undefined}
                rows={block.kind === "heading" ? 1 : 4}
                value={block.text}
                onChange={(e) => set(i, { text: e.target.value })}
              />
              <div className="flex flex-wrap gap-2">
                <Button
                  size="sm"
                  variant="neutral"
                  disabled={i === 0}
                  aria-label={`Monter le bloc ${n}`}
                  onClick={() =>
                    change((current) => movedBlock(current, i, -1), `Bloc ${n} monté en position ${n - 1}.`)
                  }
                >
                  Monter
                </Button>
                <Button
                  size="sm"
                  variant="neutral"
                  disabled={i === blocks.length - 1}
                  aria-label={`Descendre le bloc ${n}`}
                  onClick={() =>
                    change((current) => movedBlock(current, i, 1), `Bloc ${n} descendu en position ${n + 1}.`)
                  }
                >
                  Descendre
                </Button>
                <Button
                  size="sm"
                  variant="neutral"
                  aria-label={`Supprimer le bloc ${n}`}
                  onClick={() => change((current) => current.filter((_, j) => j !== i), `Bloc ${n} supprimé.`)}
                >
                  Supprimer
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap gap-2">
        {ADD.map(([kind, label]) => (
          <Button
            key={kind}
            size="sm"
            variant="secondary"
            onClick={() =>
              change(
                (current) => [...current, { kind, text: "", key: Math.max(-1, ...current.map((b) => b.key)) + 1 }],
                `${DESCRIPTION_BLOCK_KINDS[kind]} ajouté en bloc ${blocks.length + 1}.`,
              )
            }
          >
            {label}
          </Button>
        ))}
      </div>
      <p role="status" className="sr-only">
        {said}
      </p>
      {error && (
        <p id={`${id}-erreur`} className="text-sm font-medium text-red-800">
          {error}
        </p>
      )}
      <input type="hidden" name={name} value={edited ? htmlOfDescriptionBlocks(blocks) : stored} />
    </fieldset>
  );
}
