import { readdirSync } from "node:fs";
import js from "@eslint/js";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

// Every folder of server/modules is a module owning its tables: a new module is covered without editing this file.
const serverModules = readdirSync(`${import.meta.dirname}/server/modules`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// server/ as app/ could name it: by its alias or by a relative path.
const SERVER_FROM_APP = /^(#server|(\.\.?\/)+(\.\.\/)*server)(\/|$)/;
const NO_SERVER_IN_APP =
  "app/ n'importe rien de server/, pas même un type : prenez les types des loaders (#app/lib/loader-data) ou de l'API (#app/lib/api-client).";

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "data/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "public/",
      ".tmp/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // The two type-aware rules (a promise nobody awaits, a promise where a callback's return is ignored) are oxlint's,
  // on TypeScript 7's checker (.oxlintrc.json, decision 127): ESLint here reads no types.
  {
    plugins: { "import-x": importX, "react-hooks": reactHooks },
    settings: {
      "import-x/ignore": ["node_modules"],
      "import-x/resolver-next": [importX.createNodeResolver({ extensions: [".ts", ".tsx", ".js"] })],
    },
    rules: {
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "import-x/no-duplicates": "error",
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    // React lives in app/ only (no .tsx elsewhere): the hooks' rules, whose React Compiler analysis was a fifth of the
    // lint's time when it read every file, read the UI's.
    files: ["app/**/*.{ts,tsx}"],
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The UI runs in the browser too: it reaches the server through loaders and the API, never by import — not even
    // a type. Screens take theirs from their loaders' generated route types (lib/loader-data.ts) and from the API's
    // declared answers (lib/api-client.ts). (A `typeof import("…")` is refused for all by consistent-type-imports.)
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ regex: SERVER_FROM_APP.source, message: NO_SERVER_IN_APP }] }],
    },
  },
  {
    // The one exception (decisions 020, 096): Hono's client is typed by the API's route declarations, `ApiType` of
    // server/app.ts — a type only, erased from the browser's bundle.
    files: ["app/lib/api-client.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "#server/app", allowTypeImports: true, message: NO_SERVER_IN_APP }],
          patterns: [{ regex: "^(#server(?!/app$)|(\\.\\.?/)+(\\.\\./)*server)(/|$)", message: NO_SERVER_IN_APP }],
        },
      ],
    },
  },
  {
    // core/ is pure and isomorphic: it depends on nothing of ours.
    files: ["core/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(#(server|app)|(\\.\\.?/)+(\\.\\./)*(server|app))(/|$)",
              message: "core/ n'importe ni app/ ni server/.",
            },
            { regex: "^\\.\\./", message: "Importez par les alias #core/…, #server/…, #app/… plutôt que par ../" },
          ],
        },
      ],
    },
  },
  {
    // The server's layers point one way: api → workflows → modules (docs/decisions/019), and the pages' services —
    // the loaders' door, beside the API — the same way: pages → workflows → modules. Neither door knows the other.
    files: ["server/**/*.ts"],
    ignores: ["server/**/*.test.ts", "server/testing/**"],
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: "./server/modules",
              from: ["./server/workflows", "./server/api", "./server/pages"],
              message:
                "Un module ne connaît ni les workflows, ni les routes, ni les pages : la flèche va api / pages → workflows → modules.",
            },
            {
              target: "./server/workflows",
              from: ["./server/api", "./server/pages"],
              message:
                "Un workflow ne connaît ni les routes HTTP ni les services des pages : la flèche va api / pages → workflows → modules.",
            },
            {
              target: "./server/pages",
              from: "./server/api",
              message: "Les services des pages n'importent aucune route : passez par un workflow ou un module.",
            },
            {
              target: ["./server/api", "./server/jobs"],
              from: "./server/pages",
              message:
                "Les routes et les tâches n'importent pas les services des pages (server/pages, pour les loaders) : passez par un workflow ou un module.",
            },
            ...serverModules.map((module) => ({
              target: [
                `./server/modules/!(${module})/**`,
                "./server/workflows/**",
                "./server/api/**",
                "./server/pages",
              ],
              from: `./server/modules/${module}/schema.ts`,
              message: `Les tables de « ${module} » appartiennent à son module : utilisez les fonctions qu'il exporte.`,
            })),
            // Queueing a mail and creating a promotion code are steps of a workflow, in the transaction of the change
            // they go with: no other module calls them (issue 31: accounts did, for its mails and its codes).
            ...["mail", "promotions"].map((module) => ({
              target: `./server/modules/!(${module})/**`,
              from: `./server/modules/${module}`,
              message: `Un module n'appelle pas « ${module} » : l'e-mail ou le code va dans un workflow (server/workflows/), avec la transaction du changement.`,
            })),
          ],
        },
      ],
    },
  },
  {
    files: ["server/modules/**/*.ts", "server/workflows/**/*.ts"],
    ignores: ["server/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^hono(/|$)|^#server/(http|api)/|(\\.\\./)+(http|api)/",
              message: "Modules et workflows ne connaissent pas HTTP : il reste dans server/api et server/http.",
            },
          ],
        },
      ],
    },
  },
  {
    // Test support (database harness, stand-ins for Stripe and BTCPay) never reaches the running shop; the tests and
    // the benchmarks use it. A rule of its own, so that it adds to the layer rules above instead of replacing them
    // (docs/decisions/022).
    files: ["**/*.{ts,tsx,js}"],
    ignores: ["**/*.test.{ts,tsx}", "server/testing/**", "tests/**", "bench/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(#server/|(\\.\\.?/)+(\\.\\./)*(server/)?)testing(/|$)",
              message: "server/testing sert aux tests seulement : le code de la boutique ne l'importe pas.",
            },
          ],
        },
      ],
    },
  },
);
