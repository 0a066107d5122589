import { brotliCompressSync, gzipSync, constants as zlib } from "node:zlib";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import devServer, { defaultOptions } from "@hono/vite-dev-server";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/** Writes .br and .gz beside every built browser asset, so the server sends them without compressing per request. */
function precompress(): Plugin {
  const compress = (dir: string, onlyNew: boolean) => {
    const walk = (at: string): string[] =>
      readdirSync(at).flatMap((name) => {
        const file = path.join(at, name);
        return statSync(file).isDirectory() ? walk(file) : [file];
      });
    for (const file of walk(dir)) {
      if (!/\.(js|css|svg|html|json|txt)$/.test(file)) continue;
      if (onlyNew && existsSync(`${file}.br`)) continue;
      const content = readFileSync(file);
      // Small files too: a page loads a score of them, and each saves a few hundred bytes compressed.
      const br = brotliCompressSync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } });
      if (br.length < content.length) writeFileSync(`${file}.br`, br);
      const gz = gzipSync(content, { level: 9 });
      if (gz.length < content.length) writeFileSync(`${file}.gz`, gz);
    }
  };
  return {
    name: "maisonh-precompress",
    apply: "build",
    writeBundle(options) {
      if (!options.dir) return;
      if (path.basename(options.dir) === "client") compress(options.dir, false);
      // React Router writes the browser's route manifest (`assets/manifest-*.js`, ~34 KB, read on a first visit) once
      // the client's files are written: compressed after the server's build, with whatever else came late.
      const client = path.join(path.dirname(options.dir), "client");
      if (path.basename(options.dir) === "server" && existsSync(client)) compress(client, true);
    },
  };
}

/** A plugin of the browser's production build only, run before Vite's own resolution. */
function browserBuildPlugin(name: string, hooks: Pick<Plugin, "resolveId" | "load">): Plugin {
  return {
    name,
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    ...hooks,
  };
}

/**
 * React Router's package exports name its development files whatever the mode (upstream issue 14102): in the
 * browser's build, its production files — the same code without the development warnings. The server build keeps
 * the package's one copy, which @react-router/node shares.
 */
function reactRouterProductionFiles(): Plugin {
  const files: Record<string, string> = {
    "react-router": "react-router/dist/production/index.mjs",
    "react-router/dom": "react-router/dist/production/dom-export.mjs",
  };
  return browserBuildPlugin("maisonh-react-router-production", {
    resolveId(source, importer) {
      const file = files[source];
      return file ? this.resolve(path.resolve("node_modules", file), importer, { skipSelf: true }) : null;
    },
  });
}

/**
 * React's CommonJS entry points, as the app's browser modules import them, go through an ES module of the React
 * file that re-exports their names (decision 123). Imported as CommonJS, every file of the app converts React's
 * `module.exports` itself with rolldown's interop helper, and that helper then sits in a file of its own on every
 * page (its headers weighing more than its code); converted once in the React file, only that file needs it.
 */
function reactAsEsModules(): Plugin {
  const prefix = "\0maisonh-esm:";
  const entries = new Set(["react", "react/jsx-runtime", "react-dom/client"]);
  const require = createRequire(import.meta.url);
  return browserBuildPlugin("maisonh-react-as-es-modules", {
    resolveId(source, importer) {
      if (!entries.has(source) || !importer || /node_modules|^\0/.test(importer)) return null;
      return prefix + source;
    },
    load(id) {
      if (!id.startsWith(prefix)) return null;
      const source = id.slice(prefix.length);
      // Every name React's file exports: the bundle keeps only those the app imports.
      const names = Object.keys(require(source) as object).filter((name) => /^[A-Za-z_$][\w$]*$/.test(name));
      return `export { ${names.join(", ")} } from ${JSON.stringify(source)};\n`;
    },
  });
}

interface ModuleGraph {
  getModuleInfo(
    id: string,
  ): { isEntry: boolean; importers: readonly string[]; dynamicImporters: readonly string[] } | null;
}

/** The route modules (entries of the client build, without React Router's query) from which a module is imported. */
function routesImporting(id: string, graph: ModuleGraph): string[] {
  const routes = new Set<string>();
  const seen = new Set([id]);
  const queue = [id];
  while (queue.length) {
    const info = graph.getModuleInfo(queue.pop()!);
    // Static imports only: a module the page fetches later (a deferred section, decision 121) stays out of the
    // files a first visit loads.
    for (const importer of info?.importers ?? []) {
      if (seen.has(importer)) continue;
      seen.add(importer);
      if (graph.getModuleInfo(importer)?.isEntry) routes.add(importer.replace(/\?.*$/, ""));
      queue.push(importer);
    }
  }
  return [...routes];
}

const routeModule = /[\\/]app[\\/](root|routes[\\/].+)\.tsx?$/;
/** Every storefront page loads the frame (root, shell); the product pages are where most visits land. */
const frameOrProduct = /[\\/]app[\\/](root|routes[\\/](shell|honey))\.tsx$/;

/**
 * The app's shared modules that the frame (root, shell) or the product page loads, in one `shop` file instead of a
 * score (decision 058). A module used by one route stays in its route's file; the back office's own modules are
 * never taken, and modules the other pages share among themselves are left to the automatic split. The root route,
 * which every page runs with the shop file, joins it: its own file is then one line re-exporting it (decision 123).
 */
function inShopChunk(id: string, graph: ModuleGraph): boolean {
  if (/[\\/]app[\\/]root\.tsx$/.test(id)) return true;
  if (!/[\\/](app|core)[\\/]/.test(id) || /node_modules|[\\/]admin[\\/]|\?/.test(id) || routeModule.test(id))
    return false;
  const routes = routesImporting(id, graph);
  return routes.length >= 2 && routes.some((route) => frameOrProduct.test(route));
}

export default defineConfig(({ command }) => ({
  plugins: [
    tailwindcss(),
    reactRouterProductionFiles(),
    reactAsEsModules(),
    reactRouter(),
    precompress(),
    command === "serve" &&
      devServer({
        entry: "server/dev-entry.ts",
        exclude: [...defaultOptions.exclude, /^\/app\/.+/, /^\/core\/.+/, /^\/images\/.+/, /^\/favicon\.svg$/],
        injectClientScript: false,
      }),
  ],
  server: { port: Number(process.env.PORT ?? 3000) },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              // React, React DOM, React Router and the JSX runtime change together: one file on every page instead of three.
              groups: [
                {
                  name: "react",
                  // With Vite's helper for dynamic imports (deferred sections, decision 121), a file of its own on every
                  // page otherwise, its headers weighing as much as its code.
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]|^\0vite\/preload-helper|^\0maisonh-esm:/,
                  priority: 2,
                },
                // Takes the modules its members import too, unless the React group has them.
                { name: (id, graph) => (inShopChunk(id, graph) ? "shop" : null), priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
}));
