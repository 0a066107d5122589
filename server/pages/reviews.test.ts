// Decision 110 through the pages' loaders and actions, as React Router calls them: the review page's form posted
// without JavaScript (one review per line under parallel posts), the back office's moderation behind the
// administrator's check, and the product page showing published reviews only, with the JSON-LD rating from them —
// a real review winning over the demonstration's examples.
import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { action as moderationAction, loader as moderationLoader } from "#app/routes/admin/reviews";
import { loader as honeyLoader } from "#app/routes/honey";
import { loader as collectionLoader } from "#app/routes/honey-collection";
import { loader as perfumeLoader } from "#app/routes/perfume";
import { action as reviewAction, loader as reviewLoader } from "#app/routes/review";
import { createSignedInAdmin } from "#server/testing/customers";
import { invitationToken, shippedOrder } from "#server/testing/reviews";
import { createTestServer } from "#server/testing/test-app";
import { setupTestShop } from "#server/testing/test-shop";
import { publishedRatings } from "#server/modules/reviews/service";
import { inviteReviews } from "#server/workflows/review-invitations";

const shop = setupTestShop();
const HONEY = "sidr_malaki_yemen";

function pages() {
  const { services } = createTestServer(shop.database, {});
  const args = (path: string, params: Record<string, string>, init?: RequestInit) =>
    ({
      params,
      context: { services },
      request: new Request(`http://shop${path}`, init),
      pattern: new URL(`http://shop${path}`).pathname,
    }) as never;
  const form = (fields: Record<string, string>, cookie?: string): RequestInit => ({
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
  });
  return { args, form };
}

/** The `init` of a loader's `data(…)` answer (its status), and its body. */
const answered = <T>(value: unknown) => value as { data: T; init: { status: number } };
/** The JSON-LD objects of a product page's head (its loader writes it, decision 121). */
const jsonLdOf = (head: MetaDescriptor[]) =>
  head.flatMap((tag) => ("script:ld+json" in tag ? [tag["script:ld+json"] as object] : []));

