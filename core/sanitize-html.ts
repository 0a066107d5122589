const ALLOWED = new Set(["p", "strong", "em", "ul", "ol", "li", "h3", "br"]);

/**
 * Keeps only simple formatting tags (p, strong, em, ul, ol, li, h3, br) without any attribute; every other
 * tag is dropped (script and style with their content), and stray angle brackets are escaped.
 */
export function sanitizeHtml(html: string): string {
  const withoutScripts = html.replace(/<(script|style|iframe|object|template)\b[\s\S]*?<\/\1\s*>/gi, "");
  return withoutScripts.replace(/<\s*\/?\s*[a-z][^>]*>|[<>]/gi, (token) => {
    if (token === "<") return "&lt;";
    if (token === ">") return "&gt;";
    const match = /^<\s*(\/?)\s*([a-z0-9]+)\b[^>]*>$/i.exec(token);
    if (!match) return "";
    const [, closing, name] = match;
    const tag = name!.toLowerCase();
    if (!ALLOWED.has(tag)) return "";
    if (tag === "br") return "<br>";
    return `<${closing}${tag}>`;
  });
}
