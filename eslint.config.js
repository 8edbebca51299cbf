import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'build/**',
      'public/build/**',
      'node_modules/**',
      'strapi/node_modules/**',
      'strapi/dist/**',
      'strapi/types/**',
      'strapi/.strapi/**',
      'strapi/public/**',
      'test-results/**',
      'playwright-report/**',
      '.cache/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // The Remix app reaches Strapi's code only through its pure catalog and its endpoint contracts, by alias
    // (#catalog, #contracts): a relative path into strapi/ would hide what reaches the browser (issue 22). A test
    // beside an app module may check the Strapi side of the same rule (tests never reach the browser).
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+strapi/|^strapi/|^#(catalog|contracts)/(.*/)?\\.\\./',
              message: 'Import Strapi code through #catalog/* or #contracts/*, never by a path into strapi/.',
            },
          ],
        },
      ],
    },
  },
  {
    // The contracts' endpoint declarations are values, but only the server calls Strapi: a browser module imports
    // their types only (issue 38), so no declaration reaches the bundle.
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/**/*.server.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^#contracts/',
              allowTypeImports: true,
              message: 'Only *.server.ts modules call Strapi: import the contracts with `import type` here.',
            },
          ],
        },
      ],
    },
  },
  {
    // The contracts are the seam both programs share: they import each other, the catalog and zod, nothing of
    // Strapi's runtime (issue 38).
    files: ['strapi/src/contracts/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\./|\\.\\./catalog/|zod(/v4)?$)',
              message: 'A contract imports only other contracts, the catalog and zod.',
            },
          ],
        },
      ],
    },
  },
);
