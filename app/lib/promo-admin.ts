// The promo manager's calls (api-client.ts) and its form: the fields as typed, the draft the rules check
// (core/promo-rules.ts), the body the API takes, and how a code reads in the list.
import { normaliseCode } from "#core/codes";
import { eurosToCents, formatEuros } from "#core/money";
import type { PromoType } from "#core/pricing";
import { parisDay, type PromoDraft, PROMO_CATEGORY_LABELS } from "#core/promo-rules";
import { ApiCallError, api, call, type Ok, segment } from "./api-client";
import { plural } from "#core/french-plural";

/** A code as `GET /api/promotions/codes` gives it (its declared answer). */
export type PromoCodeView = Ok<typeof codes.$get>[number];
/** The statistics as `GET /api/promotions/codes/stats` gives them. */
export type PromoStatsView = Ok<typeof codes.stats.$get>;

/** A failed load of the list: the spec's 'Erreur {status}: {statusText}' or "Erreur de connexion à l'API". */
export class LoadError extends Error {}

async function load<T>(request: () => Promise<Response>): Promise<T> {
  let res: Response;
  try {
    res = await request();
  } catch {
    throw new LoadError("Erreur de connexion à l'API");
  }
  if (!res.ok) throw new LoadError(`Erreur ${res.status}: ${res.statusText}`);
  return (await res.json()) as T;
}

const codes = api.promotions.codes;
const one = (code: string) => ({ param: { code: segment(code) } });

export const promoAdminClient = {
  /** The shop's codes and the personal ones, and the statistics, read again. */
  refresh: async () => {
    const [all, stats] = await Promise.all([
      load<PromoCodeView[]>(() => codes.$get()),
      load<PromoStatsView>(() => codes.stats.$get()),
    ]);
    return { codes: all.filter((c) => !c.personal), personal: all.filter((c) => c.personal), stats };
  },
  create: (body: PromoBody) => call(codes.$post({ json: body }), "Erreur lors de la création du code"),
  update: (code: string, body: Partial<Omit<PromoBody, "code">>) =>
    call(codes[":code"].$put({ ...one(code), json: body }), "Erreur lors de la modification du code"),
  toggle: (code: string) => call(codes[":code"].toggle.$post(one(code)), "Erreur lors du changement d'état du code"),
  remove: (code: string) => call(codes[":code"].$delete(one(code)), "Erreur lors de la suppression du code"),
};

/** 'Erreur: {detail}' (spec §8) for a refused change, or the fallback for anything else. */
export function changeError(err: unknown, fallback: string): string {
  if (err instanceof ApiCallError) return err.status >= 500 ? fallback : `Erreur: ${err.message}`;
  return fallback;
}

/** The form's fields as typed (numbers as text: an empty field means "none" for the optional ones). */
export interface PromoForm {
  code: string;
  name: string;
  description: string;
  type: PromoType;
  value: string;
  bundleSize: string;
  minimumAmount: string;
  maximumAmount: string;
  maximumUses: string;
  categoryRestriction: string;
  validUntil: string;
  freeShipping: boolean;
  active: boolean;
}

export const EMPTY_FORM: PromoForm = {
  code: "",
  name: "",
  description: "",
  type: "percentage",
  value: "",
  bundleSize: "",
  minimumAmount: "",
  maximumAmount: "",
  maximumUses: "",
  categoryRestriction: "",
  validUntil: "",
  freeShipping: false,
  active: true,
};

const text = (value: number | null) => (value === null ? "" : String(value));

export function formOf(code: PromoCodeView): PromoForm {
  return {
    code: code.code,
    name: code.name,
    description: code.description,
    type: code.type,
    value: code.type === "free_shipping" ? "" : String(code.value),
    bundleSize: text(code.bundle_size),
    minimumAmount: code.minimum_amount === 0 ? "" : String(code.minimum_amount),
    maximumAmount: text(code.maximum_amount),
    maximumUses: text(code.maximum_uses),
    categoryRestriction: code.category_restriction ?? "",
    validUntil: code.valid_until ? parisDay(new Date(code.valid_until)) : "",
    freeShipping: code.free_shipping,
    active: code.active,
  };
}

