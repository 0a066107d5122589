import js from "@eslint/js";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

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
  {
    plugins: { "import-x": importX, "react-hooks": reactHooks },
    settings: {
      "import-x/ignore": ["node_modules"],
      "import-x/resolver-next": [importX.createNodeResolver({ extensions: [".ts", ".tsx", ".js"] })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "import-x/no-duplicates": "error",
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    // The UI runs in the browser too: it reaches the server through loaders and the API, never by import.
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(\\.\\.?/)+(\\.\\./)*server(/|$)",
              allowTypeImports: true,
              message: "app/ ne peut importer que des types de server/ : passez par un loader ou l'API.",
            },
          ],
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
            { regex: "^(\\.\\.?/)+(\\.\\./)*(server|app)(/|$)", message: "core/ n'importe ni app/ ni server/." },
          ],
        },
      ],
    },
  },
);
