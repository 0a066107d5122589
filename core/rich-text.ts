import { sanitizeHtml } from "./sanitize-html";

/** A run of text, bold and/or italic, or a line break. */
export type RichInline = { text: string; strong?: true; em?: true } | { br: true };

/** A block of a product's long description: sub-heading, paragraph or list. */
export type RichBlock =
  | { type: "heading"; content: RichInline[] }
  | { type: "paragraph"; content: RichInline[] }
  | { type: "list"; ordered: boolean; items: RichInline[][] };

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, code: string) => {
    if (code[0] !== "#") return ENTITIES[code.toLowerCase()] ?? entity;
    const point = code[1] === "x" || code[1] === "X" ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
    return point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : entity;
  });
}

/** Leading and trailing spaces dropped, empty runs removed; null when nothing is left to show. */
function finish(content: RichInline[]): RichInline[] | null {
  const runs = [...content];
  while (runs.length > 0 && "text" in runs[0]! && runs[0].text.trim() === "") runs.shift();
  while (runs.length > 0 && "text" in runs.at(-1)! && (runs.at(-1) as { text: string }).text.trim() === "") runs.pop();
  if (runs.length === 0) return null;
  const first = runs[0]!;
  if ("text" in first) runs[0] = { ...first, text: first.text.trimStart() };
  const last = runs.at(-1)!;
  if ("text" in last) runs[runs.length - 1] = { ...last, text: last.text.trimEnd() };
  return runs;
}

/**
 * The long description stored as HTML (edited in the back office, seeded) read as blocks the page renders with its
 * own elements: no HTML of the database reaches the page. Only the tags `sanitizeHtml` keeps mean anything (h3, p,
 * ul, ol, li, strong, em, br); a list inside a list is flattened, text outside a block becomes a paragraph.
 */
export function parseRichText(html: string): RichBlock[] {
  const blocks: RichBlock[] = [];
  let block: { type: "heading" | "paragraph"; content: RichInline[] } | null = null;
  let list: { ordered: boolean; items: RichInline[][] } | null = null;
  let listDepth = 0;
  let item: RichInline[] | null = null;
  let strong = 0;
  let em = 0;

  const closeBlock = () => {
    const content = block && finish(block.content);
    if (block && content) blocks.push({ type: block.type, content });
    block = null;
  };
  const closeItem = () => {
    const content = item && finish(item);
    if (list && content) list.items.push(content);
    item = null;
  };
  const target = (): RichInline[] => {
    if (list) return (item ??= []);
    if (!block) block = { type: "paragraph", content: [] };
    return block.content;
  };

  for (const [, closing, tag, text] of sanitizeHtml(html).matchAll(/<(\/?)([a-z0-9]+)>|([^<]+)/g)) {
    if (text !== undefined) {
      const words = decodeEntities(text).replace(/\s+/g, " ");
      // Spaces between blocks or between list items say nothing.
      if (words === " " && (list ? item === null : block === null)) continue;
      target().push({ text: words, ...(strong > 0 ? { strong: true } : {}), ...(em > 0 ? { em: true } : {}) });
      continue;
    }
    const close = closing === "/";
    switch (tag) {
      case "strong":
        strong = Math.max(0, strong + (close ? -1 : 1));
        break;
      case "em":
        em = Math.max(0, em + (close ? -1 : 1));
        break;
      case "br":
        target().push({ br: true });
        break;
      case "h3":
      case "p":
        if (list) break; // a paragraph inside a list item is the item's text
        closeBlock();
        if (!close) block = { type: tag === "h3" ? "heading" : "paragraph", content: [] };
        break;
      case "ul":
      case "ol":
        if (!close) {
          if (listDepth++ === 0) {
            closeBlock();
            list = { ordered: tag === "ol", items: [] };
          }
        } else if (listDepth > 0 && --listDepth === 0) {
          closeItem();
          if (list!.items.length > 0) blocks.push({ type: "list", ...list! });
          list = null;
        }
        break;
      case "li":
        if (!list) {
          closeBlock();
          if (!close) block = { type: "paragraph", content: [] };
        } else {
          closeItem();
          if (!close) item = [];
        }
        break;
    }
  }
  closeItem();
  if (list) {
    const open: { ordered: boolean; items: RichInline[][] } = list;
    if (open.items.length > 0) blocks.push({ type: "list", ...open });
  }
  closeBlock();
  return blocks;
}