describe("the review page and the moderation, as the browser posts them", () => {
  it("stores one review per line from parallel posts, publishes it from the back office, shows it on the product page", async () => {
    const { args, form } = pages();
    const order = await shippedOrder(shop, { delivered: true, daysAgo: 2 });
    await inviteReviews(shop.context(), 10);
    const token = await invitationToken(shop.db, order.reference);

    const page = answered<{ ok: true; lines: { id: number; productName: string }[] }>(
      await reviewLoader(args(`/avis/${token}`, { token })),
    );
    expect(page.init.status).toBe(200);
    const honeyLine = page.data.lines.find((l) => l.productName.includes("Sidr"))!;
    expect(honeyLine).toBeDefined();

    const post = () =>
      reviewAction(
        args(
          `/avis/${token}`,
          { token },
          form({ ligne: String(honeyLine.id), note: "5", avis: "Un Sidr d'exception." }),
        ),
      );
    const posted = (await Promise.all([post(), post(), post(), post()])).map((r) =>
      answered<{ ok: boolean; message: string }>(r),
    );
    expect(posted.filter((p) => p.data.ok)).toHaveLength(1);
    for (const refused of posted.filter((p) => !p.data.ok)) {
      expect(refused.init.status).toBe(400);
      expect(refused.data.message).toBe(
        "Vous avez déjà donné votre avis sur cet article : un seul avis par article acheté.",
      );
    }
    // Not a form (JSON): a French refusal, never a 500.
    const json = answered<{ ok: boolean; message: string }>(
      await reviewAction(args(`/avis/${token}`, { token }, { method: "POST", body: "{}" })),
    );
    expect(json.data).toMatchObject({ ok: false, message: "Formulaire illisible : envoyez-le de nouveau." });
    // An unknown link: 404 with the French words.
    const unknown = answered<{ ok: false; message: string }>(await reviewLoader(args("/avis/abc", { token: "abc" })));
    expect(unknown.init.status).toBe(404);

    // Still waiting: no rating, no JSON-LD rating; the demonstration's examples still shown.
    const before = await honeyLoader(args(`/miel/${HONEY}`, { id: HONEY }));
    expect(before.reviews.published).toEqual([]);
    expect(before.reviews.examples.length).toBeGreaterThan(0);
    expect(JSON.stringify(jsonLdOf(before.head))).not.toContain("AggregateRating");

    // The back office: the administrator's check first, then the queue and the publication.
    await expect(moderationLoader(args("/admin/avis", {}))).rejects.toBeInstanceOf(Response);
    const admin = await createSignedInAdmin(shop.db);
    const cookie = `maisonh_session=${admin.token}`;
    const queue = await moderationLoader(args("/admin/avis", {}, { headers: { cookie } }));
    expect(queue.pending.map((r) => r.body)).toEqual(["Un Sidr d'exception."]);
    const id = String(queue.pending[0]!.id);
    await expect(moderationAction(args("/admin/avis", {}, form({ intent: "publish", id })))).rejects.toBeInstanceOf(
      Response,
    );
    expect(await moderationAction(args("/admin/avis", {}, form({ intent: "publish", id }, cookie)))).toMatchObject({
      ok: true,
      message: "Avis publié.",
    });
    const refused = answered<{ ok: boolean; message: string }>(
      await moderationAction(args("/admin/avis", {}, form({ intent: "reply", id, texte: "Merci\u0000" }, cookie))),
    );
    expect(refused.data).toMatchObject({ ok: false, message: "Le texte contient des caractères non autorisés." });

    // Published: the customers' review wins over the examples, with its rating on the page and in the JSON-LD.
    const after = await honeyLoader(args(`/miel/${HONEY}?avis=note`, { id: HONEY }));
    expect(after.reviews).toMatchObject({ sort: "note", rating: { average: 5, count: 1 }, examples: [] });
    expect(after.reviews.published[0]).toMatchObject({ rating: 5, body: "Un Sidr d'exception.", author: "Claire M." });
    expect(after.honey.rating).toEqual({ value: 5, example: false });
    const product = jsonLdOf(after.head).find((ld) => (ld as { "@type": string })["@type"] === "Product");
    expect(product).toMatchObject({
      aggregateRating: { "@type": "AggregateRating", ratingValue: 5, reviewCount: 1, bestRating: 5, worstRating: 1 },
    });

    // The perfume of the same order has no published review: no stars, no JSON-LD rating.
    const perfume = await perfumeLoader(args("/parfum/parfum_homme_1", { id: "parfum_homme_1" }));
    expect(perfume.reviews).toMatchObject({ rating: null, published: [] });
    expect(JSON.stringify(jsonLdOf(perfume.head))).not.toContain("AggregateRating");
  });

  it("sorts the honey collection by the published reviews (« Meilleures notes »), the unrated after", async () => {
    const { args, form } = pages();
    // Each call on a new server: a write through the app empties the read caches (the write fence), these calls skip it.
    const sorted = async () =>
      answered<{ sort: string; honeys: { id: string }[] }>(
        await collectionLoader(pages().args("/miels-collection?tri=note", {})),
      ).data;
    const before = await sorted();
    expect(before.sort).toBe("note");
    expect(before.honeys[0]!.id, "without a review, the shop's own order").not.toBe("soumur_oman");

    const order = await shippedOrder(shop, { delivered: true, daysAgo: 2 }, [{ id: "soumur_oman_50g", quantity: 1 }]);
    await inviteReviews(shop.context(), 10);
    const token = await invitationToken(shop.db, order.reference);
    const line = answered<{ lines: { id: number }[] }>(await reviewLoader(args(`/avis/${token}`, { token }))).data
      .lines[0]!;
    await reviewAction(
      args(`/avis/${token}`, { token }, form({ ligne: String(line.id), note: "4", avis: "Très bon miel." })),
    );
    const admin = await createSignedInAdmin(shop.db);
    const cookie = `maisonh_session=${admin.token}`;
    const queue = await moderationLoader(args("/admin/avis", {}, { headers: { cookie } }));
    const id = String(queue.pending.find((r) => r.body === "Très bon miel.")!.id);
    await moderationAction(args("/admin/avis", {}, form({ intent: "publish", id }, cookie)));

    // The honeys with published reviews first, the best average first (the other test's 5 ★ Sidr before this 4 ★),
    // then the others in the shop's order.
    const after = (await sorted()).honeys.map((h) => h.id);
    const ratings = await publishedRatings(shop.db);
    const rated = [...ratings].filter(([id]) => after.includes(id)).sort((a, b) => b[1].average - a[1].average);
    expect(rated.map(([id]) => id)).toContain("soumur_oman");
    expect(after.slice(0, rated.length)).toEqual(rated.map(([id]) => id));
    const unrated = before.honeys.map((h) => h.id).filter((id) => !ratings.has(id));
    expect(after.slice(rated.length)).toEqual(unrated.slice(0, after.length - rated.length));
  });
});
