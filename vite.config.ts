import { brotliCompressSync, gzipSync, constants as zlib } from "node:zlib";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import devServer, { defaultOptions } from "@hono/vite-dev-server";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/** Writes .br and .gz beside every built browser asset, so the server sends them without compressing per request. */
function precompress(): Plugin {
  return {
    name: "maisonh-precompress",
    apply: "build",
    writeBundle(options) {
      if (!options.dir || path.basename(options.dir) !== "client") return;
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const file = path.join(dir, name);
          return statSync(file).isDirectory() ? walk(file) : [file];
        });
      for (const file of walk(options.dir)) {
        if (!/\.(js|css|svg|html|json|txt)$/.test(file)) continue;
        const content = readFileSync(file);
        // Small files too: a page loads a score of them, and each saves a few hundred bytes compressed.
        const br = brotliCompressSync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } });
        if (br.length < content.length) writeFileSync(`${file}.br`, br);
        const gz = gzipSync(content, { level: 9 });
        if (gz.length < content.length) writeFileSync(`${file}.gz`, gz);
      }
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [
    tailwindcss(),
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
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
                },
              ],
            },
          },
        },
      },
    },
  },
}));
