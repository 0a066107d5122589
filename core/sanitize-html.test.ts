import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "./sanitize-html";

describe("sanitizeHtml", () => {
  it("keeps simple formatting", () => {
    const html = "<h3>Un miel</h3><p>Très <strong>rare</strong> et <em>doux</em>.</p><ul><li>Cru</li></ul><br/>";
    expect(sanitizeHtml(html)).toBe(
      "<h3>Un miel</h3><p>Très <strong>rare</strong> et <em>doux</em>.</p><ul><li>Cru</li></ul><br>",
    );
  });

  it("drops scripts with their content, and every attribute", () => {
    expect(sanitizeHtml('<p onclick="x()">a</p><script>alert(1)</script><SCRIPT src=x></SCRIPT>b')).toBe("<p>a</p>b");
    expect(sanitizeHtml('<p><img src=x onerror="alert(1)">c</p>')).toBe("<p>c</p>");
    expect(sanitizeHtml('<a href="javascript:alert(1)">lien</a>')).toBe("lien");
    expect(sanitizeHtml('<p style="background:url(x)">d</p>')).toBe("<p>d</p>");
  });

  it("escapes stray angle brackets", () => {
    expect(sanitizeHtml("3 < 4 et 5 > 2")).toBe("3 &lt; 4 et 5 &gt; 2");
    expect(sanitizeHtml("<p>a</p><")).toBe("<p>a</p>&lt;");
  });
});
