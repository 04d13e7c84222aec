import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { importBoundaries } from './eslint/import-boundaries.js';

const namedExports = { selector: 'ExportDefaultDeclaration', message: 'Use named exports (house style).' };

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'bench/.data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': ['error', namedExports],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['apps/web/src/components/ui/loading.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        namedExports,
        {
          selector: "JSXOpeningElement[name.name='Loader']",
          message: 'Draw a spinner with Loading (components/ui/loading.tsx): a status that says what loads.',
        },
        {
          selector: "JSXOpeningElement[name.name='SegmentedControl']",
          message:
            "Use SegmentedChoice (components/ui/segmented-choice.tsx): Mantine's measures its indicator, forcing a layout in each commit.",
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/i18n/use-translation.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-i18next',
              importNames: ['useTranslation'],
              message:
                "Use useTranslation from src/i18n/use-translation.ts: react-i18next's copies the i18n instance for each component.",
            },
          ],
        },
      ],
    },
  },
  ...importBoundaries,
  {
    // Tool configuration files are loaded by their tools through a default export.
    files: ['**/*.config.{ts,js,mjs}', 'eslint.config.js'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
