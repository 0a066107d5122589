import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { namesFile, publicFiles } from "./build-files";

describe("publicFiles", () => {
  it("lists the build's files once, and tells a file's address from a page's", () => {
    const root = mkdtempSync(path.join(tmpdir(), "build-client-"));
    mkdirSync(path.join(root, "images"));
    writeFileSync(path.join(root, "favicon.svg"), "<svg/>");
    writeFileSync(path.join(root, "images", "miel sidr.webp"), "x");
    const files = publicFiles(root);
    expect(namesFile(files, "/favicon.svg")).toBe(true);
    expect(namesFile(files, "/images/miel%20sidr.webp")).toBe(true);
    expect(namesFile(files, "/miel/sidr_malaki_yemen")).toBe(false);
    expect(namesFile(files, "/%E0%A4%A")).toBe(false);
  });
});
