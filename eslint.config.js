import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import bangyan from './scripts/eslint/boundaries.js';

// The packages whose import boundaries (scripts/eslint/boundaries.js) are checked.
const BOUNDARY_FILES = ['apps/web/src/**', 'apps/server/src/**', 'packages/contract/src/**', 'packages/market/src/**'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '.test-artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...(BOUNDARY_FILES.length > 0
    ? [{ files: BOUNDARY_FILES, plugins: { bangyan }, rules: { 'bangyan/boundaries': 'error' } }]
    : []),
);
