// The honey's detailed description as the back office edits it (decision 089): a list of blocks — heading,
// paragraph, bulleted or numbered list (one item a line) — in plain text with two marks, **gras** and *italique*
// (\* for a star). Read from the stored HTML through parseRichText and written back in the same small subset, so the
// storefront draws the same blocks (decision 041); the owner never types HTML, and what looks like a tag stays text.
import { parseRichText, type RichBlock, type RichInline } from "./rich-text";

export const DESCRIPTION_BLOCK_KINDS = {
  heading: "Intertitre",
  paragraph: "Paragraphe",
  bullets: "Liste à puces",
  numbers: "Liste numérotée",
} as const;

export type DescriptionBlockKind = keyof typeof DESCRIPTION_BLOCK_KINDS;

export interface DescriptionBlock {
  kind: DescriptionBlockKind;
  /** Plain text with **gras** / *italique*; a paragraph's lines are line breaks, a list's lines its items. */
  text: string;
}

// ── Blocks → the editor's text ─────────────────────────────────────────────────────────────────────────────────

const escapeMarks = (text: string) => text.replace(/[\\*]/g, (c) => `\\${c}`);

function inlineText(runs: RichInline[]): string {
  return runs
    .map((run) => {
      if ("br" in run) return "\n";
      const mark = (run.strong ? "**" : "") + (run.em ? "*" : "");
      const text = escapeMarks(run.text);
      // Spaces stay outside the marks, so « le **Sidr** » reads back as it was.
      const [, lead, core, trail] = /^(\s*)([\s\S]*?)(\s*)$/.exec(text)!;
      return core && mark ? `${lead}${mark}${core}${[...mark].reverse().join("")}${trail}` : text;
    })
    .join("");
}

export function descriptionBlocksOf(html: string): DescriptionBlock[] {
  return parseRichText(html).map((block): DescriptionBlock => {
    if (block.type === "list") {
      return {
        kind: block.ordered ? "numbers" : "bullets",
        text: block.items.map((item) => inlineText(item).replace(/\n/g, " ")).join("\n"),
      };
    }
    return { kind: block.type, text: inlineText(block.content) };
  });
}

// ── The editor's text → stored HTML ────────────────────────────────────────────────────────────────────────────

type Token = { text: string } | { mark: "strong" | "em" } | { br: true };

function tokens(text: string): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === "\\" && i + 1 < text.length) out.push({ text: text[++i]! });
    else if (c === "*" && text[i + 1] === "*") {
      out.push({ mark: "strong" });
      i++;
    } else if (c === "*") out.push({ mark: "em" });
    else if (c === "\n") out.push({ br: true });
    else out.push({ text: c });
  }
  // A mark without its pair is a star typed as such.
  for (const mark of ["strong", "em"] as const) {
    const at = out.flatMap((t, i) => ("mark" in t && t.mark === mark ? [i] : []));
    if (at.length % 2 === 1) out[at.at(-1)!] = { text: mark === "strong" ? "**" : "*" };
  }
  return out;
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function inlineHtml(text: string): string {
  let html = "";
  const open = { strong: false, em: false };
  for (const token of tokens(text.trim())) {
    if ("br" in token) html += "<br>";
    else if ("text" in token) html += escapeHtml(token.text);
    else {
      html += open[token.mark] ? `</${token.mark}>` : `<${token.mark}>`;
      open[token.mark] = !open[token.mark];
    }
  }
  return html;
}

/** The stored HTML of the blocks (empty blocks and list lines left out). */
export function htmlOfDescriptionBlocks(blocks: DescriptionBlock[]): string {
  return blocks
    .map((block) => {
      if (block.kind === "bullets" || block.kind === "numbers") {
        const items = block.text
          .split("\n")
          .map((line) => line.trim())
          .filter(Boolean)
          .map((line) => `<li>${inlineHtml(line)}</li>`);
        const tag = block.kind === "bullets" ? "ul" : "ol";
        return items.length === 0 ? "" : `<${tag}>${items.join("")}</${tag}>`;
      }
      if (block.text.trim() === "") return "";
      const tag = block.kind === "heading" ? "h3" : "p";
      return `<${tag}>${inlineHtml(block.kind === "heading" ? block.text.replace(/\n/g, " ") : block.text)}</${tag}>`;
    })
    .join("");
}

/** The blocks the storefront will draw from these editor blocks. */
export const richBlocksOf = (blocks: DescriptionBlock[]): RichBlock[] => parseRichText(htmlOfDescriptionBlocks(blocks));

/** A block moved one place up (-1) or down (+1); the same list when it cannot move. */
export function movedBlock<T>(blocks: T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= blocks.length) return blocks;
  const next = [...blocks];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}
