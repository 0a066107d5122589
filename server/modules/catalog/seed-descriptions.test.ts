import { describe, expect, it } from "vitest";
import { descriptionBlocksOf, htmlOfDescriptionBlocks, richBlocksOf } from "#core/description-blocks";
import { parseRichText } from "#core/rich-text";
import { sanitizeHtml } from "#core/sanitize-html";
import { catalogSeed } from "./seed-data";

// The back office's description editor (decision 089) on the shop's own descriptions: nothing lost on the way.
describe("the seeded detailed descriptions in the editor's blocks", () => {
  it("reads every seeded description and writes it back as the same blocks the storefront draws", () => {
    const descriptions = catalogSeed.honeys
      .map((h) => h.detail?.detailedDescription)
      .filter((d): d is string => Boolean(d));
    expect(descriptions.length).toBeGreaterThan(5);
    for (const html of descriptions) {
      const blocks = descriptionBlocksOf(html);
      expect(richBlocksOf(blocks)).toEqual(parseRichText(html));
      // Written again from its own blocks: unchanged.
      const stored = htmlOfDescriptionBlocks(blocks);
      expect(htmlOfDescriptionBlocks(descriptionBlocksOf(stored))).toBe(stored);
      expect(sanitizeHtml(stored)).toBe(stored);
    }
  });
});
