// @ts-check
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Node built-ins and host APIs that pure `core` may never use (it must run anywhere, deterministically). */
const HOST_MODULES = [
  'node:*',
  'fs',
  'path',
  'os',
  'child_process',
  'crypto',
  'http',
  'https',
  'electron',
  'react',
  'react-dom',
  'better-sqlite3',
  'ws',
];

export default tseslint.config(
  { ignores: ['out/**', 'dist/**', 'release/**', 'node_modules/**', 'test-results/**', 'resources/**', 'bin/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
      // The layer rule (docs/architecture.md): imports point down only.
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/core',
              from: './src',
              except: ['./core'],
              message: 'core is pure: it imports nothing outside core.',
            },
            {
              target: './src/contract',
              from: './src',
              except: ['./contract', './core'],
              message: 'The contract depends on core types only.',
            },
            {
              target: './src/backend',
              from: ['./src/main', './src/preload', './src/renderer', './src/web', './src/cli'],
              message: 'backend never imports a host or the UI.',
            },
            {
              target: './src/renderer',
              from: './src',
              except: ['./renderer', './contract'],
              message: 'The renderer talks to the backend only through the API contract.',
            },
            {
              target: './src/preload',
              from: './src',
              except: ['./preload', './contract'],
              message: 'preload exposes the contract, nothing else.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: HOST_MODULES, message: 'core is pure TypeScript: no Node, DOM or Electron.' }] },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'process'],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Randomness comes from the game RNG (engine/rng.ts).' },
        { object: 'Date', property: 'now', message: 'core is deterministic: pass time in.' },
      ],
    },
  },
  {
    files: ['src/core/**/*.test.ts'],
    rules: { 'no-restricted-globals': 'off', 'no-restricted-properties': 'off' },
  },
  {
    files: ['src/renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The renderer may use the contract's types only: its runtime code (zod) stays in the backend.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/contract', '**/contract/*'],
              allowTypeImports: true,
              message: 'Import only types from the contract.',
            },
          ],
        },
      ],
    },
  },
);
