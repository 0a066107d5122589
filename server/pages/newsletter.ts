// The loaders' side of the newsletter (decision 115): the sign-up boxes' form, the confirmation and unsubscribe pages
// (a GET shows a button; only its POST acts), and the back office's newsletters (each call checks the administrator).
import { hasUnsafeCharacter } from "#server/http/guards";
import { DomainError } from "#server/lib/domain-error";
import type { User } from "#server/modules/accounts/service";
import type { ShopContext } from "#server/workflows/context";
import {
  confirmationWorks,
  confirmNewsletter,
  launchNewsletter,
  newsletterForEditing,
  newsletterOverview,
  saveNewsletterDraft,
  sendNewsletterTest,
  signUpToNewsletter,
  unsubscribeFromNewsletter,
} from "#server/workflows/newsletter";
import { refusalOf } from "./context";

const fieldOf = (form: FormData | null, name: string) => {
  const value = form?.get(name);
  return typeof value === "string" ? value : "";
};
const formOf = (request: Request) => request.formData().catch(() => null);
const UNREADABLE = "Formulaire illisible : rechargez la page et réessayez.";

export type NewsletterFormResult = { ok: true; message: string } | { ok: false; message: string; field: string | null };

export function createNewsletterServices(deps: {
  shop: ShopContext;
  requireAdmin: (request: Request) => Promise<User>;
}) {
  const { shop, requireAdmin } = deps;
  const actorOf = async (request: Request) => {
    const admin = await requireAdmin(request);
    return { id: admin.id, email: admin.email };
  };
  const attempt = async (run: () => Promise<string>): Promise<NewsletterFormResult> => {
    try {
      return { ok: true, message: await run() };
    } catch (err) {
      return refusalOf(err);
    }
  };
  return {
    /** A sign-up box's post: the same answer whatever the address's state. */
    signUp: (request: Request, clientAddress: string) =>
      attempt(async () => {
        const form = await formOf(request);
        if (!form) throw new DomainError("invalid", UNREADABLE);
        await signUpToNewsletter(shop, {
          email: fieldOf(form, "email"),
          source: fieldOf(form, "source"),
          clientAddress,
        });
        return "envoye";
      }),
    confirmationWorks: (token: string | null) => confirmationWorks(shop, token),
    /** The confirmation page's button. */
    confirm: async (request: Request) => confirmNewsletter(shop, fieldOf(await formOf(request), "jeton")),
    /** The unsubscribe page's button. */
    unsubscribe: async (request: Request) => unsubscribeFromNewsletter(shop, fieldOf(await formOf(request), "jeton")),
    admin: {
      overview: async (request: Request) => {
        await requireAdmin(request);
        return newsletterOverview(shop);
      },
      editing: async (request: Request, id: number | null) => {
        await requireAdmin(request);
        return newsletterForEditing(shop, id);
      },
      /** The newsletter's forms: `intent` save (a new draft or its text), test, send. */
      act: async (request: Request, id: number | null): Promise<NewsletterFormResult & { id?: number }> => {
        const actor = await actorOf(request);
        const form = await formOf(request);
        if (!form) return { ok: false, message: UNREADABLE, field: null };
        const intent = fieldOf(form, "intent");
        if (intent === "save") {
          const input = {
            subject: fieldOf(form, "subject"),
            body: fieldOf(form, "body"),
            productId: fieldOf(form, "productId") || null,
          };
          if (Object.values(input).some((v) => v !== null && hasUnsafeCharacter(v)))
            return { ok: false, message: "Le formulaire contient des caractères non autorisés.", field: null };
          try {
            const saved = await saveNewsletterDraft(shop, actor, id, input);
            return { ok: true, message: "Lettre enregistrée.", id: saved.id };
          } catch (err) {
            return refusalOf(err);
          }
        }
        if (id === null) return { ok: false, message: "Enregistrez d'abord la lettre.", field: null };
        if (intent === "test")
          return attempt(async () => `Essai envoyé à ${await sendNewsletterTest(shop, actor, id)}.`);
        if (intent === "send")
          return attempt(async () => {
            const started = await launchNewsletter(shop, actor, id);
            return `Envoi lancé vers ${started.recipients} abonné${started.recipients > 1 ? "s" : ""} confirmé${started.recipients > 1 ? "s" : ""}.`;
          });
        return { ok: false, message: "Action inconnue : rechargez la page.", field: null };
      },
    },
  };
}
