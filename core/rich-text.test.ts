import { describe, expect, it } from "vitest";
import { parseRichText } from "./rich-text";

describe("parseRichText", () => {
  it("keeps the sub-headings, paragraphs, lists and emphasis of a seeded description", () => {
    const html =
      "<h3>Un miel de légende</h3>" +
      "<p>Le <strong>Sidr Malaki</strong> naît des jujubiers (<em>Ziziphus</em>).</p>" +
      "<h3>Notre sélection</h3>" +
      "<ul><li>Miel cru</li><li>Analyse <strong>pollinique</strong></li></ul>";
    expect(parseRichText(html)).toEqual([
      { type: "heading", content: [{ text: "Un miel de légende" }] },
      {
        type: "paragraph",
        content: [
          { text: "Le " },
          { text: "Sidr Malaki", strong: true },
          { text: " naît des jujubiers (" },
          { text: "Ziziphus", em: true },
          { text: ")." },
        ],
      },
      { type: "heading", content: [{ text: "Notre sélection" }] },
      {
        type: "list",
        ordered: false,
        items: [[{ text: "Miel cru" }], [{ text: "Analyse " }, { text: "pollinique", strong: true }]],
      },
    ]);
  });

  it("reads numbered lists, line breaks, entities and loose text", () => {
    expect(
      parseRichText("Texte libre\n  &amp; suite<ol>\n<li>Un<br/>deux</li>\n</ol><p>&lt;b&gt; &#233;t&#xE9;</p>"),
    ).toEqual([
      { type: "paragraph", content: [{ text: "Texte libre & suite" }] },
      { type: "list", ordered: true, items: [[{ text: "Un" }, { br: true }, { text: "deux" }]] },
      { type: "paragraph", content: [{ text: "<b> été" }] },
    ]);
  });

  it("gives no markup of the stored HTML to the page: scripts, attributes and other tags become text or nothing", () => {
    const blocks = parseRichText(
      '<p onclick="x()">a<img src=x onerror=alert(1)></p><script>alert(1)</script><a href="javascript:x">lien</a>',
    );
    expect(blocks).toEqual([
      { type: "paragraph", content: [{ text: "a" }] },
      { type: "paragraph", content: [{ text: "lien" }] },
    ]);
  });

  it("flattens a list inside a list and drops empty blocks", () => {
    expect(parseRichText("<p> </p><h3></h3><ul><li>A<ul><li>B</li></ul></li><li> </li></ul>")).toEqual([
      { type: "list", ordered: false, items: [[{ text: "A" }], [{ text: "B" }]] },
    ]);
  });
});
