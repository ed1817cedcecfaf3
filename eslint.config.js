import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "data/", "drizzle/", "public/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  // The hook rules apply to the React code, not to test helpers that happen to be named use*.
  { files: ["app/**/*.{ts,tsx}"], plugins: { "react-hooks": reactHooks }, rules: reactHooks.configs.recommended.rules },
  // The site translates with its own runtime (app/locales/runtime/); i18next is a development dependency, for the
  // runtime's types and its comparison test, and react-i18next is not installed with the site.
  {
    files: ["app/**/*.{ts,tsx}", "server.ts"],
    ignores: ["app/locales/runtime/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "react-i18next", message: "Use ~/locales/runtime/react." },
            { name: "i18next", message: "Use ~/locales/runtime/i18n (its types included)." },
          ],
        },
      ],
    },
  },
);
