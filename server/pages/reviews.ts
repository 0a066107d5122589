// The loaders' side of customers' reviews (decision 110): the review page of an invitation's link and its form's
// post (no script needed), and the back office's moderation queue and its forms (each call checks the administrator).
import { DomainError } from "#server/lib/domain-error";
import { hasUnsafeCharacter } from "#server/http/guards";
import type { User } from "#server/modules/accounts/service";
import { reviewsForModeration } from "#server/modules/reviews/service";
import type { ShopContext } from "#server/workflows/context";
import { type Moderation, moderateReview, reviewPage, submitReview } from "#server/workflows/customer-reviews";
import { refusalOf } from "./context";

const field = (form: FormData | null, name: string) => {
  const value = form?.get(name);
  return typeof value === "string" ? value : null;
};

/** A form's body, or null when it is not one (JSON, a broken body): a French refusal, never a 500. */
const formOf = (request: Request) => request.formData().catch(() => null);

const MODERATIONS = ["publish", "refuse", "reply"] as const;

const MODERATED: Record<Moderation["kind"], string> = {
  publish: "Avis publié.",
  refuse: "Avis refusé : son auteur reçoit le motif par e-mail.",
  reply: "Réponse publiée sous l'avis.",
};

export function createReviewServices(deps: { shop: ShopContext; requireAdmin: (request: Request) => Promise<User> }) {
  const { shop, requireAdmin } = deps;
  return {
    /** The page of a link: its order's lines, or why the link does not open it. */
    page: async (token: string) => {
      try {
        return { ok: true as const, ...(await reviewPage(shop, token)) };
      } catch (err) {
        const refusal = refusalOf(err);
        return { ...refusal, expired: err instanceof DomainError && err.kind === "gone" };
      }
    },
    /** One line's review posted: stored waiting for moderation, or the French refusal and the line it is about. */
    submit: async (token: string, request: Request) => {
      const form = await formOf(request);
      const lineId = field(form, "ligne");
      try {
        if (!form) throw new DomainError("invalid", "Formulaire illisible : envoyez-le de nouveau.");
        await submitReview(shop, token, { lineId, rating: field(form, "note"), body: field(form, "avis") });
        return {
          ok: true as const,
          lineId,
          message: "Merci ! Votre avis sera publié après sa lecture par notre équipe.",
        };
      } catch (err) {
        return { ...refusalOf(err), lineId };
      }
    },
    admin: {
      /** The reviews waiting, and the latest moderated. */
      queue: async (request: Request) => {
        await requireAdmin(request);
        const [pending, moderated] = await Promise.all([
          reviewsForModeration(shop.db, ["pending"]),
          reviewsForModeration(shop.db, ["published", "refused"], 30),
        ]);
        const view = (r: (typeof pending)[number]) => ({
          ...r,
          createdAt: r.createdAt.toISOString(),
          moderatedAt: r.moderatedAt?.toISOString() ?? null,
          purchasedOn: r.purchasedAt.toISOString().slice(0, 10),
        });
        return { pending: pending.map(view), moderated: moderated.map(view) };
      },
      /** A moderation form's post: publish, refuse (with its reason) or reply to one review. */
      moderate: async (request: Request) => {
        const admin = await requireAdmin(request);
        const form = await formOf(request);
        const kind = field(form, "intent") as Moderation["kind"] | null;
        const id = Number(field(form, "id"));
        const text = field(form, "texte") ?? "";
        try {
          if (!kind || !MODERATIONS.includes(kind) || !Number.isSafeInteger(id) || id <= 0)
            throw new DomainError("invalid", "Formulaire illisible : envoyez-le de nouveau.");
          if (hasUnsafeCharacter(text))
            throw new DomainError("invalid", "Le texte contient des caractères non autorisés.");
          const action: Moderation =
            kind === "refuse" ? { kind, reason: text } : kind === "reply" ? { kind, text } : { kind };
          await moderateReview(shop, { id: admin.id, email: admin.email }, id, action);
          return { ok: true as const, message: MODERATED[kind], id };
        } catch (err) {
          return { ...refusalOf(err), id };
        }
      },
    },
  };
}
