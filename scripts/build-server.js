/* global console, performance */
// `npm run build:server`: the server and the admin command compiled to plain JavaScript in `$BUILD_DIR/node/`
// (main.js, admin.js, and the SQL migrations they apply), so production runs `node`, never a TypeScript loader
// (decision 061). Packages stay in node_modules (not bundled): only the shop's own code is compiled.
import { cpSync } from "node:fs";
import path from "node:path";
import process from "node:process";
import { build } from "esbuild";

const out = path.join(process.env.BUILD_DIR || "build", "node");
const started = performance.now();
await build({
  entryPoints: { main: "server/main.ts", admin: "scripts/admin.ts" },
  outdir: out,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
// server/db/client.ts finds the migrations next to itself (`new URL("./migrations", import.meta.url)`).
cpSync("server/db/migrations", path.join(out, "migrations"), { recursive: true });
// Files are overwritten in place, never deleted first: a running server keeps working while `npm run admin` compiles.
if (!process.argv.includes("--quiet"))
  console.log(`serveur compilé dans ${out} en ${Math.round(performance.now() - started)} ms`);
