import { describe, expect, it } from "vitest";
import { descriptionBlocksOf, htmlOfDescriptionBlocks, movedBlock, richBlocksOf } from "./description-blocks";
import { sanitizeHtml } from "./sanitize-html";

describe("the detailed description's blocks", () => {
  it("writes headings, paragraphs with line breaks, bold and italic, and both kinds of list", () => {
    const html = htmlOfDescriptionBlocks([
      { kind: "heading", text: "Un miel de **légende**" },
      { kind: "paragraph", text: "Le **Sidr** des *jujubiers*\nsauvages." },
      { kind: "bullets", text: "Cuillère en bois\n\n  Pot fermé  " },
      { kind: "numbers", text: "Ouvrir\nGoûter" },
      { kind: "paragraph", text: "   " },
    ]);
    expect(html).toBe(
      "<h3>Un miel de <strong>légende</strong></h3><p>Le <strong>Sidr</strong> des <em>jujubiers</em><br>sauvages.</p>" +
        "<ul><li>Cuillère en bois</li><li>Pot fermé</li></ul><ol><li>Ouvrir</li><li>Goûter</li></ol>",
    );
    expect(descriptionBlocksOf(html)).toEqual([
      { kind: "heading", text: "Un miel de **légende**" },
      { kind: "paragraph", text: "Le **Sidr** des *jujubiers*\nsauvages." },
      { kind: "bullets", text: "Cuillère en bois\nPot fermé" },
      { kind: "numbers", text: "Ouvrir\nGoûter" },
    ]);
  });

  it("keeps hostile text as text: tags, entities and scripts are shown, never made markup", () => {
    const hostile = `<script>alert(1)</script> <img src=x onerror=alert(2)> &lt;b&gt; "quoted" & fin`;
    const html = htmlOfDescriptionBlocks([{ kind: "paragraph", text: hostile }]);
    expect(html).not.toMatch(/<(script|img|b)\b/);
    expect(sanitizeHtml(html)).toBe(html);
    expect(richBlocksOf([{ kind: "paragraph", text: hostile }])).toEqual([
      { type: "paragraph", content: [{ text: hostile }] },
    ]);
    expect(descriptionBlocksOf(html)).toEqual([{ kind: "paragraph", text: hostile }]);
  });

  it("keeps a lone star, and a star written with its backslash, as stars", () => {
    const blocks = [{ kind: "paragraph" as const, text: "Note 5* et \\*\\* fin" }];
    expect(richBlocksOf(blocks)).toEqual([{ type: "paragraph", content: [{ text: "Note 5* et ** fin" }] }]);
    const back = descriptionBlocksOf(htmlOfDescriptionBlocks(blocks));
    expect(richBlocksOf(back)).toEqual(richBlocksOf(blocks));
  });

  it("moves a block up or down, never out of the list", () => {
    expect(movedBlock(["a", "b", "c"], 2, -1)).toEqual(["a", "c", "b"]);
    expect(movedBlock(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
    expect(movedBlock(["a", "b"], 0, -1)).toEqual(["a", "b"]);
  });
});
