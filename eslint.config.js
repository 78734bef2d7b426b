// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', '.tmp/**', 'data/**', 'node_modules/**', 'bench-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Browser code must not import Node-only modules: src/ and pages/ are shared with the browser.
    files: ['pages/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*'], message: 'src/ and pages/ run in the browser: no Node-only imports.' },
            { group: ['**/server/**', '**/database/**'], allowTypeImports: true, message: 'Server code never ships to the browser (type imports are fine).' },
          ],
        },
      ],
    },
  },
  {
    // src/ is the ground floor: shared by browser and server, it imports nothing above it, not even a
    // type (the server registers its router's type in src/trpc/app-router.ts; a lead's shape is
    // src/leads/lead-values.ts, which the database checks its entity against).
    files: ['src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*'], message: 'src/ and pages/ run in the browser: no Node-only imports.' },
            { group: ['**/server/**', '**/database/**', '**/pages/**'], message: 'src/ is the ground floor: it imports nothing from server/, database/ or pages/, not even a type.' },
          ],
        },
      ],
    },
  },
);
