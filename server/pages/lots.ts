// The lots' pages (decision 038): the back office's lots, their forms without JavaScript (each call checks the
// administrator first), and what the storefront shows of a lot.
import { normaliseCode } from "#core/codes";
import { LOT_LIMITS, type LotDraft, parseDecimalInput, recallMessage } from "#core/lots";
import { DomainError } from "#server/lib/domain-error";
import { hasUnsafeCharacter } from "#server/http/guards";
import { PDF_REFUSALS } from "#server/modules/media/documents";
import { mediaStoreOf } from "#server/modules/media/store";
import { lotQrSvg } from "#server/workflows/lot-label";
import {
  createLot,
  currentPublicLot,
  currentPublicLotsByFormat,
  editLot,
  lotDetail,
  lotsOverview,
  publicLot,
  sendLotRecall,
  uploadLotAnalysis,
} from "#server/workflows/lots";
import type { ShopContext } from "#server/workflows/context";
import type { AdminPageDeps } from "./context";

export type LotFormResult =
  | { ok: true; message: string; lotId?: string }
  | { ok: false; message: string; field?: string; errors?: Record<string, string> };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** The lot form's fields → a draft (numbers in French: "17,4"); the workflow checks every rule. */
export function draftFromForm(form: FormData): LotDraft {
  const count = text(form, "quantityReceived").trim();
  const [productId = "", variantId = ""] = text(form, "product").split("|");
  return {
    code: normaliseCode(text(form, "code")),
    productId,
    variantId: variantId || null,
    harvestDate: text(form, "harvestDate").trim(),
    bestBefore: text(form, "bestBefore").trim(),
    region: text(form, "region"),
    producer: text(form, "producer"),
    quantityReceived: /^\d{1,7}$/.test(count) ? Number(count) : Number.NaN,
    moisturePercent: parseDecimalInput(text(form, "moisturePercent")),
    hmfMgKg: parseDecimalInput(text(form, "hmfMgKg")),
    diastase: parseDecimalInput(text(form, "diastase")),
    pollenSummary: text(form, "pollenSummary"),
  };
}

export function createLotServices(deps: AdminPageDeps & { shop: ShopContext }) {
  const { db, requireAdmin } = deps;
  const ctx = { ...deps.shop, media: mediaStoreOf(deps.env) };
  const publicUrlOf = (code: string) => `${deps.shop.publicUrl}/lot/${code}`;

  const refusal = (err: unknown): LotFormResult => {
    if (err instanceof DomainError) {
      const field = typeof err.details.field === "string" ? err.details.field : undefined;
      const errors = err.details.errors as Record<string, string> | undefined;
      return { ok: false, message: err.message, field, errors };
    }
    throw err;
  };

  const readForm = async (request: Request) => {
    try {
      return await request.formData();
    } catch {
      return null;
    }
  };

  return {
    admin: {
      /** The honeys and Shilajit with their lots (one product when asked). */
      overview: async (request: Request, productId?: string) => {
        await requireAdmin(request);
        return lotsOverview(db, productId?.slice(0, 100));
      },
      /** One lot, who received it, its public address and QR code; null for an unknown id. */
      one: async (request: Request, id: string) => {
        await requireAdmin(request);
        const found = /^[a-f0-9]{24}$/.test(id) ? await lotDetail(db, id) : null;
        if (!found) return null;
        const publicUrl = publicUrlOf(found.lot.code);
        return { ...found, publicUrl, qrSvg: await lotQrSvg(publicUrl) };
      },
      /** The forms of the lot pages: create, update, analysis, recall; a refusal's French message instead of a throw. */
      change: async (request: Request, lotId: string | null): Promise<LotFormResult> => {
        const admin = await requireAdmin(request);
        const actor = { id: admin.id, email: admin.email };
        const form = await readForm(request);
        if (!form) return { ok: false, message: "Formulaire illisible : envoyez-le de nouveau." };
        const intent = text(form, "intent");
        const values = [...form.values()].filter((v): v is string => typeof v === "string");
        if (values.some(hasUnsafeCharacter))
          return { ok: false, message: "Le formulaire contient des caractères non autorisés." };
        try {
          if (intent === "create") {
            const lot = await createLot(ctx, actor, draftFromForm(form));
            return { ok: true, message: `Lot ${lot.code} enregistré.`, lotId: lot.id };
          }
          if (!lotId) return { ok: false, message: "Action inconnue : rechargez la page." };
          if (intent === "update") {
            const lot = await editLot(ctx, actor, lotId, draftFromForm(form));
            return { ok: true, message: `Lot ${lot.code} enregistré.` };
          }
          if (intent === "analysis") {
            const file = form.get("file");
            if (!(file instanceof File) || file.size === 0)
              return { ok: false, message: PDF_REFUSALS.missing, field: "file" };
            if (file.size > LOT_LIMITS.pdfBytes) return { ok: false, message: PDF_REFUSALS.bytes, field: "file" };
            await uploadLotAnalysis(ctx, actor, lotId, new Uint8Array(await file.arrayBuffer()));
            return { ok: true, message: "Rapport d'analyse enregistré." };
          }
          if (intent === "recall") {
            if (text(form, "confirm") !== "oui") return { ok: false, message: "Confirmez l'envoi du rappel." };
            return { ok: true, message: recallMessage(await sendLotRecall(ctx, actor, lotId)) };
          }
          return { ok: false, message: "Action inconnue : rechargez la page." };
        } catch (err) {
          return refusal(err);
        }
      },
    },
    /** The public page of a lot (`/lot/{code}`); null for an unknown code. */
    publicLot: (code: string) => (/^[A-Z0-9-]{1,40}$/.test(code) ? publicLot(db, code) : Promise.resolve(null)),
    /** The lot a product is sold from now, for its page. */
    currentLot: (productId: string) => currentPublicLot(db, productId.slice(0, 100)),
    /** The lot each of these products is sold from now, in their order (the home page's traceability); none: left out. */
    currentLots: async (productIds: readonly string[]) => {
      const found = await Promise.all(productIds.map((id) => currentPublicLot(db, id.slice(0, 100))));
      return found.filter((lot) => lot !== null);
    },
    /** The lot each format of a product is sold from now, by variant id (the honey page shows the chosen one's). */
    formatLots: (productId: string) => currentPublicLotsByFormat(db, productId.slice(0, 100)),
  };
}
