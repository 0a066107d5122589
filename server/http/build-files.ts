import { readdirSync } from "node:fs";
import path from "node:path";

/**
 * The addresses of the build's public files (`/favicon.svg`, `/images/…`), listed once at start-up: the build does
 * not change while the server runs, so a page's address is not looked for on the disk at every request.
 */
export function publicFiles(root: string): Set<string> {
  const found = new Set<string>();
  const walk = (dir: string, prefix: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const address = `${prefix}/${entry.name}`;
      if (entry.isDirectory()) walk(path.join(dir, entry.name), address);
      else found.add(address);
    }
  };
  walk(root, "");
  return found;
}

/** Whether a request's path (as sent, percent-encoded or not) names one of these files. */
export function namesFile(files: ReadonlySet<string>, requestPath: string): boolean {
  if (files.has(requestPath)) return true;
  try {
    return files.has(decodeURIComponent(requestPath));
  } catch {
    return false;
  }
}
