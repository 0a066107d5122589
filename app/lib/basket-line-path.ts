// Where a basket line's product is shown: every kind of line links back to its own page.
import type { CartItem } from "#core/cart";
import { HONEY_FORMATS, perfumePath } from "#core/catalog";
import { isPerfumeLine } from "./basket";

const HONEY_LINE = new RegExp(`^(.+)_(${HONEY_FORMATS.join("|")})$`, "u");

/** A honey format's page (`{honeyId}_{format}` → `/miel/{honeyId}`), a perfume's, the Shilajit's; null otherwise. */
export function basketLinePath(item: Pick<CartItem, "id" | "category">): string | null {
  if (isPerfumeLine(item)) return perfumePath(item.id);
  if (/^shilajit_\d+$/u.test(item.id)) return "/autres-collection";
  const honey = HONEY_LINE.exec(item.id);
  if (honey && (item.category === "miel" || item.category === undefined))
    return `/miel/${encodeURIComponent(honey[1]!)}`;
  return null;
}