/** Spec §5: numbers parsed as numbers (0 when empty); maximum, uses, size and date null when empty. */
const parse = (value: string) => Number(value.trim().replace(",", "."));
const orNull = (value: string) => (value.trim() === "" ? null : parse(value));

export function draftOfForm(form: PromoForm): PromoDraft {
  return {
    code: normaliseCode(form.code),
    name: form.name,
    description: form.description,
    type: form.type,
    value: form.type === "free_shipping" ? 0 : form.value.trim() === "" ? 0 : parse(form.value),
    bundleSize: form.type === "bundle" ? orNull(form.bundleSize) : null,
    minimumAmount: form.minimumAmount.trim() === "" ? 0 : parse(form.minimumAmount),
    maximumAmount: orNull(form.maximumAmount),
    maximumUses: orNull(form.maximumUses),
    freeShipping: form.freeShipping,
    active: form.active,
    categoryRestriction: form.categoryRestriction || null,
    validUntil: form.validUntil.trim() || null,
  };
}

export type PromoBody = {
  code: string;
  name: string;
  description: string;
  type: PromoType;
  value: number;
  bundle_size: number | null;
  minimum_amount: number;
  maximum_amount: number | null;
  maximum_uses: number | null;
  free_shipping: boolean;
  active: boolean;
  category_restriction: string | null;
  valid_until: string | null;
};

export function bodyOf(draft: PromoDraft): PromoBody {
  return {
    code: draft.code,
    name: draft.name.trim(),
    description: draft.description.trim(),
    type: draft.type,
    value: draft.value,
    bundle_size: draft.bundleSize,
    minimum_amount: draft.minimumAmount,
    maximum_amount: draft.maximumAmount,
    maximum_uses: draft.maximumUses,
    free_shipping: draft.freeShipping,
    active: draft.active,
    category_restriction: draft.categoryRestriction,
    valid_until: draft.validUntil,
  };
}

const percent = (value: number) => `${value.toLocaleString("fr-FR")} %`;
const euros = (cents: number) => formatEuros(cents);
const dateFr = new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeZone: "Europe/Paris" });

/** What a code gives, in one phrase: "12,5 % de réduction", "5,00 € de réduction", "Lot de 2 pour 50,00 €". */
export function benefitOf(code: PromoCodeView): string {
  const shipping = code.free_shipping && code.type !== "free_shipping" ? " + livraison offerte" : "";
  switch (code.type) {
    case "percentage":
      return `${percent(code.value)} de réduction${shipping}`;
    case "fixed_amount":
      return `${euros(eurosToCents(code.value))} de réduction${shipping}`;
    case "bundle":
      return `Lot de ${code.bundle_size ?? "?"} pour ${euros(eurosToCents(code.value))}${shipping}`;
    case "free_shipping":
      return "Livraison offerte";
  }
}

/** Its conditions, each a short phrase. */
export function conditionsOf(code: PromoCodeView): string[] {
  const conditions: string[] = [];
  if (code.minimum_amount_cents > 0) conditions.push(`dès ${euros(code.minimum_amount_cents)} d'achat`);
  if (code.maximum_amount_cents !== null) conditions.push(`réduction plafonnée à ${euros(code.maximum_amount_cents)}`);
  if (code.category_restriction) {
    conditions.push(`catégorie : ${PROMO_CATEGORY_LABELS[code.category_restriction] ?? code.category_restriction}`);
  }
  if (code.uses_per_customer !== null) conditions.push(`${code.uses_per_customer} fois par client`);
  if (code.valid_until) {
    const until = new Date(code.valid_until);
    conditions.push(`${until.getTime() < Date.now() ? "expiré depuis le" : "jusqu'au"} ${dateFr.format(until)}`);
  }
  return conditions;
}

/** "3 / 100 utilisations", "3 utilisations", with the orders awaiting payment. */
export function usesOf(code: PromoCodeView): string {
  const count = `${code.current_uses}${code.maximum_uses === null ? "" : ` / ${code.maximum_uses}`}`;
  const pending = code.reserved_uses > 0 ? ` (+ ${code.reserved_uses} en attente de paiement)` : "";
  return `${count} ${plural(code.current_uses, "utilisation")}${pending}`;
}
