import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import noCrossFeatureImport from './tools/eslint/no-cross-feature-import.js';

const APP_PACKAGES = ['@thrive/web', '@thrive/web/*', '@thrive/server', '@thrive/server/*'];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-prerender/**',
      '**/node_modules/**',
      '**/coverage/**',
      'data/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { thrive: { rules: { 'no-cross-feature-import': noCrossFeatureImport } } },
    rules: {
      'thrive/no-cross-feature-import': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'smart'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The browser bundle never pulls in server code.
      'no-restricted-imports': ['error', { patterns: [{ group: ['@thrive/server', '@thrive/server/*'] }] }],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@thrive/web', '@thrive/web/*'] }] }],
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through src/config.ts.' },
      ],
    },
  },
  {
    files: ['apps/server/src/config.ts', 'apps/server/**/*.test.ts', 'apps/server/src/test/**'],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    // Packages never import apps (decision 0004).
    files: ['packages/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: APP_PACKAGES, message: 'Packages must not depend on apps.' },
            { group: ['**/apps/**'], message: 'Packages must not depend on apps.' },
          ],
        },
      ],
    },
  },
  {
    // The contract is shared by browser and server: zod and its own files only (its tests run under Vitest).
    files: ['packages/contract/**/*.ts'],
    ignores: ['packages/contract/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!zod$|\\.{1,2}/)', message: 'The contract imports only zod.' }] },
      ],
    },
  },
  {
    files: ['e2e/**/*.ts', 'bench/**/*.ts', '**/scripts/**/*.{js,mjs,ts}', 'tools/**/*.js', '**/*.config.{js,ts}'],
    rules: { 'no-console': 'off' },
  },
);
