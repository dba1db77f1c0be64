// ESLint flat config: TypeScript (typed rules), React hooks, accessibility of JSX and Docusaurus's own rules for the
// site code; Node globals for config, scripts and tests. Prettier owns formatting (eslint-config-prettier turns the
// formatting rules off); `npm run lint` runs both.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import docusaurus from '@docusaurus/eslint-plugin';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

export default tseslint.config(
  {
    // lab/ has packages of its own, installed when it is used: `npm run lab:check` lints it (lab/eslint.config.mjs).
    ignores: [
      'build/',
      '.docusaurus/',
      'node_modules/',
      'bench-results/',
      'deploy/nginx/generated/',
      '.scratch/',
      'lab/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {allowDefaultProject: ['*.mjs', 'scripts/*.mjs']},
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // Unused names are mistakes, except a deliberate `_` prefix (an argument a signature requires).
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_'}],
      // node:test's describe/it return promises that the test runner itself awaits.
      '@typescript-eslint/no-floating-promises': [
        'error',
        {allowForKnownSafeCalls: [{from: 'package', package: 'node:test', name: ['describe', 'it', 'test', 'suite']}]},
      ],
    },
  },
  {
    // The site: React code that runs in the browser.
    files: ['src/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.recommended,
    plugins: {...jsxA11y.flatConfigs.recommended.plugins, 'react-hooks': reactHooks, '@docusaurus': docusaurus},
    languageOptions: {...jsxA11y.flatConfigs.recommended.languageOptions, globals: {...globals.browser}},
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      ...reactHooks.configs.recommended.rules,
      ...docusaurus.configs.recommended.rules,
      // Every internal link goes through Docusaurus's <Link> (base URL, prefetch, broken-link check).
      '@docusaurus/no-html-links': 'error',
      '@docusaurus/prefer-docusaurus-heading': 'error',
    },
  },
  {
    // Build-time code: config, plugins' Node side, scripts and tests run in Node. A plugin's theme and components run
    // in the browser.
    files: ['*.{ts,mjs}', 'config/**/*.ts', 'scripts/**/*.{ts,mjs}', 'tests/**/*.ts', 'src/plugins/**/*.ts'],
    ignores: ['src/plugins/*/theme/**', 'src/plugins/*/components/**'],
    languageOptions: {globals: {...globals.node}},
  },
  {
    // Plain JavaScript files are not type-checked.
    files: ['**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  prettier,
  {
    // After eslint-config-prettier, which turns max-len off: Prettier breaks long code, this catches long comments and
    // strings, so that every line stays readable in a side-by-side diff.
    rules: {'max-len': ['error', {code: 120, ignoreUrls: true, ignoreRegExpLiterals: true}]},
  },
);
